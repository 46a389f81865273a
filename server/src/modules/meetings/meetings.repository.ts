import { asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ContentItem, MeetingNewsDetail, MeetingNewsItem } from '../../../../contract/generated/schema-types';
import type { Db } from '../../db/database';
import { meetingNews, meetings } from '../../db/schema/index';
import { OriginType } from '../../../../contract/constants';
import { formatDateTime } from '../content/content-format';
import { loadContentItems } from '../content/content-items';
import { beyondEnd, offsetOf, pageOf, type Page, type Paging } from '../content/paging';
import { sanitizeBody } from '../downloads/rich-html';

/** 学术会: in progress first, then upcoming (soonest first), then ended (latest first). */
const ACADEMIC_ORDER: SQL[] = [
  sql`case ${meetings.meetingStatus} when 1 then 0 when 0 then 1 else 2 end`,
  sql`case when ${meetings.meetingStatus} = 2 then -extract(epoch from ${meetings.startAt}) else extract(epoch from ${meetings.startAt}) end`,
  asc(meetings.id),
];

/** Conferences of the older list (no academic entries). */
const CONFERENCE_ORIGINS = [OriginType.meeting, OriginType.meetingApply];

async function meetingPage(db: Db, where: SQL | undefined, order: SQL[], paging: Paging): Promise<Page<ContentItem>> {
  const [{ n: total }] = await db.select({ n: count() }).from(meetings).where(where);
  if (beyondEnd(total, paging)) return pageOf([], total, paging);
  const rows = await db
    .select({ id: meetings.id, originType: meetings.originType })
    .from(meetings)
    .where(where)
    .orderBy(...order)
    .limit(paging.pageSize)
    .offset(offsetOf(paging));
  // isApply comes from the shared mapper as false: sign-up state needs a known viewer (login issue).
  const list = await loadContentItems(
    db,
    rows.map((row) => ({ originType: row.originType, originId: row.id })),
  );
  return pageOf(list, total, paging);
}

export function listAcademicMeetings(db: Db, paging: Paging): Promise<Page<ContentItem>> {
  return meetingPage(db, undefined, ACADEMIC_ORDER, paging);
}

export function listConferences(db: Db, paging: Paging): Promise<Page<ContentItem>> {
  return meetingPage(db, inArray(meetings.originType, CONFERENCE_ORIGINS), [desc(meetings.startAt), asc(meetings.id)], paging);
}

export async function listMeetingNews(db: Db, paging: Paging): Promise<Page<MeetingNewsItem>> {
  const [{ n: total }] = await db.select({ n: count() }).from(meetingNews);
  if (beyondEnd(total, paging)) return pageOf([], total, paging);
  const rows = await db.select().from(meetingNews).orderBy(desc(meetingNews.publishedAt), desc(meetingNews.id)).limit(paging.pageSize).offset(offsetOf(paging));
  const list = rows.map((n) => ({
    id: n.id,
    title: n.title,
    cover_img: n.coverImg,
    created_at: formatDateTime(n.publishedAt),
    view_count: n.viewCount,
  }));
  return pageOf(list, total, paging);
}

export async function findMeetingNews(db: Db, id: number): Promise<MeetingNewsDetail | undefined> {
  const [row] = await db
    .select({ news: meetingNews, meetingTitle: meetings.title })
    .from(meetingNews)
    .leftJoin(meetings, eq(meetings.id, meetingNews.meetingId))
    .where(eq(meetingNews.id, id))
    .limit(1);
  if (!row) return undefined;
  const n = row.news;
  return {
    id: n.id,
    title: n.title,
    cover_img: n.coverImg,
    content: sanitizeBody(n.content),
    view_count: n.viewCount,
    created_at: formatDateTime(n.publishedAt),
    ...(n.meetingId !== null && row.meetingTitle !== null ? { meeting: { id: n.meetingId, title: row.meetingTitle } } : {}),
  };
}
