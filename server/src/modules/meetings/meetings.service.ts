import type { ContentItem, MeetingNewsDetail, MeetingNewsItem } from '../../../../contract/generated/schema-types';
import type { Db } from '../../db/database';
import { formatDateTime } from '../content/content-format';
import { loadContentItems } from '../content/content-items';
import { beyondEnd, pageOf, type Page, type Paging } from '../content/paging';
import { sanitizeBody } from '../downloads/rich-html';
import { countMeetingNews, countMeetings, findMeetingNewsRow, listMeetingNewsRows, listMeetingRefs, type MeetingList } from './meetings.repository';

async function meetingPage(db: Db, list: MeetingList, paging: Paging): Promise<Page<ContentItem>> {
  const total = await countMeetings(db, list);
  if (beyondEnd(total, paging)) return pageOf([], total, paging);
  const rows = await listMeetingRefs(db, list, paging);
  // isApply comes from the shared mapper as false: sign-up state needs a known viewer (login issue).
  const items = await loadContentItems(
    db,
    rows.map((row) => ({ originType: row.originType, originId: row.id })),
  );
  return pageOf(items, total, paging);
}

export function listAcademicMeetings(db: Db, paging: Paging): Promise<Page<ContentItem>> {
  return meetingPage(db, 'academic', paging);
}

export function listConferences(db: Db, paging: Paging): Promise<Page<ContentItem>> {
  return meetingPage(db, 'conferences', paging);
}

export async function listMeetingNews(db: Db, paging: Paging): Promise<Page<MeetingNewsItem>> {
  const total = await countMeetingNews(db);
  if (beyondEnd(total, paging)) return pageOf([], total, paging);
  const rows = await listMeetingNewsRows(db, paging);
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
  const row = await findMeetingNewsRow(db, id);
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
