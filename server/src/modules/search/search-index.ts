import type { Db } from '../../db/database';
import { deleteSearchDocuments, deleteSearchDocumentsExcept, upsertSearchDocuments } from './search-index.repository';
import { loadSearchItems, SEARCH_SOURCES, type SearchSource } from './search-sources';

/**
 * Brings the index in line with `source` rows `ids` (inserted, updated or deleted); without ids, with the
 * whole table. Every write path of a searchable table calls this after its write (the seed at its end,
 * the operator console after an edit): `await reindexItems(db, 'article', [id])`, then publishes
 * SEARCH_CACHE_CHANNEL (search-answers.ts) so no process keeps answering from the old index.
 */
export async function reindexItems(db: Db, source: SearchSource, ids?: readonly number[]): Promise<number> {
  if (ids && ids.length === 0) return 0;
  const items = await loadSearchItems(db, source, ids ? [...ids] : undefined);
  await upsertSearchDocuments(db, source, items);
  const found = items.map((item) => item.sourceId);
  // Rows gone from the source table leave the index too.
  const gone = ids ? ids.filter((id) => !found.includes(id)) : undefined;
  if (gone && gone.length > 0) {
    await deleteSearchDocuments(db, source, gone);
  } else if (!ids) {
    await deleteSearchDocumentsExcept(db, source, found);
  }
  return items.length;
}

/** Rebuilds the whole index (the seed calls it last; also a repair tool). */
export async function reindexAll(db: Db): Promise<Record<SearchSource, number>> {
  const counts = {} as Record<SearchSource, number>;
  for (const source of SEARCH_SOURCES) counts[source] = await reindexItems(db, source);
  return counts;
}
