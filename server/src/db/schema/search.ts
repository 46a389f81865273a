import { customType, index, integer, pgTable, smallint, text, unique, varchar } from 'drizzle-orm/pg-core';
import { id, ts, updatedAt } from './columns';

/** PostgreSQL tsvector; written only through SQL (to_tsvector), never read back by the app. */
const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});

/**
 * The search index: one row per searchable item, rebuilt by reindexItems() on every write of the
 * source row. Chinese is segmented in the app (jieba cutForSearch + CJK unigrams/bigrams, see
 * modules/search/search-tokens.ts) and stored with the 'simple' configuration, so the same SQL and the
 * same GIN index work on PGlite and PostgreSQL 15 (no Chinese parser extension exists for either).
 * - source/source_id: the table and row the item comes from (unique; a course row may be a video).
 * - kind: course | video | short_video | article | case | live | meeting | download | topic | medical_column.
 * - origin_type: content card value for cards and routing; channel: live | course | case | download | '' (scoped bars).
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    id: id(),
    source: varchar('source', { length: 16 }).notNull(),
    sourceId: integer('source_id').notNull(),
    kind: varchar('kind', { length: 16 }).notNull(),
    originType: smallint('origin_type').notNull(),
    channel: varchar('channel', { length: 16 }).notNull().default(''),
    title: varchar('title', { length: 255 }).notNull(),
    summary: text('summary').notNull().default(''),
    // Title + body lexemes, stripped (no positions): only answers "does it match".
    tsv: tsvector('tsv').notNull(),
    // Title lexemes alone: suggestions while typing (own GIN index) and relevance (title hits first).
    titleTsv: tsvector('title_tsv').notNull(),
    popularity: integer('popularity').notNull().default(0),
    publishedAt: ts('published_at').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('search_documents_source_uq').on(t.source, t.sourceId),
    index('search_documents_tsv_idx').using('gin', t.tsv),
    index('search_documents_title_tsv_idx').using('gin', t.titleTsv),
    index('search_documents_kind_published_idx').on(t.kind, t.publishedAt),
  ],
);
