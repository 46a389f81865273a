import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { hotWords, searchHistories } from '../../db/schema/index';
import type { ContentRef } from '../content/content-items';
import type { SearchKind } from './search-sources';

/** Spec §9 search sort values: the tab index is what the client sends. */
export const SearchOrder = { comprehensive: 1, time: 2, popularity: 3 } as const;
export type SearchOrderValue = (typeof SearchOrder)[keyof typeof SearchOrder];

/** Spec §9: history 10, hot words 6. */
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
  if (scope.kinds) conditions.push(sql`kind IN (${sql.join(scope.kinds.map((kind) => sql`${kind}`), sql`, `)})`);
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

/**
 * One scan for the whole results screen: how many items of each kind match, and the best `size` items of
 * each section in the chosen order (window functions over the matches, so the GIN scan, the heap visits
 * and the ranking happen once instead of once per section).
 */
export async function searchSections(
  db: Db,
  scope: SearchScope,
  options: { order: SearchOrderValue; size: number; sections: SectionKinds },
): Promise<{ counts: Map<SearchKind, number>; sections: Map<string, ContentRef[]> }> {
  const sectionOf = Object.entries(options.sections).flatMap(([section, kinds]) => kinds.map((kind) => sql`WHEN ${kind} THEN ${section}`));
  const section = sectionOf.length > 0 ? sql`CASE kind ${sql.join(sectionOf, sql` `)} ELSE kind END` : sql`kind`;
  const rows = await rowsOf<RefRow & { kind_total: number; section: string; rn: number }>(
    db,
    sql`SELECT kind, origin_type, source_id, kind_total, section, rn FROM (
      SELECT kind, origin_type, source_id, ${section} AS section,
        count(*) OVER (PARTITION BY kind) AS kind_total,
        row_number() OVER (PARTITION BY kind) AS kind_rn,
        row_number() OVER (PARTITION BY ${section} ORDER BY ${orderBy(options.order, scope.tsquery)}) AS rn
      FROM search_documents WHERE ${matches(scope)}
    ) m WHERE rn <= ${options.size} OR kind_rn = 1 ORDER BY section, rn`,
  );
  const counts = new Map<SearchKind, number>();
  const sections = new Map<string, ContentRef[]>();
  for (const row of rows) {
    counts.set(row.kind as SearchKind, Number(row.kind_total));
    if (Number(row.rn) > options.size || !(row.section in options.sections)) continue;
    if (!sections.has(row.section)) sections.set(row.section, []);
    sections.get(row.section)!.push(refOf(row));
  }
  return { counts, sections };
}

/** One page of matches in the chosen order, with the total (one scan). */
export async function searchPage(
  db: Db,
  scope: SearchScope,
  options: { order: SearchOrderValue; limit: number; offset: number },
): Promise<{ total: number; refs: ContentRef[] }> {
  const rows = await rowsOf<RefRow & { total: number }>(
    db,
    sql`SELECT kind, origin_type, source_id, count(*) OVER () AS total FROM search_documents
      WHERE ${matches(scope)} ORDER BY ${orderBy(options.order, scope.tsquery)} LIMIT ${options.limit} OFFSET ${options.offset}`,
  );
  if (rows.length === 0 && options.offset > 0) {
    // Past the end: the window saw no rows, so count on its own.
    const counts = await countByKind(db, scope);
    return { total: [...counts.values()].reduce((sum, n) => sum + n, 0), refs: [] };
  }
  return { total: rows.length > 0 ? Number(rows[0].total) : 0, refs: rows.map(refOf) };
}

/** Number of matches per kind (classify tabs). */
export async function countByKind(db: Db, scope: SearchScope): Promise<Map<SearchKind, number>> {
  const rows = await rowsOf<{ kind: string; n: number }>(
    db,
    sql`SELECT kind, count(*) AS n FROM search_documents WHERE ${matches(scope)} GROUP BY kind`,
  );
  return new Map(rows.map((row) => [row.kind as SearchKind, Number(row.n)]));
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

/** Enabled hot words in operator order (spec §9: at most 6). */
export function listHotWords(db: Db, limit = HOT_WORD_LIMIT) {
  return db
    .select({ id: hotWords.id, title: hotWords.title, content_type: hotWords.contentType, link: hotWords.link })
    .from(hotWords)
    .where(eq(hotWords.enabled, true))
    .orderBy(hotWords.sort, hotWords.id)
    .limit(limit);
}

/** The viewer's own history, newest first, one entry per keyword (spec §9: 10). */
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
  const where = keyword
    ? and(eq(searchHistories.userId, userId), eq(searchHistories.keyword, keyword))
    : eq(searchHistories.userId, userId);
  const deleted = await db.delete(searchHistories).where(where).returning({ id: searchHistories.id });
  return deleted.length;
}
