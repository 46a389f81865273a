import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { hotWords, searchHistories } from '../../db/schema/index';
import type { ContentRef } from '../content/content-items';
import { bestPerKind, bitmapScansOnly, COMMON_MATCHES, compareRanked } from './search-ranking';
import type { SearchKind } from './search-sources';

/** Search sort values: the tab index is what the client sends. */
export const SearchOrder = { comprehensive: 1, time: 2, popularity: 3 } as const;
export type SearchOrderValue = (typeof SearchOrder)[keyof typeof SearchOrder];

/** History 10, hot words 6. */
export const HISTORY_LIMIT = 10;
export const HOT_WORD_LIMIT = 6;

export interface SearchScope {
  /** tsquery text from tsqueryFor(); taken verbatim by ::tsquery. */
  tsquery: string;
  kinds?: readonly SearchKind[];
  /** Scoped search bars: live | course | case | download. */
  channel?: string;
}

function matches(scope: SearchScope, column: 'tsv' | 'title_tsv' = 'tsv'): SQL {
  const conditions: SQL[] = [sql`${sql.identifier(column)} @@ ${scope.tsquery}::tsquery`];
  if (scope.kinds)
    conditions.push(
      sql`kind IN (${sql.join(
        scope.kinds.map((kind) => sql`${kind}`),
        sql`, `,
      )})`,
    );
  if (scope.channel) conditions.push(sql`channel = ${scope.channel}`);
  return sql.join(conditions, sql` AND `);
}

function orderBy(order: SearchOrderValue, tsquery: string): SQL {
  if (order === SearchOrder.time) return sql`published_at DESC, id DESC`;
  if (order === SearchOrder.popularity) return sql`popularity DESC, published_at DESC, id DESC`;
  // Comprehensive: relevance first — items whose title holds every term before those matching in the
  // body (the same split ts_rank makes with title weight A, since each lexeme is stored once), read from
  // the small in-row title vector instead of the out-of-line full one — then freshness, then popularity.
  return sql`(title_tsv @@ ${tsquery}::tsquery) DESC, published_at DESC, popularity DESC, id DESC`;
}

interface RefRow {
  kind: string;
  origin_type: number;
  source_id: number;
}

const refOf = (row: RefRow): ContentRef => ({
  originType: Number(row.origin_type),
  originId: Number(row.source_id),
  ...(row.kind === 'short_video' ? { source: 'shortVideo' as const } : {}),
});

async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  // Both drivers answer execute() with { rows }.
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** The search screen's sections: the kind each section shows, e.g. { videos: ['video', 'short_video'] }. */
export type SectionKinds = Record<string, readonly SearchKind[]>;

/** Every kind the index holds (a scope without kinds searches them all). */
const ALL_KINDS: readonly SearchKind[] = ['course', 'video', 'short_video', 'article', 'case', 'live', 'meeting', 'download', 'topic', 'medical_column'];

/**
 * The matches a query first reads, at most COMMON_MATCHES + 1 of them (any, unordered): a bitmap scan of
 * the GIN index whose heap visits stop there. Fewer than that means it holds every match, and the
 * queries below rank it exactly as a full sort would; more means the term is common (see search-ranking.ts).
 */
function probe(scope: SearchScope): SQL {
  return sql`probe AS MATERIALIZED (SELECT id, kind, origin_type, source_id, title_tsv, published_at, popularity
    FROM search_documents WHERE ${matches(scope)} LIMIT ${COMMON_MATCHES + 1})`;
}

/**
 * One search, two paths, the same answer. Every statement runs with bitmap scans only (SET LOCAL in the
 * transaction): the planner's row estimates for a tsquery are per lexeme and ignore how lexemes, kinds
 * and titles correlate, and a wrong one turned into a walk of a whole kind; a bitmap scan of the GIN
 * index reads only matches, whatever the estimate.
 * - A term with at most COMMON_MATCHES matches (every normal term): the probe holds all of them, and the
 *   ranking and counts over it are exact — the same results as sorting every match.
 * - A common term (e.g. one in a third of all items): sorting every match cost 0.4–0.7 s on 100,000 items.
 *   Instead the best items come from bestPerKind() (a bounded walk of each kind's newest rows, exact, see
 *   search-ranking.ts), and counts are those of the probe: a lower bound, more than COMMON_MATCHES in
 *   total. The client only needs totals for "has results" (total > 0), which tabs to show (count > 0) and
 *   "has more" (total_page / total), so an exact count of tens of thousands of matches is not needed.
 */
