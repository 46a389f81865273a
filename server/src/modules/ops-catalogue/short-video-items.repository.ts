import { and, asc, count, desc, eq, gte, ilike, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { categories, shortVideos, type AttachedDownload } from '../../db/schema/index';
import { offsetOf, type Paging } from '../../shared/paging';
import { PUBLISH_STATE } from '../../shared/publish-state';
import { containing } from './article-items.repository';
import type { ItemListFilter, ItemSummaryRow } from './item-kind';

/** The short-video columns the back office edits (the others are counters and the app's). */
export interface ShortVideoValues {
  title: string;
  coverImg: string;
  categoryId: number | null;
  parentCourseId: number | null;
  doctor: string;
  desc: string;
  videoId: string | null;
  duration: number;
  downloads: AttachedDownload[];
}

const editable = {
  title: shortVideos.title,
  coverImg: shortVideos.coverImg,
  categoryId: shortVideos.categoryId,
  parentCourseId: shortVideos.parentCourseId,
  doctor: shortVideos.doctor,
  desc: shortVideos.desc,
  videoId: shortVideos.videoId,
  duration: shortVideos.duration,
  downloads: shortVideos.downloads,
};

export async function findShortVideoItem(db: Db, id: number) {
  const [row] = await db
    .select({ ...editable, id: shortVideos.id, state: shortVideos.publishState, updatedAt: shortVideos.updatedAt })
    .from(shortVideos)
    .where(eq(shortVideos.id, id))
    .limit(1);
  return row;
}

export async function insertShortVideoDraft(db: Db, values: ShortVideoValues): Promise<number> {
  const [row] = await db
    .insert(shortVideos)
    .values({ ...values, publishState: PUBLISH_STATE.draft })
    .returning({ id: shortVideos.id });
  return row.id;
}

/** A first publish stamps the publish time; a re-publish keeps the video's place in the newest-first list. */
export async function publishShortVideoRow(db: Db, id: number, values: ShortVideoValues): Promise<void> {
  await db
    .update(shortVideos)
    .set({
      ...values,
      publishedAt: sql`CASE WHEN ${shortVideos.publishState} = ${PUBLISH_STATE.draft} THEN now() ELSE ${shortVideos.publishedAt} END`,
      publishState: PUBLISH_STATE.published,
      updatedAt: sql`now()`,
    })
    .where(eq(shortVideos.id, id));
}

export async function setShortVideoStates(db: Db, ids: readonly number[], state: number): Promise<void> {
  await db
    .update(shortVideos)
    .set({ publishState: state, updatedAt: sql`now()` })
    .where(inArray(shortVideos.id, [...ids]));
}

export async function listShortVideoItems(db: Db, filter: ItemListFilter, paging: Paging) {
  const where = and(
    filter.q ? ilike(shortVideos.title, containing(filter.q)) : undefined,
    filter.state === undefined ? undefined : eq(shortVideos.publishState, filter.state),
    filter.author ? ilike(shortVideos.doctor, containing(filter.author)) : undefined,
    filter.from ? gte(shortVideos.updatedAt, filter.from) : undefined,
    filter.to ? lt(shortVideos.updatedAt, filter.to) : undefined,
  );
  const order: SQL[] =
    filter.sort === 'title'
      ? [asc(shortVideos.title), desc(shortVideos.id)]
      : filter.sort === 'published'
        ? [desc(shortVideos.publishedAt), desc(shortVideos.id)]
        : [desc(shortVideos.updatedAt), desc(shortVideos.id)];
  const [{ total }] = await db.select({ total: count() }).from(shortVideos).where(where);
  const rows: ItemSummaryRow[] = await db
    .select({
      id: shortVideos.id,
      title: shortVideos.title,
      state: shortVideos.publishState,
      column: sql<string>`coalesce(${categories.name}, '')`,
      author: shortVideos.doctor,
      updatedAt: shortVideos.updatedAt,
      publishedAt: sql<Date | null>`CASE WHEN ${shortVideos.publishState} = ${PUBLISH_STATE.draft} THEN NULL ELSE ${shortVideos.publishedAt} END`.mapWith(
        (value: string | Date | null) => (value === null ? null : new Date(value)),
      ),
    })
    .from(shortVideos)
    .leftJoin(categories, eq(categories.id, shortVideos.categoryId))
    .where(where)
    .orderBy(...order)
    .limit(paging.pageSize)
    .offset(offsetOf(paging));
  return { total, rows };
}

export async function publishedShortVideoOptions(db: Db, q: string) {
  return db
    .select({ id: shortVideos.id, title: shortVideos.title })
    .from(shortVideos)
    .where(and(eq(shortVideos.publishState, PUBLISH_STATE.published), q ? ilike(shortVideos.title, containing(q)) : undefined))
    .orderBy(desc(shortVideos.publishedAt), desc(shortVideos.id))
    .limit(20);
}
