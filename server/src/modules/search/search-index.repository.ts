import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { searchDocuments } from '../../db/schema/index';
import type { SearchItem } from './search-sources';
import type { SearchSource } from './search-source-names';
import { tokenText } from './search-tokens';

/** Rows per INSERT … ON CONFLICT statement. */
const CHUNK = 200;

/**
 * SQL of a document's vectors. tsv (title + body) only answers "does it match", so it is stripped of
 * positions and weights: smaller rows, fewer pages per scan. title_tsv (title alone) serves suggestions
 * and the comprehensive order's relevance (title hits first).
 */
export function documentVectors(title: string, body: string) {
  const titleTokens = tokenText(title);
  return {
    tsv: sql`strip(to_tsvector('simple', ${titleTokens}) || to_tsvector('simple', ${tokenText(body, { full: false })}))`,
    titleTsv: sql`to_tsvector('simple', ${titleTokens})`,
  };
}

function documentValues(source: SearchSource, item: SearchItem) {
  const vectors = documentVectors(item.title, item.body);
  return sql`(${source}, ${item.sourceId}, ${item.kind}, ${item.originType}, ${item.channel}, ${item.title}, ${item.summary},
    ${vectors.tsv}, ${vectors.titleTsv}, ${item.popularity}, ${item.publishedAt.toISOString()}::timestamptz, now())`;
}

/** Inserts or updates the index rows of `items` (one statement per CHUNK items). */
export async function upsertSearchDocuments(db: Db, source: SearchSource, items: SearchItem[]): Promise<void> {
  for (let i = 0; i < items.length; i += CHUNK) {
    const values = sql.join(
      items.slice(i, i + CHUNK).map((item) => documentValues(source, item)),
      sql`, `,
    );
    await db.execute(sql`
      INSERT INTO search_documents (source, source_id, kind, origin_type, channel, title, summary, tsv, title_tsv, popularity, published_at, updated_at)
      VALUES ${values}
      ON CONFLICT (source, source_id) DO UPDATE SET kind = excluded.kind, origin_type = excluded.origin_type,
        channel = excluded.channel, title = excluded.title, summary = excluded.summary, tsv = excluded.tsv, title_tsv = excluded.title_tsv,
        popularity = excluded.popularity, published_at = excluded.published_at, updated_at = excluded.updated_at`);
  }
}

/** Removes the index rows of `source` rows `ids`. */
export async function deleteSearchDocuments(db: Db, source: SearchSource, ids: number[]): Promise<void> {
  await db.delete(searchDocuments).where(and(eq(searchDocuments.source, source), inArray(searchDocuments.sourceId, ids)));
}

/** Removes every index row of `source` but those of rows `kept` (all of them when `kept` is empty). */
export async function deleteSearchDocumentsExcept(db: Db, source: SearchSource, kept: number[]): Promise<void> {
  await db
    .delete(searchDocuments)
    .where(kept.length > 0 ? and(eq(searchDocuments.source, source), notInArray(searchDocuments.sourceId, kept)) : eq(searchDocuments.source, source));
}
