import type { Channel, ContentItem, DownloadDetail } from '../../../../contract/generated/schema-types';
import type { Db } from '../../db/database';
import { OriginType } from '../../../../contract/constants';
import { formatDateTime } from '../../shared/content/content-format';
import { loadContentItems } from '../../shared/content/content-items';
import { beyondEnd, pageOf, type Page, type Paging } from '../../shared/paging';
import { countDownloads, findDownloadRow, insertEmailRequest, listDownloadCategoryRows, listDownloadIds, type DownloadFilter } from './downloads.repository';
import { sanitizeRichHtml } from '../../html/rich-html';
import { TargetType } from '../../db/target-types';
import { favouritedAmong, viewerReactions } from '../reactions';

export async function listDownloadCategories(db: Db): Promise<Channel[]> {
  const rows = await listDownloadCategoryRows(db);
  return rows.map((c) => ({ id: c.id, title: c.name, name: c.name }));
}

/** Newest first; category 0 or absent = all; the title keyword matches literally. is_favorite is the viewer's (0 for guests). */
export async function listDownloads(db: Db, filter: DownloadFilter, paging: Paging, viewerId?: number): Promise<Page<ContentItem>> {
  const total = await countDownloads(db, filter);
  if (beyondEnd(total, paging)) return pageOf([], total, paging);
  const rows = await listDownloadIds(db, filter, paging);
  const [list, favourited] = await Promise.all([
    loadContentItems(
      db,
      rows.map((row) => ({ originType: OriginType.download, originId: row.id })),
    ),
    favouritedAmong(
      db,
      viewerId,
      TargetType.download,
      rows.map((row) => row.id),
    ),
  ]);
  return pageOf(
    list.map((item) => (item.origin_id !== undefined && favourited.has(item.origin_id) ? { ...item, is_favorite: 1 } : item)),
    total,
    paging,
  );
}

/** is_favorite is the viewer's; isDownload false; unknown viewers (no login yet) get 0. */
export async function findDownloadDetail(db: Db, id: number, viewerId?: number): Promise<DownloadDetail | undefined> {
  const row = await findDownloadRow(db, id);
  if (!row) return undefined;
  const mine = await viewerReactions(db, viewerId, TargetType.download, id);
  const d = row.d;
  return {
    id: d.id,
    origin_id: d.id,
    type: d.type,
    type_text: d.typeText,
    title: d.title,
    cover_img: d.coverImg,
    filesize: d.filesize,
    link: d.link,
    download_count: d.downloadCount,
    is_favorite: mine.isFavorite ? 1 : 0,
    isDownload: false,
    view_count: d.viewCount,
    created_at: formatDateTime(d.publishedAt),
    ...(d.categoryId !== null && row.categoryName !== null ? { category: { id: d.categoryId, name: row.categoryName } } : {}),
    content: sanitizeRichHtml(d.content),
  };
}

const CHINA_OFFSET_MS = 8 * 3600_000;
const DAY_MS = 24 * 3600_000;

/** Midnight in China (UTC+8, no daylight saving) at or before `at`: the daily mail allowance turns over then. */
export function chinaDayStart(at: Date): Date {
  const shifted = at.getTime() + CHINA_OFFSET_MS;
  return new Date(shifted - (((shifted % DAY_MS) + DAY_MS) % DAY_MS) - CHINA_OFFSET_MS);
}

/**
 * One "send the file to my e-mail" request, queued for its first attempt at `at`; answers its id, or
 * undefined when the user already asked for `perDay` mails this China calendar day.
 */
export function recordEmailRequest(
  db: Db,
  request: { downloadId: number; userId: number; email: string; at: Date },
  perDay: number,
): Promise<number | undefined> {
  return insertEmailRequest(db, request, { since: chinaDayStart(request.at), perDay });
}
