import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { hotWords, searchHistories } from '../../db/schema/index';
import { COMMON_MATCHES } from './search-ranking';
import type { SearchKind } from './search-source-names';
import { kindsArray, matchRows, type SearchScope } from './search-matches.repository';

/** Search sort values: the tab index is what the client sends. */
export const SearchOrder = { comprehensive: 1, time: 2, popularity: 3 } as const;
export type SearchOrderValue = (typeof SearchOrder)[keyof typeof SearchOrder];

/** History 10, hot words 6. */
export const HISTORY_LIMIT = 10;
export const HOT_WORD_LIMIT = 6;

export type { SearchScope } from './search-matches.repository';

/** The order as SQL (must agree with compareRanked() in search-ranking.ts). */
function orderBy(order: SearchOrderValue): SQL {
  if (order === SearchOrder.time) return sql`published_at DESC, id DESC`;
  if (order === SearchOrder.popularity) return sql`popularity DESC, published_at DESC, id DESC`;
  // Comprehensive: relevance first — items whose title holds every term before those matching in the
  // body (the same split ts_rank makes with title weight A, since each lexeme is stored once; title_hit is
  // read from the small in-row title vector) — then freshness, then popularity.
  return sql`title_hit DESC, published_at DESC, popularity DESC, id DESC`;
}

/** An index row as far as a result list needs it (search.service.ts turns it into a content reference). */
export interface RefRow {
  kind: string;
  origin_type: number;
  source_id: number;
}

async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  // Both drivers answer execute() with { rows }.
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** The search screen's sections: the kind each section shows, e.g. { videos: ['video', 'short_video'] }. */
export type SectionKinds = Record<string, readonly SearchKind[]>;

/**
 * The matches a query first reads, at most COMMON_MATCHES + 1 of them (any, unordered). Fewer than that
 * means it holds every match, and the queries below rank it exactly as a full sort would; more means the
 * term is common and search.service.ts ranks with bestPerKind() instead (search-ranking.ts):
 * - A term with at most COMMON_MATCHES matches (every normal term): one statement answers the screen.
 * - A common term (e.g. one in a third of all items): sorting every match cost 0.4–0.7 s on 100,000 items.
 *   Instead the best items come from walks of the order's index (exact, see search-ranking.ts), and counts
 *   are those of the probe: a lower bound, more than COMMON_MATCHES in total. The client only needs totals
 *   for "has results" (total > 0), which tabs to show (count > 0) and "has more" (total_page / total), so
 *   an exact count of tens of thousands of matches is not needed.
 */
function probe(scope: SearchScope, lexeme: string | undefined): SQL {
  // A known count past COMMON_MATCHES skips the probe (LIMIT 0 never starts the scan): the caller ranks by walks.
  const cap =
    lexeme === undefined
      ? sql`${COMMON_MATCHES + 1}`
      : sql`CASE WHEN (SELECT sum(documents) FROM known) > ${COMMON_MATCHES} THEN 0 ELSE ${COMMON_MATCHES + 1} END`;
  return sql`${lexeme === undefined ? sql`` : sql`${known(scope, lexeme)}, `}probe AS MATERIALIZED (SELECT id, kind, origin_type, source_id, title_hit, published_at, popularity FROM ${matchRows(scope, cap)})`;
}

/**
 * The exact match counts per kind of a one-lexeme query over every channel (countsWithoutScan() in
 * search-counts.ts says when): the rows of search_lexeme_counts, read without visiting a match.
 */
function known(scope: SearchScope, lexeme: string): SQL {
  return sql`known AS MATERIALIZED (SELECT kind, documents FROM search_lexeme_counts WHERE lexeme = ${lexeme} AND documents > 0
    AND (${kindsArray(scope.kinds)} IS NULL OR kind = ANY(${kindsArray(scope.kinds)})))`;
}

/** A count row (kind, kind_total) per kind with a match, then the best items of each section (section, rn). */
export type SectionRow = { kind: string; kind_total: number | null; section: string | null; rn: number | null } & Partial<RefRow>;

