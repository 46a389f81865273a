import { type AnyPgColumn, index, integer, jsonb, pgTable, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { categories } from './home';
import { counter, createdAt, id, publishState, sort, ts, updatedAt } from './columns';

/** Followable medical columns (origin_type 30), listed A–Z by py (pinyin initial). */
export const medicalColumns = pgTable(
  'medical_columns',
  {
    id: id(),
    title: varchar('title', { length: 64 }).notNull(),
    logo: text('logo').notNull().default(''),
    desc: text('desc').notNull().default(''),
    py: varchar('py', { length: 1 }).notNull(),
    subscribeCount: counter('subscribe_count'),
    viewCount: counter('view_count'),
    sort: sort(),
    // Last time content was added; drives the followed-column red dot.
    lastContentAt: ts('last_content_at'),
    publishState: publishState(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('medical_columns_py_idx').on(t.py, t.sort)],
);

export interface ArticleProduct {
  cover_img: string;
  link: string;
}

/**
 * Articles and cases. type 1 single, 2 column (items: parent_id). content_type 0 article, 6 case
 * (origin_type 6: type 1 → article-detail, type 2 → case-column). medical_column_id puts an article
 * in a followable column (origin_type 30 lists).
 */
export const articles = pgTable(
  'articles',
  {
    id: id(),
    type: smallint('type').notNull().default(1),
    contentType: smallint('content_type').notNull().default(0),
    parentId: integer('parent_id').references((): AnyPgColumn => articles.id, { onDelete: 'cascade' }),
    medicalColumnId: integer('medical_column_id').references(() => medicalColumns.id, { onDelete: 'set null' }),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    title: varchar('title', { length: 128 }).notNull(),
    desc: text('desc').notNull().default(''),
    coverImg: text('cover_img').notNull().default(''),
    author: varchar('author', { length: 64 }).notNull().default(''),
    // Sanitised HTML (sanitised on write).
    content: text('content').notNull().default(''),
    product: jsonb('product').$type<ArticleProduct | null>(),
    needPassword: smallint('need_password').notNull().default(0),
    passwordHash: varchar('password_hash', { length: 256 }),
    viewCount: counter('view_count'),
    likeCount: counter('like_count'),
    favoriteCount: counter('favorite_count'),
    commentCount: counter('comment_count'),
    top: smallint('top').notNull().default(0),
    sort: sort(),
    publishedAt: ts('published_at').notNull().defaultNow(),
    publishState: publishState(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('articles_parent_sort_idx').on(t.parentId, t.sort),
    index('articles_kind_idx').on(t.contentType, t.type, t.publishedAt),
    index('articles_column_idx').on(t.medicalColumnId, t.publishedAt),
    index('articles_category_idx').on(t.categoryId),
  ],
);
