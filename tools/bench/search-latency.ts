// Search latency: p50/p95 of the search screen's database work with 100,000 generated items,
// on PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL; a throwaway database of its own, dropped after)
// and on PGlite (in memory). Goal: p95 ≤ 50 ms on PostgreSQL. Also a Zipf-distributed mix of terms
// (search-mix.ts), and the plan of a 2-character query (it must use the GIN index, not scan the table).
// On PostgreSQL the filled index is built once and kept as a template database named by the item count
// and a hash of what shapes it (migrations, tokenizer, generator): later runs copy it in seconds.
// Run alone: `npx tsx tools/bench/search-latency.ts` (SEARCH_BENCH_ITEMS, e.g. 1000000, SEARCH_BENCH_ROUNDS;
// SEARCH_BENCH_PGLITE=0 skips PGlite).
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../server/src/db/database';
import { onBenchDatabases } from './bench-databases';
import { fillSearchIndex, searchTemplate } from './search-data';
import { COMMON, QUERIES, zipfLog } from './search-mix';
import { searchSections, suggestTitles } from '../../server/src/modules/search/search.service';
import type { SearchKind } from '../../server/src/modules/search/search-sources';
import { tsqueryFor } from '../../server/src/modules/search/search-tokens';

const ITEMS = Number(process.env.SEARCH_BENCH_ITEMS ?? 100_000);
const ROUNDS = Number(process.env.SEARCH_BENCH_ROUNDS ?? 3);
const GOAL_P95_MS = 50;

const SECTIONS: Record<string, SearchKind[]> = { courses: ['course'], lives: ['live'], articles: ['article'], videos: ['video', 'short_video'] };

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
  /** The Zipf mix, every answer searched (no reuse here: this is the database work alone). */
  mix: { p50: number; p95: number; max: number };
  suggest: { p50: number; p95: number; max: number };
  common: { p50: number; p95: number; max: number };
  plan: string;
}

/** 300 searches of the mix, distinct terms in log order: what the index is asked, once a term's answer is not reused. */
const MIX = [...new Set(zipfLog(300))];

async function measureOn(label: string, database: Database, filled: boolean): Promise<SearchLatency> {
  const started = performance.now();
  if (!filled) await fillSearchIndex(database, ITEMS);
  const fillSeconds = (performance.now() - started) / 1000;
  return {
    database: label,
    items: ITEMS,
    fillSeconds,
    search: await timed((q) => searchOnce(database.db, q)),
    mix: await timed((q) => searchOnce(database.db, q), MIX, ROUNDS),
    suggest: await timed((q) => suggestOnce(database.db, q)),
    // About as many samples as the normal terms get, so both p95s mean the same.
    common: await timed((q) => searchOnce(database.db, q), COMMON, ROUNDS * Math.ceil(QUERIES.length / COMMON.length)),
    plan: await planOf(database.db),
  };
}

export function measureSearchLatency(): Promise<SearchLatency[]> {
  return onBenchDatabases('boyihui_bench_search', (label, database, filled) => measureOn(label, database, filled), {
    pglite: process.env.SEARCH_BENCH_PGLITE !== '0',
    template: searchTemplate(ITEMS),
  });
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
    console.log(
      `  ${''.padEnd(10)} Zipf mix p50 ${ms(r.mix.p50)}  p95 ${ms(r.mix.p95)}  max ${ms(r.mix.max)}  (${MIX.length} distinct terms of the log, each searched)`,
    );
    console.log(
      `  ${''.padEnd(10)} suggest p50 ${ms(r.suggest.p50)}  p95 ${ms(r.suggest.p95)}  (index filled in ${r.fillSeconds.toFixed(0)} s${r.fillSeconds < 1 ? ': a copy of the cached template' : ''})`,
    );
    const ratio = (common: number, normal: number) => `${(common / normal).toFixed(1)}×`;
    console.log(
      `  ${''.padEnd(10)} common  p50 ${ms(r.common.p50)}  p95 ${ms(r.common.p95)}  max ${ms(r.common.max)}  = ${ratio(r.common.p50, r.search.p50)} / ${ratio(r.common.p95, r.search.p95)} the normal terms' p50 / p95 (${COMMON.join(', ')}: in a third / half of all items)`,
    );
    // Where the server has RUM, the planner may scan the RUM index of tsv instead of the GIN one: both are indexes of the term.
    const index = /search_documents_tsv(_rum)?_idx/.exec(r.plan)?.[0];
    const usesIndex = index !== undefined && !/Seq Scan/.test(r.plan);
    console.log(`  ${''.padEnd(10)} 2-character query plan: ${usesIndex ? `index of the term (${index}), no seq scan` : `CHECK:\n${r.plan}`}`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  printSearchLatency(await measureSearchLatency());
}