/**
 * One scan for the whole results screen: how many matches the probe read of each kind (one count row per
 * kind), and, unless the term is common, the best `size` items of each section in the chosen order (rn).
 * The matches are read once; each section is a top-N of them (a bounded heap, not a sort of every match:
 * sorting all of them by section and order took half of the statement's time on a normal term).
 */
export async function sectionRows(
  db: Db,
  scope: SearchScope,
  options: { order: SearchOrderValue; size: number; sections: SectionKinds; lexeme?: string },
): Promise<SectionRow[]> {
  const best = Object.entries(options.sections).map(
    ([section, kinds]) => sql`(SELECT kind, origin_type, source_id, ${section}::varchar AS section, title_hit, published_at, popularity, id FROM probe
      WHERE kind = ANY(${kindsArray(kinds)}) AND (SELECT n FROM probed) <= ${COMMON_MATCHES} ORDER BY ${orderBy(options.order)} LIMIT ${options.size})`,
  );
  const ranked =
    best.length > 0
      ? sql` UNION ALL SELECT kind, NULL, origin_type, source_id, section, row_number() OVER (PARTITION BY section ORDER BY ${orderBy(options.order)})
        FROM (${sql.join(best, sql` UNION ALL `)}) b`
      : sql``;
  return rowsOf<SectionRow>(
    db,
    sql`WITH ${probe(scope, options.lexeme)}, probed AS MATERIALIZED (SELECT count(*) AS n FROM probe)
      SELECT kind, ${options.lexeme === undefined ? sql`count(*)` : sql`documents`} AS kind_total, NULL::smallint AS origin_type, NULL::int AS source_id,
        NULL::varchar AS section, NULL::bigint AS rn
      FROM ${options.lexeme === undefined ? sql`probe GROUP BY kind` : sql`known`}${ranked}`,
  );
}

/** A page row; past the end one row without an item, so `probed` is always read. */
export type PageRow = Partial<RefRow> & { probed: number };

/** One page of the probed matches in the chosen order, each row with how many matches the probe read. */
export async function pageRows(
  db: Db,
  scope: SearchScope,
  options: { order: SearchOrderValue; limit: number; offset: number; lexeme?: string },
): Promise<PageRow[]> {
  // A known count (one lexeme) is the total, probe or not.
  const count = options.lexeme === undefined ? sql`SELECT count(*) AS probed FROM probe` : sql`SELECT coalesce(sum(documents), 0) AS probed FROM known`;
  // LEFT JOIN: one row even past the end, so the count is always read.
  return rowsOf<PageRow>(
    db,
    sql`WITH ${probe(scope, options.lexeme)} SELECT c.probed, p.kind, p.origin_type, p.source_id
        FROM (${count}) c LEFT JOIN LATERAL (
          SELECT kind, origin_type, source_id FROM probe ORDER BY ${orderBy(options.order)} LIMIT ${options.limit} OFFSET ${options.offset}
        ) p ON true`,
  );
}

/** The exact matches per kind of a one-lexeme query (known()). */
export async function knownKindCounts(db: Db, scope: SearchScope, lexeme: string): Promise<Array<{ kind: string; n: number }>> {
  return rowsOf<{ kind: string; n: number }>(db, sql`WITH ${known(scope, lexeme)} SELECT kind, documents AS n FROM known`);
}

/** The probed matches per kind. */
export async function probedKindCounts(db: Db, scope: SearchScope): Promise<Array<{ kind: string; n: number }>> {
  return rowsOf<{ kind: string; n: number }>(db, sql`SELECT kind, count(*) AS n FROM ${matchRows(scope, COMMON_MATCHES + 1)} GROUP BY kind`);
}

/** One row for each of `kinds` that has a match at all (one statement). */
export async function kindsWithAMatch(db: Db, scope: SearchScope, kinds: readonly SearchKind[]): Promise<Array<{ kind: string }>> {
  return rowsOf<{ kind: string }>(
    db,
    sql.join(
      kinds.map((kind) => sql`(SELECT kind FROM ${matchRows({ ...scope, kinds: [kind] }, 1)})`),
      sql` UNION ALL `,
    ),
  );
}

