import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { searchDocuments } from '../../db/schema/index';
import { loadSearchItems, SEARCH_SOURCES, type SearchItem, type SearchSource } from './search-sources';
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

async function upsert(db: Db, source: SearchSource, items: SearchItem[]): Promise<void> {
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

/**
 * Brings the index in line with `source` rows `ids` (inserted, updated or deleted); without ids, with the
 * whole table. Every write path of a searchable table calls this after its write (the seed at its end,
 * the operator console after an edit): `await reindexItems(db, 'article', [id])`.
 */
export async function reindexItems(db: Db, source: SearchSource, ids?: readonly number[]): Promise<number> {
  if (ids && ids.length === 0) return 0;
  const items = await loadSearchItems(db, source, ids ? [...ids] : undefined);
  await upsert(db, source, items);
  const found = items.map((item) => item.sourceId);
  // Rows gone from the source table leave the index too.
  const gone = ids ? ids.filter((id) => !found.includes(id)) : undefined;
  if (gone && gone.length > 0) {
    await db.delete(searchDocuments).where(and(eq(searchDocuments.source, source), inArray(searchDocuments.sourceId, gone)));
  } else if (!ids) {
    await db
      .delete(searchDocuments)
      .where(found.length > 0 ? and(eq(searchDocuments.source, source), notInArray(searchDocuments.sourceId, found)) : eq(searchDocuments.source, source));
  }
  return items.length;
}

/** Rebuilds the whole index (the seed calls it last; also a repair tool). */
export async function reindexAll(db: Db): Promise<Record<SearchSource, number>> {
  const counts = {} as Record<SearchSource, number>;
  for (const source of SEARCH_SOURCES) counts[source] = await reindexItems(db, source);
  return counts;
}
