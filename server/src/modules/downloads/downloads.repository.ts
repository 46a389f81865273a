import { and, asc, count, desc, eq, gte, ilike, sql, type SQL } from 'drizzle-orm';
import type { DownloadCount } from '../../../../contract/generated/schema-types';
import type { Db } from '../../db/database';
import { downloadCategories, downloadEmailRequests, downloads, footprints } from '../../db/schema/index';
import { OriginType } from '../../../../contract/constants';
import { offsetOf, type Paging } from '../../shared/paging';
import { PUBLISH_STATE } from '../../shared/publish-state';

/** Doctors see published downloads only: a draft or a taken-down one is in no list and its page is gone. */
const published = eq(downloads.publishState, PUBLISH_STATE.published);

export async function listDownloadCategoryRows(db: Db): Promise<(typeof downloadCategories.$inferSelect)[]> {
  return db.select().from(downloadCategories).orderBy(asc(downloadCategories.sort), asc(downloadCategories.id));
}

export interface DownloadFilter {
  categoryId?: number;
  title?: string;
}

/** Category 0 or absent = all; the title keyword matches literally (LIKE wildcards escaped). */
function downloadsWhere(filter: DownloadFilter): SQL | undefined {
  const keyword = filter.title?.trim();
  return and(
    published,
    filter.categoryId ? eq(downloads.categoryId, filter.categoryId) : undefined,
    keyword ? ilike(downloads.title, `%${keyword.replace(/[\\%_]/g, '\\$&')}%`) : undefined,
  );
}

export async function countDownloads(db: Db, filter: DownloadFilter): Promise<number> {
  const [{ n: total }] = await db.select({ n: count() }).from(downloads).where(downloadsWhere(filter));
  return total;
}

/** One page of the matching downloads' ids, newest first. */
export async function listDownloadIds(db: Db, filter: DownloadFilter, paging: Paging): Promise<{ id: number }[]> {
  return db
    .select({ id: downloads.id })
    .from(downloads)
    .where(downloadsWhere(filter))
    .orderBy(desc(downloads.publishedAt), desc(downloads.id))
    .limit(paging.pageSize)
    .offset(offsetOf(paging));
}

/** A download with the name of its category (null without one). */
export async function findDownloadRow(db: Db, id: number): Promise<{ d: typeof downloads.$inferSelect; categoryName: string | null } | undefined> {
  const [row] = await db
    .select({ d: downloads, categoryName: downloadCategories.name })
    .from(downloads)
    .leftJoin(downloadCategories, eq(downloadCategories.id, downloads.categoryId))
    .where(and(eq(downloads.id, id), published))
    .limit(1);
  return row;
}

/** Footprint type of a downloaded material (footprint type 9, docs/product-rules.md#tracking). */
export const DOWNLOAD_FOOTPRINT_TYPE = 9;

/** The download count as it stands, or undefined for an unknown download. */
export async function findDownloadCount(db: Db, id: number): Promise<DownloadCount | undefined> {
  const [row] = await db
    .select({ id: downloads.id, download_count: downloads.downloadCount })
    .from(downloads)
    .where(and(eq(downloads.id, id), published));
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

/**
 * One "send the file to my e-mail" request, queued for its first attempt at `at`; answers its id, or
 * undefined when the user already asked for `allowance.perDay` mails since `allowance.since`. A per-user
 * advisory lock makes the count and the insert one step, so parallel requests (from any API process)
 * cannot all slip under the limit.
 */
export async function insertEmailRequest(
  db: Db,
  request: { downloadId: number; userId: number; email: string; at: Date },
  allowance: { since: Date; perDay: number },
): Promise<number | undefined> {
  const t = downloadEmailRequests;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${request.userId}, hashtext('download-email'))`);
    const [{ n }] = await tx
      .select({ n: count() })
      .from(t)
      .where(and(eq(t.userId, request.userId), gte(t.createdAt, allowance.since)));
    if (n >= allowance.perDay) return undefined;
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
