import type { Db } from '../../db/database';
import type { ContentRef } from '../../shared/content/content-items';
import { countedLexeme, lexemesOf, parseTsquery, upperBound } from './search-counts';
import { bestPerKind, COMMON_MATCHES, compareRanked, kindShares, type Ranked } from './search-ranking';
import { KIND_SIZE_LEXEME } from './search-ranking.repository';
import type { SearchKind } from './search-source-names';
import {
  HISTORY_LIMIT,
  historyRows,
  kindsWithAMatch,
  knownKindCounts,
  lexemeCountRows,
  pageRows,
  probedKindCounts,
  sectionRows,
  titleMatches,
  type RefRow,
  type SearchOrderValue,
  type SearchScope,
  type SectionKinds,
  type SectionRow,
} from './search.repository';

// Search answers from the index's rows: which path a query takes (probe() in search.repository.ts
// explains the two), how common-term rankings merge, and one entry per title or keyword.

const refOf = (row: RefRow): ContentRef => ({
  originType: Number(row.origin_type),
  originId: Number(row.source_id),
  ...(row.kind === 'short_video' ? { source: 'shortVideo' as const } : {}),
});

const refOfRanked = ({ originType, originId, source }: Ranked): ContentRef => ({ originType, originId, ...(source ? { source } : {}) });

const sumOf = (counts: ReadonlyMap<SearchKind, number>) => [...counts.values()].reduce((sum, n) => sum + n, 0);

/** Every kind the index holds (a scope without kinds searches them all). */
const ALL_KINDS: readonly SearchKind[] = ['course', 'video', 'short_video', 'article', 'case', 'live', 'meeting', 'download', 'topic', 'medical_column'];

/**
 * One scan for the whole results screen: how many items of each kind match, and the best `size` items of
 * each section in the chosen order (sectionRows()). Common terms: see probe() in search.repository.ts.
 * A one-lexeme term is counted exactly from the per-lexeme counts (its probe skipped when common); a term
 * of several lexemes whose bound (matchBounds()) says it may be common skips the probe too, and then its
 * counts are estimates: exact for a kind with fewer than `size` matches, else the bound.
 */
export async function searchSections(
  db: Db,
  scope: SearchScope,
  options: { order: SearchOrderValue; size: number; sections: SectionKinds },
): Promise<{ counts: Map<SearchKind, number>; sections: Map<string, ContentRef[]> }> {
  const lexeme = countedLexeme(scope);
  const bounded = lexeme === undefined ? await matchBounds(db, scope) : undefined;
  if (bounded && sumOf(bounded.bounds) > COMMON_MATCHES) return commonSections(db, scope, options, bounded.bounds, { bounded });
  const rows = await sectionRows(db, scope, { ...options, lexeme });
  const counts = new Map<SearchKind, number>();
  const sections = new Map<string, ContentRef[]>();
  for (const row of rows) if (row.kind_total !== null) counts.set(row.kind as SearchKind, Number(row.kind_total));
  // The probe read every match of a normal term, at most COMMON_MATCHES + 1 in all.
  if (sumOf(counts) > COMMON_MATCHES) return commonSections(db, scope, options, counts, { lexeme });
  const ranked = rows
    .filter((row): row is SectionRow & RefRow & { section: string; rn: number } => row.section !== null)
    .sort((a, b) => Number(a.rn) - Number(b.rn));
  for (const row of ranked) {
    if (!sections.has(row.section)) sections.set(row.section, []);
    sections.get(row.section)!.push(refOf(row));
  }
  return { counts, sections };
}

