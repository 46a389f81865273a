import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { SearchKind } from './search-source-names';

/**
 * The statements of the common-term ranking (search-ranking.ts says when each runs and how their rows
 * are combined): a bounded read of each kind's newest rows, and a bitmap scan of the GIN index.
 */

/** 1 comprehensive, 2 time, 3 popularity (the search sort values). */
export type RankOrder = 1 | 2 | 3;

export interface RankScope {
  tsquery: string;
  channel?: string;
}

export interface RankRow {
  id: number;
  kind: string;
  origin_type: number;
  source_id: number;
  tier: number;
  pub: string;
  popularity: number;
}

export interface WindowRow extends RankRow {
  hit: boolean;
  win_rows: number;
  win_oldest: string;
}

async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const PUB = sql`to_char(published_at AT TIME ZONE 'UTC', 'YYYYMMDDHH24MISSUS')`;

/** Order inside a tier (must agree with compareRanked() in search-ranking.ts and orderBy() in search.repository.ts). */
function withinTier(order: RankOrder): SQL {
  if (order === 3) return sql`popularity DESC, published_at DESC, id DESC`;
  if (order === 2) return sql`published_at DESC, id DESC`;
  return sql`published_at DESC, popularity DESC, id DESC`;
}

function tierExpr(order: RankOrder, tsquery: string): SQL {
  return order === 1 ? sql`CASE WHEN title_tsv @@ ${tsquery}::tsquery THEN 0 ELSE 1 END` : sql`0`;
}

function tierCondition(order: RankOrder, tier: number, tsquery: string): SQL {
  if (order !== 1) return sql`tsv @@ ${tsquery}::tsquery`;
  // Title lexemes are a subset of tsv's, so a title hit is a match without testing tsv.
  return tier === 0 ? sql`title_tsv @@ ${tsquery}::tsquery` : sql`tsv @@ ${tsquery}::tsquery AND NOT (title_tsv @@ ${tsquery}::tsquery)`;
}

const channelCondition = (channel: string | undefined) => (channel ? sql` AND channel = ${channel}` : sql``);

/** Planner settings of the current transaction: only bitmap scans (GIN), or back to the defaults. */
export async function bitmapScansOnly(db: Db, on: boolean): Promise<void> {
  const value = on ? 'off' : 'on';
  await db.execute(sql.raw(`SET LOCAL enable_seqscan = ${value}`));
  await db.execute(sql.raw(`SET LOCAL enable_indexscan = ${value}`));
}

/** Newest `windowRows` rows of each kind, their hits ranked per (kind, tier); one row per kind at least. */
export async function windowed(db: Db, scope: RankScope, order: RankOrder, n: number, kinds: readonly SearchKind[], windowRows: number) {
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
export async function bitmapTop(db: Db, scope: RankScope, order: RankOrder, n: number, pairs: Array<{ kind: SearchKind; tier: number }>) {
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
