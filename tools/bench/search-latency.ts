// Search latency: p50/p95 of the search screen's database work with 100,000 generated items,
// on PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL; a throwaway database of its own, dropped after)
// and on PGlite (in memory). Goal: p95 ≤ 50 ms on PostgreSQL. Also shows the plan of a 2-character query
// (it must use the GIN index, not scan the table). Run alone: `npx tsx tools/bench/search-latency.ts`
// (SEARCH_BENCH_ITEMS, SEARCH_BENCH_ROUNDS; SEARCH_BENCH_PGLITE=0 skips PGlite).
// fill() is exported for ad-hoc plan experiments on a filled database.
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../server/src/db/database';
import { onBenchDatabases } from './bench-databases';
import { migrateDatabase } from '../../server/src/db/migrate-database';
import { searchSections, suggestTitles } from '../../server/src/modules/search/search.service';
import { documentVectors } from '../../server/src/modules/search/search-index.repository';
import type { SearchKind } from '../../server/src/modules/search/search-sources';
import { tsqueryFor } from '../../server/src/modules/search/search-tokens';
import { createPrng } from '../../server/src/seed/prng';
import { lectureDescription } from '../../server/src/seed/corpus/lecture-texts';
import { HOSPITAL_NAMES, SPECIALTIES, TEMPLATES } from '../../server/src/seed/texts';

const ITEMS = Number(process.env.SEARCH_BENCH_ITEMS ?? 100_000);
const ROUNDS = Number(process.env.SEARCH_BENCH_ROUNDS ?? 3);
const GOAL_P95_MS = 50;

/** What people type: diseases, 2-character terms, Latin and mixed terms, and phrases that match nothing. */
export const QUERIES = [
  '肺癌',
  '心衰',
  '痛风',
  '哮喘',
  '高血压',
  '阿尔茨海默病',
  '2型糖尿病',
  '幽门螺杆菌',
  'PD-1抑制剂',
  'CT',
  'EGFR',
  '肺结节随访',
  '罕见的噬血细胞综合征',
];
/**
 * Terms in a third (MDT) and a half (治疗) of all items (in stock body passages): the worst case, shown on
 * its own and as a ratio to the normal terms measured in the same run (the machine's load cancels out).
 * Before the common-term path (search-ranking.ts) these took 0.4–0.7 s: every match was visited and sorted.
 */
export const COMMON = ['MDT', '治疗'];
/** Terms sprinkled into generated titles so Latin and mixed queries have something to find. */
const EXTRA = ['PD-1抑制剂', 'CT影像', 'MRI', 'EGFR突变', '心衰', 'MDT', 'CAR-T', 'HbA1c'];

const KINDS: Array<{ kind: SearchKind; originType: number; templates: readonly string[] }> = [
  { kind: 'course', originType: 1, templates: TEMPLATES.course },
  { kind: 'video', originType: 3, templates: TEMPLATES.video },
  { kind: 'short_video', originType: 3, templates: TEMPLATES.shortVideo },
  { kind: 'article', originType: 2, templates: TEMPLATES.article },
  { kind: 'case', originType: 6, templates: TEMPLATES.case },
  { kind: 'live', originType: 4, templates: TEMPLATES.live },
  { kind: 'download', originType: 9, templates: TEMPLATES.download },
];
const SECTIONS: Record<string, SearchKind[]> = { courses: ['course'], lives: ['live'], articles: ['article'], videos: ['video', 'short_video'] };

/** Inserts `count` generated items straight into search_documents (tokenised the way reindexItems does). */
export async function fill(db: Db, count: number): Promise<void> {
  const rand = createPrng(7);
  const now = Date.now();
  const chunk = 500;
  for (let start = 0; start < count; start += chunk) {
    const rows = [];
    for (let i = start; i < Math.min(count, start + chunk); i++) {
      const kind = rand.pick(KINDS);
      const specialty = rand.int(0, SPECIALTIES.length - 1);
      const disease = rand.pick(SPECIALTIES[specialty].diseases);
      let title = rand.pick(kind.templates).replaceAll('{d}', disease).replaceAll('{s}', SPECIALTIES[specialty].name);
      if (rand.chance(0.1)) title += ` ${rand.pick(EXTRA)}`;
      const body = `${lectureDescription(rand, { title, subject: disease, specialty })} ${rand.pick(HOSPITAL_NAMES)} ${SPECIALTIES[specialty].dept}`;
      const vectors = documentVectors(title, body);
      rows.push(sql`(${'bench'}, ${i + 1}, ${kind.kind}, ${kind.originType}, ${''}, ${title}, ${''}, ${vectors.tsv}, ${vectors.titleTsv},
        ${rand.int(0, 20_000)}, ${new Date(now - rand.int(0, 3 * 365) * 86_400_000).toISOString()}::timestamptz)`);
    }
    await db.execute(
      sql`INSERT INTO search_documents (source, source_id, kind, origin_type, channel, title, summary, tsv, title_tsv, popularity, published_at) VALUES ${sql.join(rows, sql`, `)}`,
    );
  }
  // Steady state: autovacuum would have merged the GIN pending list and set statistics by now.
  await db.execute(sql`VACUUM ANALYZE search_documents`);
}

