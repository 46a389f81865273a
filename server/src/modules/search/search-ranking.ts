import type { Db } from '../../db/database';
import type { ContentRef } from '../../shared/content/content-items';
import { bitmapTop, kindSizeRows, walked, type RankOrder, type RankRow, type RankScope, type Walk } from './search-ranking.repository';
import type { SearchKind } from './search-source-names';

/**
 * Ranking of a common term (more matches than COMMON_MATCHES): the best n items of each kind found without
 * visiting every match. See probe() in search.repository.ts for when this runs (search.service.ts decides);
 * the statements are in search-ranking.repository.ts.
 *
 * Every order is tier first (comprehensive: tier 0 = title hits, tier 1 = body-only hits; time and
 * popularity: one tier), then a key that one index of migration 0021 holds in full after kind, id last.
 * So the best n of a (kind, tier) are the first n hits met walking that index backwards within the kind,
 * the match tested on the way: exact, and about n / (the term's share of the kind) rows read. Each walk
 * is bounded by a window of rows; a (kind, tier) whose window ends before n hits (the term is rare in that
 * kind) is answered by a bitmap scan of the GIN index restricted to that kind — cheap exactly because it
 * is rare there. A walk that reaches the end of its kind before the window ends is complete and exact.
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
 * The longest walk of a (kind, tier). A window that ends before n hits costs its rows plus the bitmap scan
 * after it; title-only tests (comprehensive tier 0) read the small in-row title vector, so they may walk
 * further than tests of the full vector (decompressed, ~20 µs a row).
 *
 * With the tier's share of the kind known (its hits over the kind's rows), a walk gets about 3 times the
 * rows n + 1 hits take at that share, so it seldom ends short: at 1M items a term in 5% of a kind ended the
 * fixed 140 rows short on most searches, and its bitmap scan then read all of that kind's 4,000 matches.
 */
export function windowRows(order: RankOrder, tier: number, n: number, share?: number): number {
  if (share !== undefined && share > 0) return Math.max(60 + 20 * n, Math.ceil((3 * (n + 1)) / Math.min(1, share)));
  return order === 1 && tier === 0 ? Math.min(4000, 400 + 40 * n) : Math.min(2000, 60 + 20 * n);
}

/**
 * What a common term's walks are sized by, per kind: its matches (exact, or an upper bound), the matches
 * with the term in their title (a one-lexeme term's, exact; a term of several lexemes, an upper bound with
 * `titlesBounded`), and the kind's rows.
 */
export interface KindShares {
  matches: ReadonlyMap<SearchKind, number>;
  titles?: ReadonlyMap<SearchKind, number>;
  titlesBounded?: boolean;
  sizes: ReadonlyMap<SearchKind, number>;
}

/** The sizes of every kind, and the title hits of `titleLexeme` in each (one statement, no match read). */
export async function kindShares(db: Db, matches: ReadonlyMap<SearchKind, number>, titleLexeme: string): Promise<KindShares> {
  const rows = await kindSizeRows(db, titleLexeme);
  return {
    matches,
    sizes: new Map(rows.map((row) => [row.kind as SearchKind, Number(row.size)])),
    titles: new Map(rows.map((row) => [row.kind as SearchKind, Number(row.titles)])),
  };
}

type Plan = { walk: Walk } | { bitmap: true } | { none: true };

/**
 * How a (kind, tier) is answered: a walk; a bitmap scan of the term's matches at once, where that reads fewer
 * rows than the walk would (a large kind the term is rare in); or nothing, where the counts say the tier
 * has no hit. Without counts: a walk with the fixed window.
 */
