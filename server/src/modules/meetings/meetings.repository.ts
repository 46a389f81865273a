import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { meetingNews, meetings } from '../../db/schema/index';
import { OriginType } from '../../../../contract/constants';
import { offsetOf, type Paging } from '../../shared/paging';
import { PUBLISH_STATE } from '../../shared/publish-state';

/** The two meeting lists: 学术会 (every meeting) and the older conference list. */
export type MeetingList = 'academic' | 'conferences';

/** Conferences of the older list (no academic entries). */
const CONFERENCE_ORIGINS = [OriginType.meeting, OriginType.meetingApply];

/** Doctors see published meetings only (a draft or a taken-down one is 页面不存在). */
const published = eq(meetings.publishState, PUBLISH_STATE.published);

const LISTS: Record<MeetingList, { where: SQL | undefined; order: SQL[] }> = {
  /** 学术会: in progress first, then upcoming (soonest first), then ended (latest first). */
  academic: {
    where: published,
    order: [
      sql`case ${meetings.meetingStatus} when 1 then 0 when 0 then 1 else 2 end`,
      sql`case when ${meetings.meetingStatus} = 2 then -extract(epoch from ${meetings.startAt}) else extract(epoch from ${meetings.startAt}) end`,
      asc(meetings.id),
    ],
  },
  conferences: { where: and(published, inArray(meetings.originType, CONFERENCE_ORIGINS)), order: [desc(meetings.startAt), asc(meetings.id)] },
};

export async function countMeetings(db: Db, list: MeetingList): Promise<number> {
  const [{ n: total }] = await db.select({ n: count() }).from(meetings).where(LISTS[list].where);
  return total;
}

/** One page of a meeting list's ids and origin types, in the list's order. */
export async function listMeetingRefs(db: Db, list: MeetingList, paging: Paging): Promise<{ id: number; originType: number }[]> {
  return db
    .select({ id: meetings.id, originType: meetings.originType })
    .from(meetings)
    .where(LISTS[list].where)
    .orderBy(...LISTS[list].order)
    .limit(paging.pageSize)
    .offset(offsetOf(paging));
}

export async function countMeetingNews(db: Db): Promise<number> {
  const [{ n: total }] = await db.select({ n: count() }).from(meetingNews);
  return total;
}

/** One page of meeting news, newest first. */
export async function listMeetingNewsRows(db: Db, paging: Paging): Promise<(typeof meetingNews.$inferSelect)[]> {
  return db.select().from(meetingNews).orderBy(desc(meetingNews.publishedAt), desc(meetingNews.id)).limit(paging.pageSize).offset(offsetOf(paging));
}

/** One news item with the title of its meeting (null without one). */
export async function findMeetingNewsRow(db: Db, id: number): Promise<{ news: typeof meetingNews.$inferSelect; meetingTitle: string | null } | undefined> {
  const [row] = await db
    .select({ news: meetingNews, meetingTitle: meetings.title })
    .from(meetingNews)
    .leftJoin(meetings, and(eq(meetings.id, meetingNews.meetingId), published))
    .where(eq(meetingNews.id, id))
    .limit(1);
  return row;
}

/** The id of the meeting with this uuid in any state (a draft preview names the meeting by id). */
export async function findMeetingIdByUuid(db: Db, uuid: string): Promise<number | undefined> {
  const [row] = await db.select({ id: meetings.id }).from(meetings).where(eq(meetings.uuid, uuid)).limit(1);
  return row?.id;
}

/** The id, origin type, place, organiser and body of the published meeting with this uuid; undefined for none. */
export async function findMeetingRefByUuid(
  db: Db,
  uuid: string,
): Promise<{ id: number; originType: number; address: string; organizer: string; content: string } | undefined> {
  const [row] = await db
    .select({ id: meetings.id, originType: meetings.originType, address: meetings.address, organizer: meetings.organizer, content: meetings.content })
    .from(meetings)
    .where(and(eq(meetings.uuid, uuid), published))
    .limit(1);
  return row;
}
