// Search latency: p50/p95 of the search screen's database work with 100,000 generated items,
// on PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL; a throwaway database of its own, dropped after)
// and on PGlite (in memory). Goal: p95 ≤ 50 ms on PostgreSQL. Also a Zipf-distributed mix of terms
// (search-mix.ts), and the plan of a 2-character query (it must use the GIN index, not scan the table).
// On PostgreSQL the filled index is built once and kept as a template database named by the item count
// and a hash of what shapes it (migrations, tokenizer, generator): later runs copy it in seconds.
// Run alone: `npx tsx tools/bench/search-latency.ts` (SEARCH_BENCH_ITEMS, e.g. 1000000, SEARCH_BENCH_ROUNDS;
// SEARCH_BENCH_PGLITE=0 skips PGlite).
// fill() is exported for ad-hoc plan experiments on a filled database.
import { performance } from 'node:perf_hooks';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../server/src/db/database';
import { onBenchDatabases } from './bench-databases';
import { COMMON, QUERIES, zipfLog } from './search-mix';
import { migrateDatabase } from '../../server/src/db/migrate-database';
import { searchSections, suggestTitles } from '../../server/src/modules/search/search.service';
import { documentVectors } from '../../server/src/modules/search/search-index.repository';
import type { SearchKind } from '../../server/src/modules/search/search-sources';
import { tsqueryFor } from '../../server/src/modules/search/search-tokens';
import { createPrng } from '../../server/src/seed/prng';
import { HOSPITAL_NAMES, PASSAGES, SPECIALTIES, TEMPLATES } from '../../server/src/seed/texts';

const ITEMS = Number(process.env.SEARCH_BENCH_ITEMS ?? 100_000);
const ROUNDS = Number(process.env.SEARCH_BENCH_ROUNDS ?? 3);
const GOAL_P95_MS = 50;

export { COMMON, QUERIES } from './search-mix';

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
      const body = `${rand.pick(PASSAGES)}${rand.pick(PASSAGES)} ${rand.pick(HOSPITAL_NAMES)} ${SPECIALTIES[specialty].dept}`;
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

/**
 * A bulk load into the search index: the GIN indexes are dropped and built once afterwards (far cheaper
 * than inserting into them row by row with fastupdate off), then VACUUM ANALYZE, as after a real bulk load.
 */
export async function bulkLoad(database: Database, load: () => Promise<void>): Promise<void> {
  const db = database.db;
  const rum =
    ((await db.execute(sql`SELECT 1 FROM pg_indexes WHERE indexname = 'search_documents_tsv_rum_idx'`)) as unknown as { rows: unknown[] }).rows.length > 0;
  await db.execute(sql`DROP INDEX search_documents_tsv_idx`);
  await db.execute(sql`DROP INDEX search_documents_title_tsv_idx`);
  await db.execute(sql`DROP INDEX IF EXISTS search_documents_tsv_rum_idx`);
  await load();
  await db.execute(sql`SET maintenance_work_mem = '256MB'`);
  await db.execute(sql`CREATE INDEX search_documents_tsv_idx ON search_documents USING gin (tsv) WITH (fastupdate = off)`);
  await db.execute(sql`CREATE INDEX search_documents_title_tsv_idx ON search_documents USING gin (title_tsv) WITH (fastupdate = off)`);
  // As migration search_lexeme_counts creates it where the server has RUM.
  if (rum)
    await db.execute(
      sql`CREATE INDEX search_documents_tsv_rum_idx ON search_documents USING rum (tsv rum_tsvector_addon_ops, published_at) WITH (attach = 'published_at', to = 'tsv')`,
    );
  await db.execute(sql`VACUUM ANALYZE search_documents`);
}

/** `to` search items from the `from` generated ones: copies with other popularity and dates. */
export async function growSearchIndex(database: Database, from: number, to: number): Promise<void> {
  const copies = Math.ceil(to / from) - 1;
  await bulkLoad(database, async () => {
    await database.db
      .execute(sql`INSERT INTO search_documents (source, source_id, kind, origin_type, channel, title, summary, tsv, title_tsv, popularity, published_at)
      SELECT source, source_id + c * ${from}, kind, origin_type, channel, title, summary, tsv, title_tsv,
        (popularity * 7 + c * 7919) % 20001, published_at - ((c * 37 + source_id) % 1000) * interval '1 day'
      FROM search_documents, generate_series(1, ${copies}) c WHERE source = 'bench' AND source_id <= ${from}`);
  });
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
  /** The Zipf mix, every answer searched (no reuse here: this is the database work alone). */
  mix: { p50: number; p95: number; max: number };
  suggest: { p50: number; p95: number; max: number };
  common: { p50: number; p95: number; max: number };
  plan: string;
}

/** Generated items up to 100,000; past that, copies of those (as the production bench grows its index). */
async function fillIndex(database: Database): Promise<void> {
  await migrateDatabase(database);
  const base = Math.min(ITEMS, 100_000);
  await bulkLoad(database, () => fill(database.db, base));
  if (ITEMS > base) await growSearchIndex(database, base, ITEMS);
}

/** 300 searches of the mix, distinct terms in log order: what the index is asked, once a term's answer is not reused. */
const MIX = [...new Set(zipfLog(300))];

async function measureOn(label: string, database: Database, filled: boolean): Promise<SearchLatency> {
  const started = performance.now();
  if (!filled) await fillIndex(database);
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
    template: { name: `boyihui_bench_cache_search_${ITEMS}_${cacheKey()}`, build: fillIndex },
  });
}

/** What the filled index depends on: a change to any of these builds a new template. */
function cacheKey(): string {
  const root = fileURLToPath(new URL('../../', import.meta.url));
  const hash = createHash('sha256');
  const migrations = join(root, 'server/drizzle');
  for (const file of readdirSync(migrations)
    .filter((f) => f.endsWith('.sql'))
    .sort())
    hash.update(readFileSync(join(migrations, file)));
  for (const file of [
    'tools/bench/search-latency.ts',
    'server/src/modules/search/search-tokens.ts',
    'server/src/modules/search/search-index.repository.ts',
    'server/src/seed/texts.ts',
  ])
    hash.update(readFileSync(join(root, file)));
  return hash.digest('hex').slice(0, 10);
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