/** The screen of a common term: each section from the index walks (bestPerKind()); `bounds` adjusted by what they found. */
async function commonSections(
  db: Db,
  scope: SearchScope,
  options: { order: SearchOrderValue; size: number; sections: SectionKinds },
  counts: Map<SearchKind, number>,
  // With `bounded`, the counts are bounds (matchBounds(), which read the kinds' sizes and title bounds with them).
  { lexeme, bounded }: { lexeme?: string; bounded?: MatchBounds },
) {
  const sections = new Map<string, ContentRef[]>();
  const kinds = [...new Set(Object.values(options.sections).flat())].filter((kind) => !scope.kinds || scope.kinds.includes(kind));
  // Bounds above the matches (the kinds' sizes came with them), or a one-lexeme term's exact counts (the
  // sizes read with its title hits: one statement that reads no match), size the walks by each kind's share
  // of hits. A probed term's counts stop at the probe's cap, too low to size walks by. A copy: the bounds
  // are lowered below by what was found.
  const shares = bounded
    ? { matches: new Map(counts), sizes: bounded.sizes, titles: bounded.titleBounds, titlesBounded: true }
    : lexeme !== undefined
      ? await kindShares(db, new Map(counts), lexeme)
      : undefined;
  const best = await bestPerKind(db, scope, options.order, options.size, kinds, shares);
  for (const [name, sectionKinds] of Object.entries(options.sections)) {
    const refs = sectionKinds
      .flatMap((kind) => best.get(kind) ?? [])
      .sort(compareRanked(options.order))
      .slice(0, options.size);
    if (refs.length > 0) sections.set(name, refs.map(refOfRanked));
  }
  // Fewer hits than asked for: the walks saw every match of the kind, so that count is exact.
  if (bounded)
    for (const [kind, found] of best) {
      if (found.length < options.size) {
        if (found.length > 0) counts.set(kind, found.length);
        else counts.delete(kind);
      }
    }
  return { counts, sections };
}

/** What the per-lexeme counts say of a query of several lexemes, per kind (matchBounds()). */
interface MatchBounds {
  /** At most this many matches (kinds with none left out). */
  bounds: Map<SearchKind, number>;
  sizes: Map<SearchKind, number>;
  /** At most this many matches with the query in their title. */
  titleBounds: Map<SearchKind, number>;
}

/**
 * Bounds on the matches per kind of a query of several lexemes over every channel, from the per-lexeme
 * counts (upperBound()): no match is visited. Undefined where they give none (a prefix, a channel).
 * The same statement reads each kind's size (kept under the empty lexeme) and the lexemes' title counts,
 * bounds on the title hits: both size a common term's walks.
 */
async function matchBounds(db: Db, scope: SearchScope): Promise<MatchBounds | undefined> {
  const tree = scope.channel ? undefined : parseTsquery(scope.tsquery);
  if (!tree) return undefined;
  const lexemes = [...new Set(lexemesOf(tree))];
  if (lexemes.length === 0) return undefined;
  const rows = await lexemeCountRows(db, [...lexemes, KIND_SIZE_LEXEME], scope.kinds);
  const documents = new Map(rows.map((row) => [`${row.title ? 'title' : 'text'} ${row.lexeme} ${row.kind}`, Number(row.documents)]));
  const sizes = new Map(rows.filter((row) => !row.title && row.lexeme === KIND_SIZE_LEXEME).map((row) => [row.kind as SearchKind, Number(row.documents)]));
  const bounds = new Map<SearchKind, number>();
  const titleBounds = new Map<SearchKind, number>();
  for (const kind of scope.kinds ?? ALL_KINDS) {
    const bound = upperBound(tree, (lexeme) => documents.get(`text ${lexeme} ${kind}`) ?? 0);
    if (bound === undefined) return undefined;
    if (bound > 0) bounds.set(kind, bound);
    titleBounds.set(kind, upperBound(tree, (lexeme) => documents.get(`title ${lexeme} ${kind}`) ?? 0) ?? bound);
  }
  return { bounds, sizes, titleBounds };
}

/**
 * One page of matches in the chosen order, with the total. Common terms (probe() in search.repository.ts): the total
 * is exact once the page reaches the end, else a lower bound past this page, so "has more" stays right.
 */
