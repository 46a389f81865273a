import { and, asc, count, desc, eq, gte, ilike, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { articles, medicalColumns } from '../../db/schema/index';
import { offsetOf, type Paging } from '../../shared/paging';
import { PUBLISH_STATE } from '../../shared/publish-state';
import type { ItemListFilter, ItemSummaryRow } from './item-kind';

/** The article columns the back office edits (a row's other columns are counters and the app's). */
export interface ArticleItemValues {
  title: string;
  desc: string;
  coverImg: string;
  author: string;
  medicalColumnId: number | null;
  categoryId: number | null;
  content: string;
  top: number;
}

const editable = {
  title: articles.title,
  desc: articles.desc,
  coverImg: articles.coverImg,
  author: articles.author,
  medicalColumnId: articles.medicalColumnId,
  categoryId: articles.categoryId,
  content: articles.content,
  top: articles.top,
};

/** A single article or case (content_type) by id, with its state; columns of cases are not items here. */
export async function findArticleItem(db: Db, contentType: number, id: number) {
  const [row] = await db
    .select({ ...editable, id: articles.id, state: articles.publishState, updatedAt: articles.updatedAt })
    .from(articles)
    .where(and(eq(articles.id, id), eq(articles.contentType, contentType), eq(articles.type, 1)))
    .limit(1);
  return row;
}

export async function insertArticleDraft(db: Db, contentType: number, values: ArticleItemValues): Promise<number> {
  const [row] = await db
    .insert(articles)
    .values({ ...values, type: 1, contentType, publishState: PUBLISH_STATE.draft })
    .returning({ id: articles.id });
  return row.id;
}

/**
 * The published version: the values, state published, and on a first publish the publish time (a
 * re-publish keeps its place in newest-first lists). The column it joins shows its red dot.
 */
export async function publishArticleRow(db: Db, id: number, values: ArticleItemValues): Promise<void> {
  const [row] = await db
    .update(articles)
    .set({
      ...values,
      publishedAt: sql`CASE WHEN ${articles.publishState} = ${PUBLISH_STATE.draft} THEN now() ELSE ${articles.publishedAt} END`,
      publishState: PUBLISH_STATE.published,
      updatedAt: sql`now()`,
    })
    .where(eq(articles.id, id))
    .returning({ columnId: articles.medicalColumnId });
  if (row?.columnId)
    await db
      .update(medicalColumns)
      .set({ lastContentAt: sql`now()` })
      .where(eq(medicalColumns.id, row.columnId));
}

export async function setArticleStates(db: Db, ids: readonly number[], state: number): Promise<void> {
  await db
    .update(articles)
    .set({ publishState: state, updatedAt: sql`now()` })
    .where(inArray(articles.id, [...ids]));
}

/** LIKE wildcards typed by the operator are matched literally. */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}

export async function listArticleItems(db: Db, contentType: number, filter: ItemListFilter, paging: Paging) {
  const where = and(
    eq(articles.contentType, contentType),
    eq(articles.type, 1),
    filter.q ? ilike(articles.title, containing(filter.q)) : undefined,
    filter.state === undefined ? undefined : eq(articles.publishState, filter.state),
    filter.columnId ? eq(articles.medicalColumnId, filter.columnId) : undefined,
    filter.author ? ilike(articles.author, containing(filter.author)) : undefined,
    filter.from ? gte(articles.updatedAt, filter.from) : undefined,
    filter.to ? lt(articles.updatedAt, filter.to) : undefined,
  );
  const order: SQL[] =
    filter.sort === 'title'
      ? [asc(articles.title), desc(articles.id)]
      : filter.sort === 'published'
        ? [desc(articles.publishedAt), desc(articles.id)]
        : [desc(articles.updatedAt), desc(articles.id)];
  const [{ total }] = await db.select({ total: count() }).from(articles).where(where);
  const rows: ItemSummaryRow[] = await db
    .select({
      id: articles.id,
      title: articles.title,
      state: articles.publishState,
      column: sql<string>`coalesce(${medicalColumns.title}, '')`,
      author: articles.author,
      updatedAt: articles.updatedAt,
      publishedAt: sql<Date | null>`CASE WHEN ${articles.publishState} = ${PUBLISH_STATE.draft} THEN NULL ELSE ${articles.publishedAt} END`.mapWith(
        (value: string | Date | null) => (value === null ? null : new Date(value)),
      ),
    })
    .from(articles)
    .leftJoin(medicalColumns, eq(medicalColumns.id, articles.medicalColumnId))
    .where(where)
    .orderBy(...order)
    .limit(paging.pageSize)
    .offset(offsetOf(paging));
  return { total, rows };
}
