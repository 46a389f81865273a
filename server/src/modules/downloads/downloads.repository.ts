import { and, asc, count, desc, eq, gte, ilike, sql, type SQL } from 'drizzle-orm';
import type { Channel, ContentItem, DownloadCount, DownloadDetail } from '../../../../contract/generated/schema-types';
import type { Db } from '../../db/database';
import { downloadCategories, downloadEmailRequests, downloads, footprints } from '../../db/schema/index';
import { OriginType } from '../../../../contract/constants';
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
  const list = await loadContentItems(
    db,
    rows.map((row) => ({ originType: OriginType.download, originId: row.id })),
  );
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

/** Footprint type of a downloaded material (footprint type 9, docs/product-rules.md#tracking). */
export const DOWNLOAD_FOOTPRINT_TYPE = 9;

/** The download count as it stands, or undefined for an unknown download. */
export async function findDownloadCount(db: Db, id: number): Promise<DownloadCount | undefined> {
  const [row] = await db.select({ id: downloads.id, download_count: downloads.downloadCount }).from(downloads).where(eq(downloads.id, id));
  return row;
}

/**
 * download/{id}: one more download, counted atomically, with the footprint (type 9, origin_type 9) in
 * the same transaction so analytics never count a download the counter missed or the other way round.
 */
export async function countDownload(db: Db, id: number, userId: number | null = null): Promise<DownloadCount | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(downloads)
      .set({ downloadCount: sql`${downloads.downloadCount} + 1` })
      .where(eq(downloads.id, id))
      .returning({ id: downloads.id, download_count: downloads.downloadCount, title: downloads.title });
    if (!row) return undefined;
    await tx
      .insert(footprints)
      .values({ userId, type: DOWNLOAD_FOOTPRINT_TYPE, targetId: row.id, contentType: OriginType.download, title: row.title.slice(0, 255) });
    return { id: row.id, download_count: row.download_count };
  });
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
 * undefined when the user already asked for `perDay` mails this China calendar day. A per-user advisory
 * lock makes the count and the insert one step, so parallel requests (from any API process) cannot
 * all slip under the limit.
 */
export async function recordEmailRequest(
  db: Db,
  request: { downloadId: number; userId: number; email: string; at: Date },
  perDay: number,
): Promise<number | undefined> {
  const t = downloadEmailRequests;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${request.userId}, hashtext('download-email'))`);
    const [{ n }] = await tx
      .select({ n: count() })
      .from(t)
      .where(and(eq(t.userId, request.userId), gte(t.createdAt, chinaDayStart(request.at))));
    if (n >= perDay) return undefined;
    const [row] = await tx
      .insert(t)
      .values({
        downloadId: request.downloadId,
        userId: request.userId,
        email: request.email,
        status: 'queued',
        nextAttemptAt: request.at,
        createdAt: request.at,
      })
      .returning({ id: t.id });
    return row.id;
  });
}
