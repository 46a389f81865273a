import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { bothTestDatabases, openTestDatabase } from '../../testing/test-database';
import { documentVectors } from './search-index.repository';
import { COMMON_MATCHES } from './search-ranking';
import { countByKind, searchPage, searchSections } from './search.service';
import { parseTsquery, upperBound } from './search-counts';
import { synonymIndex } from './medical-synonyms';
import { tsqueryFor } from './search-tokens';

// Both databases answer a search from the same index rows: PGlite (no RUM) and PostgreSQL (with the RUM
// index when the server has the extension) must give the same results and counts.

const KINDS = ['course', 'article', 'live', 'case'] as const;
const SECTIONS = { courses: ['course'], articles: ['article'], lives: ['live'], cases: ['case'] } as const;
const COMMON = 'qzcommon';
const RARE = 'qzrare';
/** In every body too: with COMMON, a query of two lexemes whose bound says common. */
const ALSO = 'qzalso';
const DAY = 86_400_000;

async function fillDocuments(database: Database): Promise<void> {
  const now = Date.UTC(2026, 0, 1);
  const rows = [];
  for (let i = 1; i <= COMMON_MATCHES + 200; i++) {
    const kind = KINDS[i % KINDS.length];
    const title = i % 9 === 0 ? `${COMMON} 标题 ${i}` : `标题 ${i}`;
    const body = `${COMMON} ${ALSO} ${i % 50 === 0 ? RARE : ''}`;
    const vectors = documentVectors(title, body);
    rows.push(sql`(${'bothdb'}, ${i}, ${kind}, ${1}, ${''}, ${title}, ${''}, ${vectors.tsv}, ${vectors.titleTsv}, ${i % 13},
      ${new Date(now - (i % 30) * DAY).toISOString()}::timestamptz)`);
  }
  for (let i = 0; i < rows.length; i += 500) {
    await database.db
      .execute(sql`INSERT INTO search_documents (source, source_id, kind, origin_type, channel, title, summary, tsv, title_tsv, popularity, published_at)
      VALUES ${sql.join(rows.slice(i, i + 500), sql`, `)}`);
  }
}

/** Everything a search screen shows for `keyword`, in every order. */
async function answersOf(database: Database, keyword: string) {
  const tsquery = tsqueryFor(keyword)!;
  const out: Record<string, unknown> = { counts: Object.fromEntries([...(await countByKind(database.db, { tsquery }))].sort()) };
  for (const order of [1, 2, 3] as const) {
    const sections = await searchSections(database.db, { tsquery }, { order, size: 4, sections: SECTIONS });
    out[`sections ${order}`] = Object.fromEntries([...sections.sections].sort());
    out[`section counts ${order}`] = Object.fromEntries([...sections.counts].sort());
    out[`page ${order}`] = await searchPage(database.db, { tsquery, kinds: ['article'] }, { order, limit: 10, offset: 10 });
  }
  return out;
}

describe('search answers on PGlite and PostgreSQL', () => {
  const databases = new Map<string, Database>();
  beforeAll(async () => {
    for (const kind of bothTestDatabases()) {
      const database = await openTestDatabase(kind);
      databases.set(kind, database);
      await fillDocuments(database);
    }
  });
  afterAll(async () => {
    for (const database of databases.values()) await database.close();
  });

  it('give the same results and the same exact counts for a common, a rare and a several-lexeme term', async () => {
    for (const keyword of [COMMON, RARE, `${COMMON} ${RARE}`, `${COMMON} ${ALSO}`]) {
      const answers = await Promise.all([...databases.values()].map((database) => answersOf(database, keyword)));
      for (const answer of answers.slice(1)) expect(answer, keyword).toEqual(answers[0]);
    }
    // Two lexemes in every item: estimated from their counts, and here the estimate is the count.
    const [any] = databases.values();
    const both = await countByKind(any.db, { tsquery: tsqueryFor(`${COMMON} ${ALSO}`)! });
    expect([...both.values()].reduce((sum, n) => sum + n, 0)).toBe(COMMON_MATCHES + 200);
    // A one-lexeme term past the threshold is counted exactly, not probed.
    const [first] = databases.values();
    const counts = await countByKind(first.db, { tsquery: tsqueryFor(COMMON)! });
    expect([...counts.values()].reduce((sum, n) => sum + n, 0)).toBe(COMMON_MATCHES + 200);
  });

  it('PostgreSQL with the rum extension available has the RUM index; PGlite has none and still searches', async () => {
    for (const [kind, database] of databases) {
      const result = (await database.db.execute(
        sql`SELECT (SELECT count(*) FROM pg_available_extensions WHERE name = 'rum') AS available,
          (SELECT count(*) FROM pg_indexes WHERE indexname = 'search_documents_tsv_rum_idx') AS indexed`,
      )) as unknown as { rows: Array<{ available: number; indexed: number }> };
      const { available, indexed } = result.rows[0];
      expect(Number(indexed), kind).toBe(Number(available));
    }
  });
});

describe("bounds on a query's matches from per-lexeme counts", () => {
  const documents: Record<string, number> = { 心衰: 500, 房颤: 40, 心房: 900, 颤动: 60, pd1: 7 };
  const synonyms = synonymIndex([['房颤', '心房颤动']]);
  const bound = (keyword: string) => upperBound(parseTsquery(tsqueryFor(keyword, { synonyms })!)!, (lexeme) => documents[lexeme] ?? 0);

  it('all lexemes of a term: at most the rarest; any name of a synonym group: at most their sum', () => {
    expect(bound('心衰')).toBe(500);
    expect(bound('心衰 PD-1')).toBe(7);
    // 房颤 ↔ 心房颤动: 40 + min(心房, 房颤, 颤动).
    expect(bound('房颤')).toBe(40 + 40);
  });

  it('has no bound for a prefix, and reads only what search-tokens writes', () => {
    expect(upperBound(parseTsquery(tsqueryFor('pd', { prefixLast: true })!)!, () => 1)).toBeUndefined();
    expect(parseTsquery("'a' & (")).toBeUndefined();
  });
});