export function planOf(order: RankOrder, n: number, kind: SearchKind, tier: number, shares?: KindShares): Plan {
  const matches = shares?.matches.get(kind) ?? 0;
  const size = shares?.sizes.get(kind) ?? 0;
  const titles = shares?.titles?.get(kind);
  // The tier's hits: title hits, body-only hits (every match but the title hits; a bound when the title
  // hits are not counted exactly: a bound on them says nothing of how many matches lack the term in their
  // title), or every match.
  const titleTier = order === 1 && tier === 0;
  const exactTitles = shares?.titlesBounded ? undefined : titles;
  const hits = titleTier ? titles : order === 1 ? matches - (exactTitles ?? 0) : matches;
  if (!shares || size === 0 || hits === undefined) return { walk: { kind, tier, window: windowRows(order, tier, n) } };
  if (hits <= 0) return { none: true };
  const window = windowRows(order, tier, n, hits / size);
  // The bitmap scan reads every match of the term (its title matches for title hits) whatever its kind, as
  // the GIN indexes hold no kind: for a small kind (a few hundred topics among a million items) it costs the
  // whole term. A walk reads at most the kind's rows, and one that reads them all is exact. The scan is
  // also a statement of its own after the walks.
  const bitmapRows = totalOf(titleTier ? shares.titles : shares.matches) + STATEMENT_ROWS;
  if (bitmapRows < Math.min(window, size)) return { bitmap: true };
  // A walk stops at its n + 1st hit, so a longer window costs only where hits are sparse, which is where
  // the scan after a short walk would cost bitmapRows anyway: the walk may read up to that many (or the
  // whole kind, one row more so that reading every row leaves it settled). Hits bunch (a campaign's items, a
  // congress week; copies of one item in the bench's million): the newest 510 of 143k videos held 3 hits of
  // a term in 2.9% of them.
  return { walk: { kind, tier, window: Math.min(size + 1, Math.max(window, bitmapRows)) } };
}

/**
 * A statement's own cost (its round trip and planning, about 0.3 ms) in rows read: a walk's row (the match
 * tested on the way) and a bitmap scan's (a heap visit) each took 1–1.5 µs at 1M items, warm.
 */
const STATEMENT_ROWS = 250;

const totalOf = (counts: ReadonlyMap<SearchKind, number> | undefined) => [...(counts?.values() ?? [])].reduce((sum, n) => sum + n, 0);

/**
 * The best `n` matches of every kind in `kinds`, each list in the order's sequence (tier, then within
 * the tier). Exact: the same items and order the full sort over all matches gives. Two statements at
 * most: the walks, then one bitmap scan for the (kind, tier)s they could not settle.
 */
export async function bestPerKind(
  db: Db,
  scope: RankScope,
  order: RankOrder,
  n: number,
  kinds: readonly SearchKind[],
  shares?: KindShares,
): Promise<Map<SearchKind, Ranked[]>> {
  const best = new Map<SearchKind, Ranked[]>(kinds.map((kind) => [kind, []]));
  const plans = kinds.flatMap((kind) => tiersOf(order).map((tier) => ({ kind, tier, plan: planOf(order, n, kind, tier, shares) })));
  const walks = plans.flatMap(({ plan }) => ('walk' in plan ? [plan.walk] : []));
  const rows = await walked(db, scope, order, n, walks);
  const unsettled: Array<{ kind: SearchKind; tier: number }> = [];
  const hitsOf = (kind: SearchKind, tier: number) => rows.filter((row) => row.kind === kind && Number(row.tier) === tier && row.hit);
  for (const { kind, tier, plan } of plans) {
    // Straight to the bitmap scan, unless the kind's title hits (walked, or scanned below) already fill its best n.
    if (!('bitmap' in plan) || (tier > 0 && hitsOf(kind, 0).length >= n)) continue;
    unsettled.push({ kind, tier });
  }
  for (const walk of walks) {
    // n hits in tier 0 fill the kind's best n: its later tiers were not walked (walked()) and are not needed.
    if (walk.tier > 0 && hitsOf(walk.kind, 0).length >= n) continue;
    const mine = rows.filter((row) => row.kind === walk.kind && Number(row.tier) === walk.tier);
    const hits = mine.filter((row) => row.hit).map(toRanked);
    // Fewer than n hits and the window's last row read: rows past the window were not tested.
    if (hits.length < n && mine.some((row) => Number(row.pos) === walk.window)) unsettled.push(walk);
    else best.get(walk.kind)!.push(...hits.slice(0, n));
  }
  for (const row of await bitmapTop(db, scope, order, n, unsettled)) best.get(row.kind as SearchKind)!.push(toRanked(row));
  for (const [kind, list] of best) best.set(kind, list.sort(compareRanked(order)).slice(0, n));
  return best;
}
