// The search bench's data: generated index rows (the generator's texts are the seed's), a bulk load that
// builds the text indexes once afterwards, and growth by copies to a million rows. A filled index is kept
// between runs as a template database named by its size and a hash of what shapes its rows (searchTemplate).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../server/src/db/database';
import { migrateDatabase } from '../../server/src/db/migrate-database';
import { documentVectors } from '../../server/src/modules/search/search-index.repository';
import type { SearchKind } from '../../server/src/modules/search/search-sources';
import { createPrng } from '../../server/src/seed/prng';
import { lectureDescription } from '../../server/src/seed/corpus/lecture-texts';
import { HOSPITAL_NAMES, SPECIALTIES, TEMPLATES } from '../../server/src/seed/texts';

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

/** A migrated database with `items` search items: up to 100,000 generated, past that copies of those. */
export async function fillSearchIndex(database: Database, items: number): Promise<void> {
  await migrateDatabase(database);
  const base = Math.min(items, 100_000);
  await bulkLoad(database, () => fill(database.db, base));
  if (items > base) await growSearchIndex(database, base, items);
}

/** What the filled index depends on: a change to any of these builds a new template. */
function searchCacheKey(): string {
  const root = fileURLToPath(new URL('../../', import.meta.url));
  const hash = createHash('sha256');
  const migrations = join(root, 'server/drizzle');
  for (const file of readdirSync(migrations)
    .filter((f) => f.endsWith('.sql'))
    .sort())
    hash.update(readFileSync(join(migrations, file)));
  for (const file of [
    'tools/bench/search-data.ts',
    'server/src/modules/search/search-tokens.ts',
    'server/src/modules/search/search-index.repository.ts',
    'server/src/seed/texts.ts',
  ])
    hash.update(readFileSync(join(root, file)));
  return hash.digest('hex').slice(0, 10);
}

/**
 * The template database of a filled index (`ensureTemplate` in bench-databases.ts builds it the first time,
 * later runs copy it in seconds): the search bench and the production bench's 1M step share it. Drop old
 * ones by hand (`boyihui_bench_cache_search_*`) when no longer wanted.
 */
export function searchTemplate(items: number): { name: string; build: (database: Database) => Promise<void> } {
  return { name: `boyihui_bench_cache_search_${items}_${searchCacheKey()}`, build: (database) => fillSearchIndex(database, items) };
}
