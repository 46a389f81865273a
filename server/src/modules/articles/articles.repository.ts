import { and, asc, count, desc, eq, ilike, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { preparedPerDatabase } from '../../db/prepared';
import { articles, categories, follows, medicalColumns } from '../../db/schema/index';
import { offsetOf, type Paging } from '../../shared/paging';
import { PUBLISH_STATE } from '../../shared/publish-state';

export const CONTENT_TYPE = { article: 0, case: 6 } as const;

/** The columns an article read by id carries: what its detail, its column card and its parent line show. */
const articleColumns = {
  id: articles.id,
  type: articles.type,
  contentType: articles.contentType,
  parentId: articles.parentId,
  medicalColumnId: articles.medicalColumnId,
  categoryId: articles.categoryId,
  title: articles.title,
  desc: articles.desc,
  coverImg: articles.coverImg,
  author: articles.author,
  content: articles.content,
  product: articles.product,
  needPassword: articles.needPassword,
  viewCount: articles.viewCount,
  likeCount: articles.likeCount,
  top: articles.top,
  publishedAt: articles.publishedAt,
};

export type ArticleRow = Pick<typeof articles.$inferSelect, keyof typeof articleColumns>;
/** What an article card needs to know of a listed row: its id and the kind that picks its origin_type. */
export type ArticleKind = Pick<ArticleRow, 'id' | 'contentType'>;

/** The rows an article list shows, in its order (built by the *Query functions below). */
export interface ArticleQuery {
  where: SQL | undefined;
  order: SQL[];
}

/** Only what doctors may see: drafts and taken-down articles are the back office's (modules/ops-catalogue). */
const published = eq(articles.publishState, PUBLISH_STATE.published);

const newestFirst = [desc(articles.top), desc(articles.publishedAt), desc(articles.id)];

export interface ArticleListFilter {
  contentType: number;
  categoryId?: number;
  title?: string;
}

/**
 * Article list: top-level singles (articles inside a column are reached through it); for cases also the
 * case columns, which the case list shows as series cards.
 */
export function articleListQuery(filter: ArticleListFilter): ArticleQuery {
  const title = filter.title?.trim();
  const where = and(
    published,
    eq(articles.contentType, filter.contentType),
    isNull(articles.parentId),
    filter.contentType === CONTENT_TYPE.article ? eq(articles.type, 1) : undefined,
    filter.categoryId ? eq(articles.categoryId, filter.categoryId) : undefined,
    // LIKE wildcards typed by the user are matched literally.
    title ? ilike(articles.title, `%${title.replace(/[\\%_]/g, '\\$&')}%`) : undefined,
  );
  return { where, order: newestFirst };
}

/** Items of a column (parent_id) in the operator's order, or a medical column's articles, newest first. */
export function columnItemsQuery(id: number, medical: boolean): ArticleQuery {
  if (medical) return { where: and(published, eq(articles.medicalColumnId, id)), order: newestFirst };
  return { where: and(published, eq(articles.parentId, id)), order: [asc(articles.sort), asc(articles.id)] };
}

export async function countArticles(db: Db, query: ArticleQuery): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(articles).where(query.where);
  return n;
}

export async function selectArticleKinds(db: Db, query: ArticleQuery, paging: Paging): Promise<ArticleKind[]> {
  return db
    .select({ id: articles.id, contentType: articles.contentType })
    .from(articles)
    .where(query.where)
    .orderBy(...query.order)
    .limit(paging.pageSize)
    .offset(offsetOf(paging));
}

export async function selectArticleCategories(db: Db, type: number): Promise<Array<{ id: number; name: string }>> {
  return db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(and(eq(categories.type, type), eq(categories.enabled, true)))
    .orderBy(asc(categories.sort), asc(categories.id));
}

const articleById = preparedPerDatabase((db) =>
  db
    .select(articleColumns)
    .from(articles)
    .where(and(eq(articles.id, sql.placeholder('id')), published))
    .limit(1)
    .prepare('article_by_id'),
);

/** An article or column by id (every article detail reads it): run on the app's database. */
export async function findArticle(db: Db, id: number): Promise<ArticleRow | undefined> {
  const [row] = await articleById(db).execute({ id });
  return row;
}

/** Whether medical column `id` exists and doctors can see it (published): lists and the back office check it. */
export async function medicalColumnExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: medicalColumns.id })
    .from(medicalColumns)
    .where(and(eq(medicalColumns.id, id), eq(medicalColumns.publishState, PUBLISH_STATE.published)))
    .limit(1);
  return row !== undefined;
}

/** Number of items in column `parentId`. */
export async function countColumnItems(db: Db, parentId: number): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(articles)
    .where(and(published, eq(articles.parentId, parentId)));
  return n;
}

/** The viewer's follows of `targetType` among `ids`. */
export async function selectFollowedIds(db: Db, viewerId: number, targetType: number, ids: number[]): Promise<number[]> {
  const rows = await db
    .select({ id: follows.targetId })
    .from(follows)
    .where(and(eq(follows.userId, viewerId), eq(follows.targetType, targetType), inArray(follows.targetId, ids)));
  return rows.map((row) => row.id);
}

export interface RecommendFilter {
  contentType: number;
  /** Null: any category. */
  categoryId: number | null;
  /** The article the recommendations are for, left out. */
  excludeId: number;
}

/** Singles of the same kind and category, newest first. */
export async function selectRecommendIds(db: Db, filter: RecommendFilter, limit: number): Promise<Array<{ id: number }>> {
  const where = and(
    published,
    eq(articles.contentType, filter.contentType),
    eq(articles.type, 1),
    ne(articles.id, filter.excludeId),
    filter.categoryId === null ? undefined : eq(articles.categoryId, filter.categoryId),
  );
  return db
    .select({ id: articles.id })
    .from(articles)
    .where(where)
    .orderBy(...newestFirst)
    .limit(limit);
}

/** Adds `n` views to each article `id` of `batch` ([id, n] pairs) in one statement. */
export async function addArticleViews(db: Db, batch: Array<[number, number]>): Promise<void> {
  const values = sql.join(
    batch.map(([id, n]) => sql`(${id}::integer, ${n}::integer)`),
    sql`, `,
  );
  await db.execute(sql`UPDATE articles AS a SET view_count = a.view_count + v.n FROM (VALUES ${values}) AS v(id, n) WHERE a.id = v.id`);
}
