import { and, asc, count, desc, eq, ilike, max } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { articles, categories, medicalColumns } from '../../db/schema/index';
import { PUBLISH_STATE } from '../../shared/publish-state';
import { containing } from './article-items.repository';

/** At most this many choices per search: the operator narrows by typing. */
const OPTIONS_LIMIT = 20;

export async function publishedArticleOptions(db: Db, contentType: number, q: string) {
  return db
    .select({ id: articles.id, title: articles.title })
    .from(articles)
    .where(
      and(
        eq(articles.contentType, contentType),
        eq(articles.type, 1),
        eq(articles.publishState, PUBLISH_STATE.published),
        q ? ilike(articles.title, containing(q)) : undefined,
      ),
    )
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(OPTIONS_LIMIT);
}

export async function publishedColumnOptions(db: Db, q: string) {
  return db
    .select({ id: medicalColumns.id, title: medicalColumns.title })
    .from(medicalColumns)
    .where(and(eq(medicalColumns.publishState, PUBLISH_STATE.published), q ? ilike(medicalColumns.title, containing(q)) : undefined))
    .orderBy(asc(medicalColumns.py), asc(medicalColumns.sort), asc(medicalColumns.id))
    .limit(OPTIONS_LIMIT);
}

export async function categoryOptions(db: Db, type: number, q: string) {
  return db
    .select({ id: categories.id, title: categories.name })
    .from(categories)
    .where(and(eq(categories.type, type), eq(categories.enabled, true), q ? ilike(categories.name, containing(q)) : undefined))
    .orderBy(asc(categories.sort), asc(categories.id))
    .limit(OPTIONS_LIMIT);
}

/** A category of `type` named exactly `name`, if there is one (enabled or not). */
export async function findCategoryByName(db: Db, type: number, name: string) {
  const [row] = await db
    .select({ id: categories.id, title: categories.name })
    .from(categories)
    .where(and(eq(categories.type, type), eq(categories.name, name)))
    .limit(1);
  return row;
}

export async function countCategories(db: Db, type: number): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(categories).where(eq(categories.type, type));
  return n;
}

/** Appends a category after the type's others (the app lists them by sort). */
export async function insertCategory(db: Db, type: number, name: string) {
  const [{ last }] = await db
    .select({ last: max(categories.sort) })
    .from(categories)
    .where(eq(categories.type, type));
  const [row] = await db
    .insert(categories)
    .values({ type, name, sort: (last ?? 0) + 1 })
    .returning({ id: categories.id, title: categories.name });
  return row;
}
