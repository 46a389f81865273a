import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { appointments, lives, meetingApplications, meetings } from '../../db/schema/index';
import { PUBLISH_STATE } from '../../shared/publish-state';

/** What booking a live needs to know of it: its status, current appointment_count and whether it takes bookings; published lives only. */
export async function findLiveForBooking(db: Db, liveId: number): Promise<{ status: number; count: number; noBooking: boolean } | undefined> {
  const [live] = await db
    .select({ status: lives.liveStatus, count: lives.appointmentCount, noBooking: sql<boolean>`coalesce((${lives.flags}->>'noBooking')::boolean, false)` })
    .from(lives)
    .where(and(eq(lives.id, liveId), eq(lives.publishState, PUBLISH_STATE.published)))
    .limit(1);
  return live;
}

/**
 * Books a live once per user: the unique (user, live) index decides between parallel taps, and only the
 * tap that inserted moves appointment_count. Answers the live's appointment_count after the booking
 * (`knownCount`, read before, when the user had already booked).
 */
export async function insertAppointment(db: Db, userId: number, liveId: number, knownCount: number): Promise<number> {
  // One transaction: a process killed between the insert and the counter update leaves neither behind.
  return db.transaction(async (tx) => {
    const inserted = await tx.insert(appointments).values({ userId, liveId }).onConflictDoNothing().returning({ id: appointments.id });
    if (inserted.length === 0) return knownCount;
    const [row] = await tx
      .update(lives)
      .set({ appointmentCount: sql`${lives.appointmentCount} + 1` })
      .where(eq(lives.id, liveId))
      .returning({ n: lives.appointmentCount });
    return row?.n ?? knownCount + 1;
  });
}

/** What signing up for a published meeting needs to know of it: its status, origin_type and whether sign-up is open. */
export async function findMeetingForApplication(
  db: Db,
  meetingId: number,
): Promise<{ status: number; originType: number; academicOriginType: number | null; applyOpen: number; applyDeadline: Date | null } | undefined> {
  const [meeting] = await db
    .select({
      status: meetings.meetingStatus,
      originType: meetings.originType,
      academicOriginType: meetings.academicOriginType,
      applyOpen: meetings.applyOpen,
      applyDeadline: meetings.applyDeadline,
    })
    .from(meetings)
    .where(and(eq(meetings.id, meetingId), eq(meetings.publishState, PUBLISH_STATE.published)))
    .limit(1);
  return meeting;
}

/** Signs up once per user; only the sign-up that inserted moves apply_count. */
export async function insertMeetingApplication(db: Db, userId: number, meetingId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const inserted = await tx.insert(meetingApplications).values({ userId, meetingId }).onConflictDoNothing().returning({ id: meetingApplications.id });
    if (inserted.length > 0) {
      await tx
        .update(meetings)
        .set({ applyCount: sql`${meetings.applyCount} + 1` })
        .where(eq(meetings.id, meetingId));
    }
  });
}

/** Which of these meetings the user applied to. */
export async function appliedMeetingIds(db: Db, userId: number, meetingIds: number[]): Promise<Set<number>> {
  if (meetingIds.length === 0) return new Set();
  const rows = await db
    .select({ id: meetingApplications.meetingId })
    .from(meetingApplications)
    .where(and(eq(meetingApplications.userId, userId), inArray(meetingApplications.meetingId, meetingIds)));
  return new Set(rows.map((row) => row.id));
}

/** Which of these lives the user booked. */
export async function bookedLiveIdsOf(db: Db, userId: number, liveIds: number[]): Promise<Set<number>> {
  if (liveIds.length === 0) return new Set();
  const rows = await db
    .select({ id: appointments.liveId })
    .from(appointments)
    .where(and(eq(appointments.userId, userId), inArray(appointments.liveId, liveIds)));
  return new Set(rows.map((row) => row.id));
}
