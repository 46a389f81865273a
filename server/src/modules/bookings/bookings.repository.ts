import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ContentItem } from '../../../../contract/generated/schema-types';
import type { Db } from '../../db/database';
import { appointments, lives, meetingApplications, meetings } from '../../db/schema/index';
import { LiveStatus, MeetingStatus } from '../../db/target-types';
import { OriginType } from '../../../../contract/constants';
import { refuseWith } from '../../plugins/envelope';

/**
 * Books a live once per user: the unique (user, live) index decides between parallel taps, and only the
 * tap that inserted moves appointment_count.
 */
export async function bookLive(db: Db, userId: number, liveId: number): Promise<{ isAppointment: true; appointment_count: number }> {
  const [live] = await db.select({ status: lives.liveStatus, count: lives.appointmentCount }).from(lives).where(eq(lives.id, liveId)).limit(1);
  if (!live) throw refuseWith(404, '直播不存在');
  if (live.status >= LiveStatus.ended) throw refuseWith(409, '直播已结束');
  // One transaction: a process killed between the insert and the counter update leaves neither behind.
  return db.transaction(async (tx) => {
    const inserted = await tx.insert(appointments).values({ userId, liveId }).onConflictDoNothing().returning({ id: appointments.id });
    if (inserted.length === 0) return { isAppointment: true as const, appointment_count: live.count };
    const [row] = await tx
      .update(lives)
      .set({ appointmentCount: sql`${lives.appointmentCount} + 1` })
      .where(eq(lives.id, liveId))
      .returning({ n: lives.appointmentCount });
    return { isAppointment: true as const, appointment_count: row?.n ?? live.count + 1 };
  });
}

/** Signs up for a meeting that takes sign-ups (origin_type 14) and has not ended; once per user. */
export async function applyMeeting(db: Db, userId: number, meetingId: number): Promise<{ isApply: true }> {
  const [meeting] = await db
    .select({ status: meetings.meetingStatus, originType: meetings.originType })
    .from(meetings)
    .where(eq(meetings.id, meetingId))
    .limit(1);
  if (!meeting) throw refuseWith(404, '会议不存在');
  if (meeting.originType !== OriginType.meetingApply) throw refuseWith(409, '该会议无需报名');
  if (meeting.status === MeetingStatus.ended) throw refuseWith(409, '会议已结束');
  await db.transaction(async (tx) => {
    const inserted = await tx.insert(meetingApplications).values({ userId, meetingId }).onConflictDoNothing().returning({ id: meetingApplications.id });
    if (inserted.length > 0) {
      await tx
        .update(meetings)
        .set({ applyCount: sql`${meetings.applyCount} + 1` })
        .where(eq(meetings.id, meetingId));
    }
  });
  return { isApply: true };
}

/** Sets isApply / isAppointment on cards for the viewer (the shared mapper leaves them false). */
export async function markViewerBookings(db: Db, viewerId: number | undefined, items: ContentItem[]): Promise<ContentItem[]> {
  if (viewerId === undefined || items.length === 0) return items;
  const meetingIds = items.filter((i) => i.isApply !== undefined).map((i) => i.id);
  const liveIds = items.filter((i) => i.isAppointment !== undefined).map((i) => i.id);
  const applied = new Set<number>();
  const booked = new Set<number>();
  if (meetingIds.length > 0) {
    const rows = await db
      .select({ id: meetingApplications.meetingId })
      .from(meetingApplications)
      .where(and(eq(meetingApplications.userId, viewerId), inArray(meetingApplications.meetingId, meetingIds)));
    for (const row of rows) applied.add(row.id);
  }
  if (liveIds.length > 0) {
    const rows = await db
      .select({ id: appointments.liveId })
      .from(appointments)
      .where(and(eq(appointments.userId, viewerId), inArray(appointments.liveId, liveIds)));
    for (const row of rows) booked.add(row.id);
  }
  return items.map((item) => ({
    ...item,
    ...(item.isApply !== undefined ? { isApply: applied.has(item.id) } : {}),
    ...(item.isAppointment !== undefined ? { isAppointment: booked.has(item.id) } : {}),
  }));
}
