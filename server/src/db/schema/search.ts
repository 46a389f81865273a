import { customType, index, integer, pgTable, primaryKey, smallint, text, unique, varchar } from 'drizzle-orm/pg-core';
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
    // fastupdate off: a pending list is scanned in full by every search until VACUUM merges it (a 9-row
    // match cost 5.5 ms); writes to the index are few (reindexItems, the popularity job touches no vector).
    index('search_documents_tsv_idx').using('gin', t.tsv).with({ fastupdate: false }),
    index('search_documents_title_tsv_idx').using('gin', t.titleTsv).with({ fastupdate: false }),
    // One index per sort order, each the order's full key within a kind (id last, so it is exact; read backwards for DESC): a
    // common term's best items are the first matches met walking it (search-ranking.ts).
    index('search_documents_kind_time_idx').on(t.kind, t.publishedAt, t.id),
    index('search_documents_kind_recent_idx').on(t.kind, t.publishedAt, t.popularity, t.id),
    index('search_documents_kind_popular_idx').on(t.kind, t.popularity, t.publishedAt, t.id),
  ],
);

/** A table of documents per (lexeme, kind): the shape both lexeme-count tables share. */
function lexemeCountTable<N extends string>(name: N) {
  return pgTable(
    name,
    {
      lexeme: text('lexeme').notNull(),
      kind: varchar('kind', { length: 16 }).notNull(),
      documents: integer('documents').notNull(),
    },
    (t) => [primaryKey({ name: `${name}_pk`, columns: [t.lexeme, t.kind] })],
  );
}

/**
 * How many index rows of each kind hold each lexeme of `tsv`: a search's tab counts come from here without
 * visiting the matching rows (a common term has tens of thousands of them). Kept by statement triggers on
 * search_documents (migration search_lexeme_counts), so every write path keeps it right; rows may stay at 0.
 * The empty lexeme, which no tsvector holds, counts each kind's rows (migration search_title_lexeme_counts).
 */
export const searchLexemeCounts = lexemeCountTable('search_lexeme_counts');

/**
 * The same counts for `title_tsv`: how many index rows of each kind hold a lexeme in their title. With the
 * counts above they give a one-lexeme term's share of title hits and of body-only hits in each kind, which
 * sizes a common term's index walks (search-ranking.ts). Kept by the same triggers (migration
 * search_title_lexeme_counts).
 */
export const searchTitleLexemeCounts = lexemeCountTable('search_title_lexeme_counts');

/**
 * Medical synonyms and abbreviations that search treats as one term (慢阻肺 ↔ COPD ↔ 慢性阻塞性肺疾病), kept by
 * operators in the console (搜索同义词). One row per group; names are stored as the operator typed them and
 * compared after NFKC and lower case. Seeded with the list search shipped with.
 */
export const searchSynonymGroups = pgTable('search_synonym_groups', {
  id: id(),
  names: varchar('names', { length: 32 }).array().notNull(),
  createdBy: varchar('created_by', { length: 64 }).notNull().default(''),
  createdAt: ts('created_at').notNull().defaultNow(),
});
