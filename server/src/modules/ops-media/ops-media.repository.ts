import { and, count, desc, eq, gte, ilike, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { banners, layoutRevisions, layouts, mediaAssets, screenAdverts, shortcuts } from '../../db/schema';

export type MediaAssetRow = typeof mediaAssets.$inferSelect;
export type NewMediaAsset = typeof mediaAssets.$inferInsert;

export interface MediaFilter {
  q?: string;
  kind?: string;
  uploader?: string;
  /** Upload time bounds: from inclusive, before exclusive. */
  from?: Date;
  before?: Date;
}

/** LIKE's own wildcards in a search term match themselves. */
const likeTerm = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filterOf(filter: MediaFilter): SQL | undefined {
  return and(
    isNull(mediaAssets.deletedAt),
    filter.q ? ilike(mediaAssets.name, likeTerm(filter.q)) : undefined,
    filter.kind ? eq(mediaAssets.kind, filter.kind) : undefined,
    filter.uploader ? eq(mediaAssets.uploaderName, filter.uploader) : undefined,
    filter.from ? gte(mediaAssets.createdAt, filter.from) : undefined,
    filter.before ? lt(mediaAssets.createdAt, filter.before) : undefined,
  );
}

/** One page of the library (not deleted), newest first, and how many match. */
export async function mediaPageRows(db: Db, filter: MediaFilter, page: number, pageSize: number) {
  const where = filterOf(filter);
  const rows = await db
    .select()
    .from(mediaAssets)
    .where(where)
    .orderBy(desc(mediaAssets.createdAt), desc(mediaAssets.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [{ total }] = await db.select({ total: count() }).from(mediaAssets).where(where);
  return { rows, total };
}

/** Everyone with a file in the library, for the uploader filter. */
export async function mediaUploaderNames(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ name: mediaAssets.uploaderName })
    .from(mediaAssets)
    .where(isNull(mediaAssets.deletedAt))
    .orderBy(mediaAssets.uploaderName);
  return rows.map((row) => row.name);
}

export async function insertMediaAsset(db: Db, asset: NewMediaAsset): Promise<MediaAssetRow> {
  const [row] = await db.insert(mediaAssets).values(asset).returning();
  return row;
}

export async function liveMediaAsset(db: Db, id: number): Promise<MediaAssetRow | undefined> {
  const [row] = await db
    .select()
    .from(mediaAssets)
    .where(and(eq(mediaAssets.id, id), isNull(mediaAssets.deletedAt)));
  return row;
}

/** Marks it deleted; false when it was already gone (two operators deleting at once: one wins). */
export async function markMediaDeleted(db: Db, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(mediaAssets)
    .set({ deletedAt: at })
    .where(and(eq(mediaAssets.id, id), isNull(mediaAssets.deletedAt)))
    .returning({ id: mediaAssets.id });
  return rows.length > 0;
}

/** Whether another live item has the same content (and so the same content-addressed files). */
export async function othersShareContent(db: Db, sha256: string, exceptId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: mediaAssets.id })
    .from(mediaAssets)
    .where(and(eq(mediaAssets.sha256, sha256), ne(mediaAssets.id, exceptId), isNull(mediaAssets.deletedAt)))
    .limit(1);
  return row !== undefined;
}

export interface MediaUseRow {
  kind: 'banner' | 'shortcut' | 'screen-advert' | 'layout';
  id: string;
  title: string;
}

/**
 * The published places that show any of `urls`: home banners, icon entrances, the splash advert, and the
 * published revision of every page layout (its document mentions the address anywhere in its props).
 */
export async function publishedUsesOf(db: Db, urls: string[]): Promise<MediaUseRow[]> {
  if (urls.length === 0) return [];
  const listed = sql.join(
    urls.map((url) => sql`${url}`),
    sql`, `,
  );
  const [bannerRows, shortcutRows, advertRows, layoutRows] = await Promise.all([
    db
      .select({ id: banners.id, title: banners.title })
      .from(banners)
      .where(sql`${banners.img} in (${listed})`),
    db
      .select({ id: shortcuts.id, title: shortcuts.title })
      .from(shortcuts)
      .where(sql`${shortcuts.logo} in (${listed})`),
    db
      .select({ id: screenAdverts.id })
      .from(screenAdverts)
      .where(sql`${screenAdverts.coverImg} in (${listed})`),
    db
      .select({ id: layouts.id })
      .from(layouts)
      .innerJoin(layoutRevisions, and(eq(layoutRevisions.layoutId, layouts.id), eq(layoutRevisions.revision, layouts.publishedRevision)))
      .where(
        sql`(${sql.join(
          urls.map((url) => sql`strpos(${layoutRevisions.document}::text, ${JSON.stringify(url).slice(1, -1)}) > 0`),
          sql` or `,
        )})`,
      ),
  ]);
  return [
    ...bannerRows.map((row) => ({ kind: 'banner' as const, id: String(row.id), title: row.title })),
    ...shortcutRows.map((row) => ({ kind: 'shortcut' as const, id: String(row.id), title: row.title })),
    ...advertRows.map((row) => ({ kind: 'screen-advert' as const, id: String(row.id), title: '' })),
    ...layoutRows.map((row) => ({ kind: 'layout' as const, id: row.id, title: '' })),
  ];
}
