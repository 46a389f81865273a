import type { Db } from '../../db/database';
import { LiveStatus, MeetingStatus } from '../../db/target-types';
import { takesSignUp } from '../../../../contract/meetings/meeting-sign-up';
import { refuseWith } from '../../plugins/envelope';
import type { ContentItem } from '../../../../contract/generated/schema-types';
import {
  appliedMeetingIds,
  bookedLiveIdsOf,
  findLiveForBooking,
  findMeetingForApplication,
  insertAppointment,
  insertMeetingApplication,
} from './bookings.repository';

/** Books a live that has not ended, once per user (docs/product-rules.md#booking). */
export async function bookLive(db: Db, userId: number, liveId: number): Promise<{ isAppointment: true; appointment_count: number }> {
  const live = await findLiveForBooking(db, liveId);
  if (!live) throw refuseWith(404, '直播不存在');
  if (live.status >= LiveStatus.ended) throw refuseWith(409, '直播已结束');
  if (live.noBooking) throw refuseWith(409, '本场直播不开放预约');
  return { isAppointment: true, appointment_count: await insertAppointment(db, userId, liveId, live.count) };
}

/** Signs up for a meeting that takes sign-ups (origin_type 14, or a 学术会 entry 31 standing for one), has not ended and whose sign-up is open; once per user. */
export async function applyMeeting(db: Db, userId: number, meetingId: number): Promise<{ isApply: true }> {
  const meeting = await findMeetingForApplication(db, meetingId);
  if (!meeting) throw refuseWith(404, '会议不存在');
  if (!takesSignUp({ origin_type: meeting.originType, academic_origin_type: meeting.academicOriginType })) throw refuseWith(409, '该会议无需报名');
  if (meeting.status === MeetingStatus.ended) throw refuseWith(409, '会议已结束');
  if (meeting.applyOpen !== 1) throw refuseWith(409, '报名已关闭');
  if (meeting.applyDeadline && meeting.applyDeadline.getTime() < Date.now()) throw refuseWith(409, '报名已截止');
  await insertMeetingApplication(db, userId, meetingId);
  return { isApply: true };
}

/** Sets isApply / isAppointment on cards for the viewer (the shared mapper leaves them false). */
export async function markViewerBookings(db: Db, viewerId: number | undefined, items: ContentItem[]): Promise<ContentItem[]> {
  if (viewerId === undefined || items.length === 0) return items;
  const applied = await appliedMeetingIds(
    db,
    viewerId,
    items.filter((i) => i.isApply !== undefined).map((i) => i.id),
  );
  const booked = await bookedLiveIdsOf(
    db,
    viewerId,
    items.filter((i) => i.isAppointment !== undefined).map((i) => i.id),
  );
  return items.map((item) => ({
    ...item,
    ...(item.isApply !== undefined ? { isApply: applied.has(item.id) } : {}),
    ...(item.isAppointment !== undefined ? { isAppointment: booked.has(item.id) } : {}),
  }));
}