/** The `rows` most popular title (title_tsv) matches, repeats of a title included. */
export async function titleMatches(db: Db, scope: SearchScope, rows: number) {
  return rowsOf<{ title: string; kind: string; origin_type: number; source_id: number }>(
    db,
    // A plain query: no index orders by popularity alone, so the planner has only the title GIN index to use.
    sql`SELECT title, kind, origin_type, source_id FROM search_documents WHERE title_tsv @@ ${scope.tsquery}::tsquery
      ${scope.channel ? sql`AND channel = ${scope.channel}` : sql``} ORDER BY popularity DESC, id DESC LIMIT ${rows}`,
  );
}

/**
 * Enabled hot words in operator order, with the audiences each is limited to (the route keeps the first
 * HOT_WORD_LIMIT the viewer may receive, so it reads more than that).
 */
export function listHotWords(db: Db, limit = HOT_WORD_LIMIT * 10) {
  return db
    .select({ id: hotWords.id, title: hotWords.title, content_type: hotWords.contentType, link: hotWords.link, audiences: hotWords.audiences })
    .from(hotWords)
    .where(eq(hotWords.enabled, true))
    .orderBy(hotWords.sort, hotWords.id)
    .limit(limit);
}

/** The viewer's newest `rows` history entries, newest first, repeats of a keyword included. */
export async function historyRows(db: Db, userId: number, rows: number) {
  return db
    .select({ id: searchHistories.id, title: searchHistories.keyword, createdAt: searchHistories.createdAt })
    .from(searchHistories)
    .where(eq(searchHistories.userId, userId))
    .orderBy(desc(searchHistories.createdAt), desc(searchHistories.id))
    .limit(rows);
}

/** Records a search: the keyword moves to the top (older copies removed) and only the newest 10 stay. */
export async function recordHistory(db: Db, userId: number, keyword: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(searchHistories).where(and(eq(searchHistories.userId, userId), eq(searchHistories.keyword, keyword)));
    await tx.insert(searchHistories).values({ userId, keyword });
    const keep = tx
      .select({ id: searchHistories.id })
      .from(searchHistories)
      .where(eq(searchHistories.userId, userId))
      .orderBy(desc(searchHistories.createdAt), desc(searchHistories.id))
      .limit(HISTORY_LIMIT);
    await tx.delete(searchHistories).where(and(eq(searchHistories.userId, userId), sql`${searchHistories.id} not in (${keep})`));
  });
}

/** Clears the viewer's history (or one keyword of it); answers how many entries went. */
export async function clearHistory(db: Db, userId: number, keyword?: string): Promise<number> {
  const where = keyword ? and(eq(searchHistories.userId, userId), eq(searchHistories.keyword, keyword)) : eq(searchHistories.userId, userId);
  const deleted = await db.delete(searchHistories).where(where).returning({ id: searchHistories.id });
  return deleted.length;
}

/**
 * The per-kind document counts of `lexemes`, for bounds on a query's matches: in the whole text
 * (search_lexeme_counts, `title` false) and in titles (search_title_lexeme_counts, `title` true).
 */
export async function lexemeCountRows(db: Db, lexemes: readonly string[], kinds?: readonly SearchKind[]) {
  const wanted = sql`lexeme = ANY(${sql`ARRAY[${sql.join(
    lexemes.map((lexeme) => sql`${lexeme}`),
    sql`, `,
  )}]::text[]`}) AND documents > 0 AND (${kindsArray(kinds)} IS NULL OR kind = ANY(${kindsArray(kinds)}))`;
  return rowsOf<{ lexeme: string; kind: string; documents: number; title: boolean }>(
    db,
    sql`SELECT lexeme, kind, documents, false AS title FROM search_lexeme_counts WHERE ${wanted}
      UNION ALL SELECT lexeme, kind, documents, true AS title FROM search_title_lexeme_counts WHERE ${wanted}`,
  );
}