/** The database work of one GET search: counts per kind and the best 4 of each section (one query). */
async function searchOnce(db: Db, keyword: string): Promise<void> {
  await searchSections(db, { tsquery: tsqueryFor(keyword)! }, { order: 1, size: 4, sections: SECTIONS });
}

async function suggestOnce(db: Db, keyword: string): Promise<void> {
  await suggestTitles(db, { tsquery: tsqueryFor(keyword, { prefixLast: true })! }, 8);
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function timed(run: (keyword: string) => Promise<void>, queries = QUERIES, rounds = ROUNDS): Promise<{ p50: number; p95: number; max: number }> {
  for (const q of queries) await run(q); // warm-up
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const q of queries) {
      const started = performance.now();
      await run(q);
      times.push(performance.now() - started);
    }
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), max: times[times.length - 1] };
}

/** Plan of a 2-character query: the scan node names the GIN index, and there is no Seq Scan. */
async function planOf(db: Db): Promise<string> {
  const result = await db.execute(sql`EXPLAIN SELECT id FROM search_documents WHERE tsv @@ ${tsqueryFor('心衰')}::tsquery ORDER BY published_at DESC LIMIT 10`);
  const rows = (result as unknown as { rows?: Array<Record<string, string>> }).rows ?? (result as unknown as Array<Record<string, string>>);
  return rows.map((row) => Object.values(row)[0]).join('\n');
}

export interface SearchLatency {
  database: string;
  items: number;
  fillSeconds: number;
  search: { p50: number; p95: number; max: number };
  suggest: { p50: number; p95: number; max: number };
  common: { p50: number; p95: number; max: number };
  plan: string;
}

async function measureOn(label: string, database: Database): Promise<SearchLatency> {
  await migrateDatabase(database);
  const started = performance.now();
  await fill(database.db, ITEMS);
  const fillSeconds = (performance.now() - started) / 1000;
  return {
    database: label,
    items: ITEMS,
    fillSeconds,
    search: await timed((q) => searchOnce(database.db, q)),
    suggest: await timed((q) => suggestOnce(database.db, q)),
    // About as many samples as the normal terms get, so both p95s mean the same.
    common: await timed((q) => searchOnce(database.db, q), COMMON, ROUNDS * Math.ceil(QUERIES.length / COMMON.length)),
    plan: await planOf(database.db),
  };
}

export function measureSearchLatency(): Promise<SearchLatency[]> {
  return onBenchDatabases('boyihui_bench_search', measureOn, { pglite: process.env.SEARCH_BENCH_PGLITE !== '0' });
}

const ms = (n: number) => `${n.toFixed(1)} ms`.padStart(9);

export function printSearchLatency(results: SearchLatency[]): void {
  console.log(
    `\nSearch latency (${ITEMS.toLocaleString('en')} generated items, ${QUERIES.length} queries × ${ROUNDS}; one GET search = counts per kind + best 4 of each section, one query)`,
  );
  if (!results.some((r) => r.database === 'PostgreSQL')) console.log('  PostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
  for (const r of results) {
    const goal = r.database === 'PostgreSQL' ? `  goal p95 ≤ ${GOAL_P95_MS} ms ${r.search.p95 <= GOAL_P95_MS ? 'met' : 'NOT met'}` : '';
    console.log(`  ${r.database.padEnd(10)} search  p50 ${ms(r.search.p50)}  p95 ${ms(r.search.p95)}  max ${ms(r.search.max)}${goal}`);
    console.log(`  ${''.padEnd(10)} suggest p50 ${ms(r.suggest.p50)}  p95 ${ms(r.suggest.p95)}  (index filled in ${r.fillSeconds.toFixed(0)} s)`);
    const ratio = (common: number, normal: number) => `${(common / normal).toFixed(1)}×`;
    console.log(
      `  ${''.padEnd(10)} common  p50 ${ms(r.common.p50)}  p95 ${ms(r.common.p95)}  max ${ms(r.common.max)}  = ${ratio(r.common.p50, r.search.p50)} / ${ratio(r.common.p95, r.search.p95)} the normal terms' p50 / p95 (${COMMON.join(', ')}: in a third / half of all items)`,
    );
    const usesIndex = /search_documents_tsv_idx/.test(r.plan) && !/Seq Scan/.test(r.plan);
    console.log(`  ${''.padEnd(10)} 2-character query plan: ${usesIndex ? 'GIN index (search_documents_tsv_idx), no seq scan' : `CHECK:\n${r.plan}`}`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  printSearchLatency(await measureSearchLatency());
}