function searchTransaction<T>(db: Db, run: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await bitmapScansOnly(tx as unknown as Db, true);
    // Both drivers' transaction handles run the same queries as the database itself.
    return run(tx as unknown as Db);
  });
}

/**
 * One scan for the whole results screen: how many items of each kind match, and the best `size` items of
 * each section in the chosen order (window functions over the matches, so the GIN scan, the heap visits
 * and the ranking happen once instead of once per section). Common terms: see searchTransaction().
 */
export async function searchSections(
  db: Db,
  scope: SearchScope,
  options: { order: SearchOrderValue; size: number; sections: SectionKinds },
): Promise<{ counts: Map<SearchKind, number>; sections: Map<string, ContentRef[]> }> {
  const sectionOf = Object.entries(options.sections).flatMap(([section, kinds]) => kinds.map((kind) => sql`WHEN ${kind} THEN ${section}`));
  const section = sectionOf.length > 0 ? sql`CASE kind ${sql.join(sectionOf, sql` `)} ELSE kind END` : sql`kind`;
  return searchTransaction(db, async (tx) => {
    const rows = await rowsOf<RefRow & { kind_total: number; section: string; rn: number; probed: number }>(
      tx,
      sql`WITH ${probe(scope)} SELECT kind, origin_type, source_id, kind_total, section, rn, (SELECT count(*) FROM probe) AS probed FROM (
        SELECT kind, origin_type, source_id, ${section} AS section,
          count(*) OVER (PARTITION BY kind) AS kind_total,
          row_number() OVER (PARTITION BY kind) AS kind_rn,
          row_number() OVER (PARTITION BY ${section} ORDER BY ${orderBy(options.order, scope.tsquery)}) AS rn
        FROM probe
      ) m WHERE rn <= ${options.size} OR kind_rn = 1 ORDER BY section, rn`,
    );
    const counts = new Map<SearchKind, number>();
    const sections = new Map<string, ContentRef[]>();
    for (const row of rows) counts.set(row.kind as SearchKind, Number(row.kind_total));
    if (rows.length > 0 && Number(rows[0].probed) > COMMON_MATCHES) {
      const kinds = [...new Set(Object.values(options.sections).flat())].filter((kind) => !scope.kinds || scope.kinds.includes(kind));
      const best = await bestPerKind(tx, scope, options.order, options.size, kinds);
      for (const [name, sectionKinds] of Object.entries(options.sections)) {
        const refs = sectionKinds
          .flatMap((kind) => best.get(kind) ?? [])
          .sort(compareRanked(options.order))
          .slice(0, options.size);
        if (refs.length > 0)
          sections.set(
            name,
            refs.map(({ originType, originId, source }) => ({ originType, originId, ...(source ? { source } : {}) })),
          );
      }
      return { counts, sections };
    }
    for (const row of rows) {
      if (Number(row.rn) > options.size || !(row.section in options.sections)) continue;
      if (!sections.has(row.section)) sections.set(row.section, []);
      sections.get(row.section)!.push(refOf(row));
    }
    return { counts, sections };
  });
}

/**
 * One page of matches in the chosen order, with the total. Common terms (searchTransaction()): the total
 * is exact once the page reaches the end, else a lower bound past this page, so "has more" stays right.
 */
