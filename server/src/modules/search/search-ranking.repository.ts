import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { matchRows } from './search-matches.repository';
import type { SearchKind } from './search-source-names';

/**
 * The statements of the common-term ranking (search-ranking.ts says when each runs and how their rows
 * are combined): walks of the order's index within each kind, and a bitmap scan of the GIN index.
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

export interface WalkRow extends RankRow {
  hit: boolean;
  /** The row's place in its walk; a row at the window's last place says the window was full. */
  pos: number;
}

async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const PUB = sql`to_char(published_at AT TIME ZONE 'UTC', 'YYYYMMDDHH24MISSUS')`;

/**
 * Order inside a tier (must agree with compareRanked() in search-ranking.ts and orderBy() in
 * search.repository.ts). Each is the full key of one index of migration 0021 after kind — (kind,
 * popularity, published_at, id), (kind, published_at, id), (kind, published_at, popularity, id) — read
 * backwards, so a walk of a kind in this order reads the index and stops early.
 */
function withinTier(order: RankOrder): SQL {
  if (order === 3) return sql`popularity DESC, published_at DESC, id DESC`;
  if (order === 2) return sql`published_at DESC, id DESC`;
  return sql`published_at DESC, popularity DESC, id DESC`;
}

/** Whether a row belongs to the tier's matches (comprehensive: tier 0 title hits, tier 1 body-only hits). */
function tierCondition(order: RankOrder, tier: number, tsquery: string): SQL {
  if (order !== 1) return sql`tsv @@ ${tsquery}::tsquery`;
  // Title lexemes are a subset of tsv's, so a title hit is a match without testing tsv; the small in-row
  // title vector is tested first, the out-of-line full one (decompressed, ~20 µs) only when needed.
  return tier === 0 ? sql`title_tsv @@ ${tsquery}::tsquery` : sql`NOT (title_tsv @@ ${tsquery}::tsquery) AND tsv @@ ${tsquery}::tsquery`;
}

const channelCondition = (channel: string | undefined) => (channel ? sql` AND channel = ${channel}` : sql``);

export interface Walk {
  kind: SearchKind;
  tier: number;
  /** How many rows of the kind the walk may read at most. */
  window: number;
}

/** One walk as a UNION ALL branch: at most n + 1 rows (hits, or the window's last row). */
function walkBranch(scope: RankScope, order: RankOrder, n: number, { kind, tier, window }: Walk, gate: SQL = sql``): SQL {
  return sql`(SELECT id, kind, origin_type, source_id, ${tier}::int AS tier, ${PUB} AS pub, popularity, hit, pos FROM (
      SELECT id, kind, origin_type, source_id, published_at, popularity, hit, row_number() OVER () AS pos FROM (
        SELECT id, kind, origin_type, source_id, published_at, popularity, ${tierCondition(order, tier, scope.tsquery)} AS hit
        FROM search_documents WHERE kind = ${kind}${channelCondition(scope.channel)} ORDER BY ${withinTier(order)} LIMIT ${window}
      ) w
    ) p WHERE (hit OR pos = ${window})${gate} LIMIT ${n + 1})`;
}

/**
 * For each walk: the kind's rows in the order's sequence, the match tested on the way, stopping after n
 * hits and one row more (a hit, or the window's last row) — or at the window's end. The executor pulls rows
 * lazily, so a term in a third of a kind's items reads about 3n rows. One statement for all walks.
 *
 * A walk of tier 1 runs only when the kind's tier-0 walk found fewer than n hits (a condition on the
 * tier-0 rows alone, so PostgreSQL skips the walk's scan outright): n title hits already fill the kind's
 * best n, and body-only hits (each test decompresses the full vector) would be read for nothing.
 */
export async function walked(db: Db, scope: RankScope, order: RankOrder, n: number, walks: readonly Walk[]) {
  if (walks.length === 0) return [];
  const first = walks.filter((walk) => walk.tier === 0);
  const later = walks.filter((walk) => walk.tier !== 0);
  if (first.length === 0 || later.length === 0)
    return rowsOf<WalkRow>(
      db,
      sql.join(
        walks.map((walk) => walkBranch(scope, order, n, walk)),
        sql` UNION ALL `,
      ),
    );
  // A kind without a tier-0 walk counts no tier-0 hits there, so its later walks always run.
  const gated = later.map((walk) => walkBranch(scope, order, n, walk, sql` AND (SELECT count(*) FROM tier0 WHERE kind = ${walk.kind} AND hit) < ${n}`));
  return rowsOf<WalkRow>(
    db,
    sql`WITH tier0 AS MATERIALIZED (${sql.join(
      first.map((walk) => walkBranch(scope, order, n, walk)),
      sql` UNION ALL `,
    )}) SELECT * FROM tier0 UNION ALL ${sql.join(gated, sql` UNION ALL `)}`,
  );
}

/** The lexeme under which search_lexeme_counts keeps each kind's size: no real lexeme is empty. */
export const KIND_SIZE_LEXEME = '';

/**
 * Each kind's number of index rows (the empty lexeme's counts) and how many of them hold `titleLexeme` in
 * their title (migration search_title_lexeme_counts). No match is read.
 */
export async function kindSizeRows(db: Db, titleLexeme: string) {
  return rowsOf<{ kind: string; size: number; titles: number }>(
    db,
    sql`SELECT s.kind, s.documents AS size, coalesce(t.documents, 0) AS titles FROM search_lexeme_counts s
      LEFT JOIN search_title_lexeme_counts t ON t.lexeme = ${titleLexeme} AND t.kind = s.kind WHERE s.lexeme = ${KIND_SIZE_LEXEME}`,
  );
}

/**
 * The best n of each (kind, tier) from a bitmap scan of the GIN index (search_matches(): every match of
 * the kinds, read once). For tiers a walk could not settle: the term is rare there, so this is cheap.
 */
export async function bitmapTop(db: Db, scope: RankScope, order: RankOrder, n: number, pairs: ReadonlyArray<{ kind: SearchKind; tier: number }>) {
  const tiers = [...new Set(pairs.map((pair) => pair.tier))];
  if (tiers.length === 0) return [];
  const branches = tiers.map((tier) => {
    const kinds = pairs.filter((pair) => pair.tier === tier).map((pair) => pair.kind);
    // Tier 0 of the comprehensive order is the title hits: the title GIN index finds them alone.
    const titleOnly = order === 1 && tier === 0;
    const tierFilter = order === 1 && tier === 1 ? sql`WHERE NOT title_hit` : sql``;
    return sql`(SELECT id, kind, origin_type, source_id, tier, pub, popularity FROM (
      SELECT id, kind, origin_type, source_id, ${tier}::int AS tier, ${PUB} AS pub, popularity,
        row_number() OVER (PARTITION BY kind ORDER BY ${withinTier(order)}) AS k_rn
      FROM ${matchRows({ ...scope, kinds }, null, titleOnly ? 'title_tsv' : 'tsv')} ${tierFilter}
    ) t WHERE k_rn <= ${n})`;
  });
  return rowsOf<RankRow>(db, sql.join(branches, sql` UNION ALL `));
}
