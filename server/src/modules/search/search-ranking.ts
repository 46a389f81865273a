import type { Db } from '../../db/database';
import type { ContentRef } from '../content/content-items';
import { bitmapScansOnly, bitmapTop, windowed, type RankOrder, type RankRow, type RankScope, type WindowRow } from './search-ranking.repository';
import type { SearchKind } from './search-source-names';

/**
 * Ranking of a common term (more matches than COMMON_MATCHES): the best n items of each kind found without
 * visiting every match. See searchTransaction() in search.repository.ts for when this runs (search.service.ts
 * decides); the statements are in search-ranking.repository.ts.
 *
 * Both the comprehensive and the time order begin with published_at DESC inside a tier (comprehensive:
 * tier 0 = title hits, tier 1 = body-only hits; time: one tier). So the best n of a (kind, tier) are the
 * first n hits met walking that kind's (kind, published_at) index backwards. Each kind's walk is bounded:
 * the newest `windowRows` rows of the kind are read (a LIMIT subquery, so the planner cannot turn it into a
 * walk of the whole kind when its estimate is off), and a (kind, tier) whose window holds n hits, the n-th
 * strictly newer than the window's oldest row, is exact: every row outside the window is older. A (kind,
 * tier) that the window cannot settle (the term is rare in that kind's recent items, or absent from it)
 * is answered by a bitmap scan of the GIN index restricted to that kind — cheap exactly because it is rare
 * there. The popularity order has no index to walk: its kinds always take the bitmap path (each match
 * visited once, but without the window functions of the few-matches query).
 */

/** Past this many matches a term is "common": counts become a lower bound and ranking uses the walk. */
export const COMMON_MATCHES = 3000;

export interface Ranked extends ContentRef {
  kind: SearchKind;
  tier: number;
  /** published_at as a sortable UTC string (microseconds), so JS compares it exactly. */
  pub: string;
  popularity: number;
  id: number;
}

/** Order inside a tier as a JS comparator (must agree with withinTier() in search-ranking.repository.ts). */
export function compareRanked(order: RankOrder) {
  return (a: Ranked, b: Ranked): number => {
    if (a.tier !== b.tier) return a.tier - b.tier;
    if (order === 3 && a.popularity !== b.popularity) return b.popularity - a.popularity;
    if (a.pub !== b.pub) return a.pub < b.pub ? 1 : -1;
    if (order === 1 && a.popularity !== b.popularity) return b.popularity - a.popularity;
    return b.id - a.id;
  };
}

const tiersOf = (order: RankOrder) => (order === 1 ? [0, 1] : [0]);

function toRanked(row: RankRow): Ranked {
  return {
    kind: row.kind as SearchKind,
    originType: Number(row.origin_type),
    originId: Number(row.source_id),
    ...(row.kind === 'short_video' ? { source: 'shortVideo' as const } : {}),
    tier: Number(row.tier),
    pub: row.pub,
    popularity: Number(row.popularity),
    id: Number(row.id),
  };
}

/**
 * The best `n` matches of every kind in `kinds`, each list in the order's sequence (tier, then within
 * the tier). Exact: the same items and order the full sort over all matches gives. Runs inside the
 * caller's transaction (it changes planner settings with SET LOCAL).
 */
export async function bestPerKind(db: Db, scope: RankScope, order: RankOrder, n: number, kinds: readonly SearchKind[]): Promise<Map<SearchKind, Ranked[]>> {
  const best = new Map<SearchKind, Ranked[]>(kinds.map((kind) => [kind, []]));
  const unsettled: Array<{ kind: SearchKind; tier: number }> = [];
  if (order === 3) {
    for (const kind of kinds) unsettled.push({ kind, tier: 0 });
  } else {
    // Reading a row's tsv costs ~20 µs (it is decompressed), so windows are short: they settle the tiers
    // a term is frequent in (≥ ~10 % of a kind's recent items); rarer tiers are cheap by bitmap anyway.
    const windowRows = Math.min(2000, 40 + 15 * n);
    await bitmapScansOnly(db, false);
    const rows = await windowed(db, scope, order, n, kinds, windowRows);
    const byKind = new Map<string, WindowRow[]>();
    for (const row of rows) byKind.set(row.kind, [...(byKind.get(row.kind) ?? []), row]);
    for (const kind of kinds) {
      const kindRows = byKind.get(kind) ?? [];
      // An empty window: the kind has no rows (in this channel) at all.
      const complete = kindRows.length === 0 || Number(kindRows[0].win_rows) < windowRows;
      const oldest = kindRows[0]?.win_oldest ?? '';
      for (const tier of tiersOf(order)) {
        const hits = kindRows
          .filter((row) => row.hit && Number(row.tier) === tier)
          .map(toRanked)
          .sort(compareRanked(order));
        if (complete || (hits.length >= n && hits[n - 1].pub > oldest)) best.get(kind)!.push(...hits.slice(0, n));
        else unsettled.push({ kind, tier });
      }
    }
  }
  await bitmapScansOnly(db, true);
  for (const row of await bitmapTop(db, scope, order, n, unsettled)) best.get(row.kind as SearchKind)!.push(toRanked(row));
  for (const [kind, list] of best) best.set(kind, list.sort(compareRanked(order)).slice(0, n));
  return best;
}
