import type { ContentItem, MeetingNewsDetail, MeetingNewsItem } from '../../../../contract/generated/schema-types';
import type { Db } from '../../db/database';
import { formatDateTime } from '../../shared/content/content-format';
import { loadContentItems } from '../../shared/content/content-items';
import { beyondEnd, pageOf, type Page, type Paging } from '../../shared/paging';
import { sanitizeRichHtml } from '../../html/rich-html';
import {
  countMeetingNews,
  countMeetings,
  findMeetingNewsRow,
  findMeetingRefByUuid,
  listMeetingNewsRows,
  listMeetingRefs,
  type MeetingList,
} from './meetings.repository';
import { escapeHtml } from '../../html/escape-html';

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

/** The plain-text intro as paragraphs of HTML (the page's rich-text shows it); empty without one. */
function introHtml(desc: string | undefined): string {
  const paragraphs = (desc ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  return sanitizeRichHtml(paragraphs.map((line) => `<p>${escapeHtml(line)}</p>`).join(''));
}

/**
 * One meeting as its list card shows it, with its body (or else its intro) as HTML in `content`, and its place and organiser
 * when it has them (the in-app meeting page); undefined for an unknown uuid.
 */
export async function findMeetingByUuid(db: Db, uuid: string): Promise<ContentItem | undefined> {
  const ref = await findMeetingRefByUuid(db, uuid);
  if (!ref) return undefined;
  const [item] = await loadContentItems(db, [{ originType: ref.originType, originId: ref.id }]);
  if (!item) return undefined;
  return {
    ...item,
    content: ref.content ? sanitizeRichHtml(ref.content) : introHtml(item.desc),
    ...(ref.address ? { address: ref.address } : {}),
    ...(ref.organizer ? { organizer: ref.organizer } : {}),
  };
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
    content: sanitizeRichHtml(n.content),
    view_count: n.viewCount,
    created_at: formatDateTime(n.publishedAt),
    ...(n.meetingId !== null && row.meetingTitle !== null ? { meeting: { id: n.meetingId, title: row.meetingTitle } } : {}),
  };
}
