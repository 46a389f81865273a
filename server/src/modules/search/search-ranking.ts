import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { ContentRef } from '../content/content-items';
import type { SearchKind } from './search-sources';

/**
 * Ranking of a common term (more matches than COMMON_MATCHES): the best n items of each kind found without
 * visiting every match. See searchTransaction() in search.repository.ts for when this runs.
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

export type RankOrder = 1 | 2 | 3;

export interface Ranked extends ContentRef {
  kind: SearchKind;
  tier: number;
  /** published_at as a sortable UTC string (microseconds), so JS compares it exactly. */
  pub: string;
  popularity: number;
  id: number;
}

interface RankRow {
  id: number;
  kind: string;
  origin_type: number;
  source_id: number;
  tier: number;
  pub: string;
  popularity: number;
}

async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const PUB = sql`to_char(published_at AT TIME ZONE 'UTC', 'YYYYMMDDHH24MISSUS')`;

/** Order inside a tier, as SQL and as a JS comparator (must agree with orderBy() in the repository). */
function withinTier(order: RankOrder): SQL {
  if (order === 3) return sql`popularity DESC, published_at DESC, id DESC`;
  if (order === 2) return sql`published_at DESC, id DESC`;
  return sql`published_at DESC, popularity DESC, id DESC`;
}

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

function tierExpr(order: RankOrder, tsquery: string): SQL {
  return order === 1 ? sql`CASE WHEN title_tsv @@ ${tsquery}::tsquery THEN 0 ELSE 1 END` : sql`0`;
}

function tierCondition(order: RankOrder, tier: number, tsquery: string): SQL {
  if (order !== 1) return sql`tsv @@ ${tsquery}::tsquery`;
  // Title lexemes are a subset of tsv's, so a title hit is a match without testing tsv.
  return tier === 0 ? sql`title_tsv @@ ${tsquery}::tsquery` : sql`tsv @@ ${tsquery}::tsquery AND NOT (title_tsv @@ ${tsquery}::tsquery)`;
}

const channelCondition = (channel: string | undefined) => (channel ? sql` AND channel = ${channel}` : sql``);

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

/** Planner settings of the current transaction: only bitmap scans (GIN), or back to the defaults. */
export async function bitmapScansOnly(db: Db, on: boolean): Promise<void> {
  const value = on ? 'off' : 'on';
  await db.execute(sql.raw(`SET LOCAL enable_seqscan = ${value}`));
  await db.execute(sql.raw(`SET LOCAL enable_indexscan = ${value}`));
}

interface WindowRow extends RankRow {
  hit: boolean;
  win_rows: number;
  win_oldest: string;
}

/** Newest `windowRows` rows of each kind, their hits ranked per (kind, tier); one row per kind at least. */
async function windowed(db: Db, scope: RankScope, order: RankOrder, n: number, kinds: readonly SearchKind[], windowRows: number) {
  const branches = kinds.map(
    (kind) => sql`(SELECT id, kind, origin_type, source_id, published_at, popularity, hit, tier,
      count(*) OVER () AS win_rows, min(${PUB}) OVER () AS win_oldest
      FROM (SELECT id, kind, origin_type, source_id, published_at, popularity, tsv @@ ${scope.tsquery}::tsquery AS hit,
        ${tierExpr(order, scope.tsquery)} AS tier
        FROM search_documents WHERE kind = ${kind}${channelCondition(scope.channel)}
        ORDER BY published_at DESC LIMIT ${windowRows}) w)`,
  );
  return rowsOf<WindowRow>(
    db,
    sql`SELECT id, kind, origin_type, source_id, tier, ${PUB} AS pub, popularity, hit, win_rows, win_oldest FROM (
      SELECT *, row_number() OVER (PARTITION BY kind, hit, tier ORDER BY ${withinTier(order)}) AS k_rn
      FROM (${sql.join(branches, sql` UNION ALL `)}) b
    ) r WHERE (hit AND k_rn <= ${n}) OR (NOT hit AND k_rn = 1)`,
  );
}

/**
 * The best n of each (kind, tier) by a bitmap scan; callers run it with bitmapScansOnly(db, true). One
 * scan per tier for all its kinds (kind filtered on the heap rows): one GIN lookup instead of one per kind.
 */
async function bitmapTop(db: Db, scope: RankScope, order: RankOrder, n: number, pairs: Array<{ kind: SearchKind; tier: number }>) {
  const tiers = [...new Set(pairs.map((pair) => pair.tier))];
  if (tiers.length === 0) return [];
  const branches = tiers.map((tier) => {
    const kinds = pairs.filter((pair) => pair.tier === tier).map((pair) => sql`${pair.kind}`);
    return sql`(SELECT id, kind, origin_type, source_id, tier, pub, popularity FROM (
      SELECT id, kind, origin_type, source_id, ${tier}::int AS tier, ${PUB} AS pub, popularity,
        row_number() OVER (PARTITION BY kind ORDER BY ${withinTier(order)}) AS k_rn
      FROM search_documents WHERE kind IN (${sql.join(kinds, sql`, `)})${channelCondition(scope.channel)} AND ${tierCondition(order, tier, scope.tsquery)}
    ) t WHERE k_rn <= ${n})`;
  });
  return rowsOf<RankRow>(db, sql.join(branches, sql` UNION ALL `));
}

export interface RankScope {
  tsquery: string;
  channel?: string;
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