export async function searchPage(
  db: Db,
  scope: SearchScope,
  options: { order: SearchOrderValue; limit: number; offset: number },
): Promise<{ total: number; refs: ContentRef[] }> {
  return searchTransaction(db, async (tx) => {
    // LEFT JOIN: one row even past the end, so the count is always read.
    const rows = await rowsOf<Partial<RefRow> & { probed: number }>(
      tx,
      sql`WITH ${probe(scope)} SELECT c.probed, p.kind, p.origin_type, p.source_id
        FROM (SELECT count(*) AS probed FROM probe) c LEFT JOIN LATERAL (
          SELECT kind, origin_type, source_id FROM probe ORDER BY ${orderBy(options.order, scope.tsquery)} LIMIT ${options.limit} OFFSET ${options.offset}
        ) p ON true`,
    );
    const probed = Number(rows[0]?.probed ?? 0);
    if (probed <= COMMON_MATCHES) {
      return { total: probed, refs: rows.filter((row): row is RefRow & { probed: number } => row.kind != null).map(refOf) };
    }
    const wanted = options.offset + options.limit;
    const best = await bestPerKind(tx, scope, options.order, wanted, scope.kinds ?? ALL_KINDS);
    const merged = [...best.values()].flat().sort(compareRanked(options.order)).slice(0, wanted);
    const refs = merged.slice(options.offset).map(({ originType, originId, source }) => ({ originType, originId, ...(source ? { source } : {}) }));
    // Fewer than asked for: the merge saw every match, so the total is exact; else at least one more.
    return { total: merged.length < wanted ? merged.length : Math.max(COMMON_MATCHES + 1, wanted + 1), refs };
  });
}

/**
 * Number of matches per kind (classify tabs). Common terms: the probe's counts (lower bounds), plus any
 * kind the probe did not meet but that has a match, so no tab with results goes missing.
 */
export async function countByKind(db: Db, scope: SearchScope): Promise<Map<SearchKind, number>> {
  return searchTransaction(db, async (tx) => {
    const rows = await rowsOf<{ kind: string; n: number }>(tx, sql`WITH ${probe(scope)} SELECT kind, count(*) AS n FROM probe GROUP BY kind`);
    const counts = new Map(rows.map((row) => [row.kind as SearchKind, Number(row.n)]));
    if (rows.reduce((sum, row) => sum + Number(row.n), 0) <= COMMON_MATCHES) return counts;
    const unseen = (scope.kinds ?? ALL_KINDS).filter((kind) => !counts.has(kind));
    if (unseen.length === 0) return counts;
    const found = await rowsOf<{ kind: string }>(
      tx,
      sql.join(
        unseen.map((kind) => sql`(SELECT kind FROM search_documents WHERE ${matches({ ...scope, kinds: [kind] })} LIMIT 1)`),
        sql` UNION ALL `,
      ),
    );
    for (const row of found) counts.set(row.kind as SearchKind, 1);
    return counts;
  });
}

/** Titles for suggestions while typing: a title (title_tsv) match, the most popular first, one per title. */
export async function suggestTitles(db: Db, scope: SearchScope, limit: number) {
  const rows = await rowsOf<{ title: string; kind: string; origin_type: number; source_id: number }>(
    db,
    sql`SELECT title, kind, origin_type, source_id FROM search_documents WHERE ${matches(scope, 'title_tsv')}
      ORDER BY popularity DESC, id DESC LIMIT ${limit * 3}`,
  );
  const seen = new Set<string>();
  return rows
    .filter((row) => !seen.has(row.title) && seen.add(row.title))
    .slice(0, limit)
    .map((row) => ({ title: row.title, originType: Number(row.origin_type), sourceId: Number(row.source_id) }));
}

/** Enabled hot words in operator order (at most 6). */
export function listHotWords(db: Db, limit = HOT_WORD_LIMIT) {
  return db
    .select({ id: hotWords.id, title: hotWords.title, content_type: hotWords.contentType, link: hotWords.link })
    .from(hotWords)
    .where(eq(hotWords.enabled, true))
    .orderBy(hotWords.sort, hotWords.id)
    .limit(limit);
}

/** The viewer's own history, newest first, one entry per keyword (10). */
export async function listHistories(db: Db, userId: number) {
  const rows = await db
    .select({ id: searchHistories.id, title: searchHistories.keyword, createdAt: searchHistories.createdAt })
    .from(searchHistories)
    .where(eq(searchHistories.userId, userId))
    .orderBy(desc(searchHistories.createdAt), desc(searchHistories.id))
    .limit(HISTORY_LIMIT * 5);
  const seen = new Set<string>();
  return rows
    .filter((row) => !seen.has(row.title) && seen.add(row.title))
    .slice(0, HISTORY_LIMIT)
    .map(({ id, title }) => ({ id, title }));
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
