import { and, asc, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { Channel, ContentItem, DownloadCount, DownloadDetail } from '../../../../src/generated/schema-types';
import type { Db } from '../../db/database';
import { downloadCategories, downloadEmailRequests, downloads } from '../../db/schema/index';
import { OriginType } from '../../db/target-types';
import { formatDateTime } from '../content/content-format';
import { loadContentItems } from '../content/content-items';
import { beyondEnd, offsetOf, pageOf, type Page, type Paging } from '../content/paging';
import { sanitizeBody } from './rich-html';

export async function listDownloadCategories(db: Db): Promise<Channel[]> {
  const rows = await db.select().from(downloadCategories).orderBy(asc(downloadCategories.sort), asc(downloadCategories.id));
  return rows.map((c) => ({ id: c.id, title: c.name, name: c.name }));
}

export interface DownloadFilter {
  categoryId?: number;
  title?: string;
}

/** Newest first; category 0 or absent = all; the title keyword matches literally (LIKE wildcards escaped). */
export async function listDownloads(db: Db, filter: DownloadFilter, paging: Paging): Promise<Page<ContentItem>> {
  const keyword = filter.title?.trim();
  const where: SQL | undefined = and(
    filter.categoryId ? eq(downloads.categoryId, filter.categoryId) : undefined,
    keyword ? ilike(downloads.title, `%${keyword.replace(/[\\%_]/g, '\\$&')}%`) : undefined,
  );
  const [{ n: total }] = await db.select({ n: count() }).from(downloads).where(where);
  if (beyondEnd(total, paging)) return pageOf([], total, paging);
  const rows = await db
    .select({ id: downloads.id })
    .from(downloads)
    .where(where)
    .orderBy(desc(downloads.publishedAt), desc(downloads.id))
    .limit(paging.pageSize)
    .offset(offsetOf(paging));
  const list = await loadContentItems(db, rows.map((row) => ({ originType: OriginType.download, originId: row.id })));
  return pageOf(list, total, paging);
}

/** is_favorite/isDownload are the viewer's; unknown viewers (no login yet) get 0/false. */
export async function findDownloadDetail(db: Db, id: number): Promise<DownloadDetail | undefined> {
  const [row] = await db
    .select({ d: downloads, categoryName: downloadCategories.name })
    .from(downloads)
    .leftJoin(downloadCategories, eq(downloadCategories.id, downloads.categoryId))
    .where(eq(downloads.id, id))
    .limit(1);
  if (!row) return undefined;
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
    is_favorite: 0,
    isDownload: false,
    view_count: d.viewCount,
    created_at: formatDateTime(d.publishedAt),
    ...(d.categoryId !== null && row.categoryName !== null ? { category: { id: d.categoryId, name: row.categoryName } } : {}),
    content: sanitizeBody(d.content),
  };
}

/** download/{id}: one more download, counted atomically. */
export async function countDownload(db: Db, id: number): Promise<DownloadCount | undefined> {
  const [row] = await db
    .update(downloads)
    .set({ downloadCount: sql`${downloads.downloadCount} + 1` })
    .where(eq(downloads.id, id))
    .returning({ id: downloads.id, download_count: downloads.downloadCount });
  return row;
}

/** One "send the file to my e-mail" request; answers its id. */
export async function recordEmailRequest(db: Db, request: { downloadId: number; userId: number; email: string }): Promise<number> {
  const [row] = await db
    .insert(downloadEmailRequests)
    .values({ downloadId: request.downloadId, userId: request.userId, email: request.email })
    .returning({ id: downloadEmailRequests.id });
  return row.id;
}

/** The mail provider accepted the job. */
export async function markEmailRequestSent(db: Db, id: number): Promise<void> {
  await db.update(downloadEmailRequests).set({ sentAt: new Date() }).where(eq(downloadEmailRequests.id, id));
}
