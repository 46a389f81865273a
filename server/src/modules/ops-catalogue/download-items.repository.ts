import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { downloadCategories, downloads, mediaAssets } from '../../db/schema/index';
import { offsetOf, type Paging } from '../../shared/paging';
import { PUBLISH_STATE } from '../../shared/publish-state';
import { containing } from './article-items.repository';
import type { ItemListFilter, ItemSummaryRow } from './item-kind';

/** The download columns the back office writes (counters and the e-mail queue are the app's). */
export interface DownloadValues {
  type: number;
  categoryId: number | null;
  title: string;
  coverImg: string;
  typeText: string;
  /** KB, rounded up, of the library file: the app's iOS direct-download rule compares it with 20480. */
  filesize: number;
  link: string;
  content: string;
}

const editable = {
  type: downloads.type,
  categoryId: downloads.categoryId,
  title: downloads.title,
  coverImg: downloads.coverImg,
  link: downloads.link,
  content: downloads.content,
};

/** At most this many choices per search, as for the other pickers. */
const OPTIONS_LIMIT = 20;

export async function findDownloadItem(db: Db, id: number) {
  const [row] = await db
    .select({ ...editable, id: downloads.id, state: downloads.publishState, updatedAt: downloads.updatedAt })
    .from(downloads)
    .where(eq(downloads.id, id))
    .limit(1);
  return row;
}

export async function insertDownloadDraft(db: Db, values: DownloadValues): Promise<number> {
  const [row] = await db
    .insert(downloads)
    .values({ ...values, publishState: PUBLISH_STATE.draft })
    .returning({ id: downloads.id });
  return row.id;
}

/** The published version; a first publish stamps the publish time the list is ordered by (a re-publish keeps its place). */
export async function publishDownloadRow(db: Db, id: number, values: DownloadValues): Promise<void> {
  await db
    .update(downloads)
    .set({
      ...values,
      publishedAt: sql`CASE WHEN ${downloads.publishState} = ${PUBLISH_STATE.draft} THEN now() ELSE ${downloads.publishedAt} END`,
      publishState: PUBLISH_STATE.published,
      updatedAt: sql`now()`,
    })
    .where(eq(downloads.id, id));
}

export async function setDownloadStates(db: Db, ids: readonly number[], state: number): Promise<void> {
  await db
    .update(downloads)
    .set({ publishState: state, updatedAt: sql`now()` })
    .where(inArray(downloads.id, [...ids]));
}

/** The console's list; the category shows in the column column. */
export async function listDownloadItems(db: Db, filter: ItemListFilter, paging: Paging) {
  const where = and(
    filter.q ? ilike(downloads.title, containing(filter.q)) : undefined,
    filter.state === undefined ? undefined : eq(downloads.publishState, filter.state),
    filter.from ? gte(downloads.updatedAt, filter.from) : undefined,
    filter.to ? lt(downloads.updatedAt, filter.to) : undefined,
  );
  const order: SQL[] =
    filter.sort === 'title'
      ? [asc(downloads.title), desc(downloads.id)]
      : filter.sort === 'published'
        ? [desc(downloads.publishedAt), desc(downloads.id)]
        : [desc(downloads.updatedAt), desc(downloads.id)];
  const [{ total }] = await db.select({ total: count() }).from(downloads).where(where);
  const rows: ItemSummaryRow[] = await db
    .select({
      id: downloads.id,
      title: downloads.title,
      state: downloads.publishState,
      column: sql<string>`coalesce(${downloadCategories.name}, '')`,
      author: sql<string>`''`,
      updatedAt: downloads.updatedAt,
      publishedAt: sql<Date | null>`CASE WHEN ${downloads.publishState} = ${PUBLISH_STATE.draft} THEN NULL ELSE ${downloads.publishedAt} END`.mapWith(
        (value: string | Date | null) => (value === null ? null : new Date(value)),
      ),
    })
    .from(downloads)
    .leftJoin(downloadCategories, eq(downloadCategories.id, downloads.categoryId))
    .where(where)
    .orderBy(...order)
    .limit(paging.pageSize)
    .offset(offsetOf(paging));
  return { total, rows };
}

export async function publishedDownloadOptions(db: Db, q: string) {
  return db
    .select({ id: downloads.id, title: downloads.title })
    .from(downloads)
    .where(and(eq(downloads.publishState, PUBLISH_STATE.published), q ? ilike(downloads.title, containing(q)) : undefined))
    .orderBy(desc(downloads.publishedAt), desc(downloads.id))
    .limit(OPTIONS_LIMIT);
}

export async function downloadCategoryOptions(db: Db, q: string) {
  return db
    .select({ id: downloadCategories.id, title: downloadCategories.name })
    .from(downloadCategories)
    .where(q ? ilike(downloadCategories.name, containing(q)) : undefined)
    .orderBy(asc(downloadCategories.sort), asc(downloadCategories.id))
    .limit(OPTIONS_LIMIT);
}

export async function downloadCategoryExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: downloadCategories.id }).from(downloadCategories).where(eq(downloadCategories.id, id)).limit(1);
  return row !== undefined;
}

/** The size in bytes of the PDF the library keeps at `url` (not deleted, ready); undefined when there is none. */
export async function libraryDocumentSize(db: Db, url: string): Promise<number | undefined> {
  const [row] = await db
    .select({ size: mediaAssets.size })
    .from(mediaAssets)
    .where(and(eq(mediaAssets.url, url), eq(mediaAssets.kind, 'document'), eq(mediaAssets.status, 'ready'), isNull(mediaAssets.deletedAt)))
    .limit(1);
  return row?.size;
}

export async function findDownloadCategoryByName(db: Db, name: string) {
  const [row] = await db
    .select({ id: downloadCategories.id, title: downloadCategories.name })
    .from(downloadCategories)
    .where(eq(downloadCategories.name, name))
    .limit(1);
  return row;
}

export async function countDownloadCategories(db: Db): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(downloadCategories);
  return n;
}

/** Appends a download category after the others (the app's tabs follow sort). */
export async function insertDownloadCategory(db: Db, name: string) {
  const [{ last }] = await db.select({ last: sql<number | null>`max(${downloadCategories.sort})` }).from(downloadCategories);
  const [row] = await db
    .insert(downloadCategories)
    .values({ name, sort: (last ?? 0) + 1 })
    .returning({ id: downloadCategories.id, title: downloadCategories.name });
  return row;
}