export async function searchPage(
  db: Db,
  scope: SearchScope,
  options: { order: SearchOrderValue; limit: number; offset: number },
): Promise<{ total: number; refs: ContentRef[] }> {
  const lexeme = countedLexeme(scope);
  const rows = await pageRows(db, scope, { ...options, lexeme });
  // A one-lexeme term's count is exact (and its probe skipped when common); else the probe's.
  const probed = Number(rows[0]?.probed ?? 0);
  if (probed <= COMMON_MATCHES) {
    return { total: probed, refs: rows.filter((row): row is RefRow & { probed: number } => row.kind != null).map(refOf) };
  }
  const wanted = options.offset + options.limit;
  const best = await bestPerKind(db, scope, options.order, wanted, scope.kinds ?? ALL_KINDS);
  const merged = [...best.values()].flat().sort(compareRanked(options.order)).slice(0, wanted);
  const refs = merged.slice(options.offset).map(refOfRanked);
  if (lexeme !== undefined) return { total: probed, refs };
  // Fewer than asked for: the merge saw every match, so the total is exact; else at least one more.
  return { total: merged.length < wanted ? merged.length : Math.max(COMMON_MATCHES + 1, wanted + 1), refs };
}

/**
 * Number of matches per kind (classify tabs). A one-lexeme term: exact, from the per-lexeme counts
 * (countedLexeme()). Several lexemes whose bound may be common: the bound of each kind with a match
 * (estimates, no probe). Other common terms: the probe's counts (lower bounds), plus any kind the probe did
 * not meet but that has a match, so no tab with results goes missing.
 */
export async function countByKind(db: Db, scope: SearchScope): Promise<Map<SearchKind, number>> {
  const lexeme = countedLexeme(scope);
  if (lexeme !== undefined) return new Map((await knownKindCounts(db, scope, lexeme)).map((row) => [row.kind as SearchKind, Number(row.n)]));
  const bounds = (await matchBounds(db, scope))?.bounds;
  if (bounds && sumOf(bounds) > COMMON_MATCHES) {
    // Estimates: the bound of each kind that has a match at all.
    const found = new Set((await kindsWithAMatch(db, scope, [...bounds.keys()])).map((row) => row.kind));
    return new Map([...bounds].filter(([kind]) => found.has(kind)));
  }
  const rows = await probedKindCounts(db, scope);
  const counts = new Map(rows.map((row) => [row.kind as SearchKind, Number(row.n)]));
  if (rows.reduce((sum, row) => sum + Number(row.n), 0) <= COMMON_MATCHES) return counts;
  const unseen = (scope.kinds ?? ALL_KINDS).filter((kind) => !counts.has(kind));
  if (unseen.length === 0) return counts;
  const found = await kindsWithAMatch(db, scope, unseen);
  for (const row of found) counts.set(row.kind as SearchKind, 1);
  return counts;
}

/** Titles for suggestions while typing: a title (title_tsv) match, the most popular first, one per title. */
export async function suggestTitles(db: Db, scope: SearchScope, limit: number) {
  // Three rows per title wanted, so repeats of a popular title still leave `limit` distinct ones.
  const rows = await titleMatches(db, scope, limit * 3);
  const seen = new Set<string>();
  return rows
    .filter((row) => !seen.has(row.title) && seen.add(row.title))
    .slice(0, limit)
    .map((row) => ({ title: row.title, originType: Number(row.origin_type), sourceId: Number(row.source_id) }));
}

/** The viewer's own history, newest first, one entry per keyword (10). */
export async function listHistories(db: Db, userId: number) {
  const rows = await historyRows(db, userId, HISTORY_LIMIT * 5);
  const seen = new Set<string>();
  return rows
    .filter((row) => !seen.has(row.title) && seen.add(row.title))
    .slice(0, HISTORY_LIMIT)
    .map(({ id, title }) => ({ id, title }));
}
