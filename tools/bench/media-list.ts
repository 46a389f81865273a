// `npm run bench`, media: the console's media library list with 10,000 items (BENCH_MEDIA_ITEMS), on a
// fresh database: listMedia as GET /ops/api/media runs it (a page of 40 newest first, the count of matches,
// the uploader filter's names) for the first page, a name search and a kind filter. Goal: p95 < 100 ms.
// On PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL; a throwaway database of its own, dropped after)
// and on PGlite (in memory, the embedded default). Run alone: `npx tsx tools/bench/media-list.ts`
// (BENCH_MEDIA_ITEMS, BENCH_MEDIA_LIST_RUNS).
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../server/src/config/config';
import { mediaLimitsOf } from '../../server/src/media-processing';
import type { Database, Db } from '../../server/src/db/database';
import { onBenchDatabases } from './bench-databases';
import { migrateDatabase } from '../../server/src/db/migrate-database';
import { mediaAssets, type MediaImageVariant } from '../../server/src/db/schema';
import { listMedia, type MediaQuery } from '../../server/src/modules/ops-media/ops-media.service';
import { LIBRARY_IMAGE_WIDTHS } from '../../contract/media/library-image';
import { createPrng, type Prng } from '../../server/src/seed/prng';
import { HOSPITAL_NAMES, SPECIALTIES } from '../../server/src/seed/texts';
import { percentile, sig3 } from './stats';

const ITEMS = Number(process.env.BENCH_MEDIA_ITEMS ?? 10_000);
const RUNS = Number(process.env.BENCH_MEDIA_LIST_RUNS ?? 50);
const GOAL_P95_MS = 100;
/** The console's page (src/ops/media/media-library.tsx). */
const PAGE_SIZE = 40;
/** A disease in about one name in 48: a search with a few hundred matches. */
const SEARCH = '高血压';

/** A server's without settings; the list only echoes them, so their values do not change the work. */
const LIMITS = mediaLimitsOf(loadConfig({}));

export const LIST_QUERIES: ReadonlyArray<{ name: string; query: MediaQuery }> = [
  { name: 'first page', query: { page: 1, pageSize: PAGE_SIZE } },
  { name: 'name search', query: { q: SEARCH, page: 1, pageSize: PAGE_SIZE } },
  { name: 'kind: videos', query: { kind: 'video', page: 1, pageSize: PAGE_SIZE } },
];

const UPLOADERS = ['博医荟编辑部', '王编辑', '李运营', '张晓明', '陈海燕', '刘文博', '赵静怡', '周卫东', '吴俊杰', '孙雪梅'];
const IMAGE_KINDS = ['会议现场', '讲者照片', '海报', '课程封面', '病例影像', '宣传图'];

const hex = (rand: Prng, length: number) => Array.from({ length }, () => Math.floor(rand.next() * 16).toString(16)).join('');

/** One library item as uploads leave it: 70 % images with all their sizes, 20 % videos with HLS, 10 % PDFs. */
function item(rand: Prng, n: number, now: number): typeof mediaAssets.$inferInsert {
  const specialty = rand.pick(SPECIALTIES);
  const disease = rand.pick(specialty.diseases);
  const sha256 = hex(rand, 64);
  const base = {
    sha256,
    uploaderName: rand.pick(UPLOADERS),
    // Two years of uploads; a few were deleted since (they keep their rows, and the list skips them).
    createdAt: new Date(now - rand.int(0, 2 * 365 * 86_400) * 1000),
    deletedAt: rand.chance(0.03) ? new Date(now) : null,
  };
  const kind = rand.next();
  if (kind < 0.7) {
    const variants: MediaImageVariant[] = LIBRARY_IMAGE_WIDTHS.flatMap((width) =>
      (['webp', 'jpeg'] as const).map((format) => ({
        width,
        height: Math.round((width * 3) / 4),
        format,
        url: `/media/library/img-${sha256.slice(0, 32)}-${width}.${format === 'jpeg' ? 'jpg' : format}`,
        size: width * rand.int(60, 160),
      })),
    );
    return {
      ...base,
      kind: 'image',
      name: `${disease}${rand.pick(IMAGE_KINDS)}-${n}.jpg`,
      mime: 'image/jpeg',
      size: rand.int(200_000, 6_000_000),
      url: `/media/library/img-${sha256.slice(0, 32)}.jpg`,
      width: 4000,
      height: 3000,
      variants,
    };
  }
  if (kind < 0.9) {
    const stem = `hls-${sha256.slice(0, 32)}-${hex(rand, 8)}`;
    return {
      ...base,
      kind: 'video',
      name: `${rand.pick(HOSPITAL_NAMES)}${specialty.dept}${disease}专题讲座-第${(n % 12) + 1}讲.mp4`,
      mime: 'video/mp4',
      size: rand.int(50_000_000, 1_500_000_000),
      url: `/media/library/vid-${sha256.slice(0, 32)}.mp4`,
      width: 1920,
      height: 1080,
      duration: rand.int(300, 5400),
      hlsUrl: `/media/library/${stem}.m3u8`,
      renditions: [
        { width: 640, height: 360 },
        { width: 1280, height: 720 },
      ],
      posterUrl: `/media/library/img-${hex(rand, 32)}.jpg`,
      posterSecond: 10,
    };
  }
  return {
    ...base,
    kind: 'document',
    name: `${disease}诊疗指南（${2018 + (n % 8)}版）.pdf`,
    mime: 'application/pdf',
    size: rand.int(300_000, 20_000_000),
    url: `/media/library/doc-${sha256.slice(0, 32)}.pdf`,
    pages: rand.int(4, 120),
    posterUrl: `/media/library/img-${hex(rand, 32)}.jpg`,
  };
}

async function fill(db: Db, count: number): Promise<void> {
  const rand = createPrng(11);
  const now = Date.now();
  for (let start = 0; start < count; start += 500) {
    const rows = Array.from({ length: Math.min(500, count - start) }, (_, i) => item(rand, start + i + 1, now));
    await db.insert(mediaAssets).values(rows);
  }
  // Steady state: autovacuum would have set the statistics by now.
  await db.execute(sql`ANALYZE media_assets`);
}

export interface ListFigure {
  name: string;
  total: number;
  medianMs: number;
  p95Ms: number;
}

export interface MediaListFigures {
  database: string;
  items: number;
  fillSeconds: number;
  queries: ListFigure[];
}

async function measureOn(label: string, database: Database): Promise<MediaListFigures> {
  await migrateDatabase(database);
  const filling = performance.now();
  await fill(database.db, ITEMS);
  const fillSeconds = (performance.now() - filling) / 1000;
  const totals: number[] = [];
  for (const { query } of LIST_QUERIES) totals.push((await listMedia(database.db, query, LIMITS)).total); // warm-up
  // Interleaved, so a moment of load on the shared machine falls on every query alike.
  const times: number[][] = LIST_QUERIES.map(() => []);
  for (let round = 0; round < RUNS; round++) {
    for (const [index, { query }] of LIST_QUERIES.entries()) {
      const started = performance.now();
      await listMedia(database.db, query, LIMITS);
      times[index].push(performance.now() - started);
    }
  }
  const queries = LIST_QUERIES.map(({ name }, index) => {
    const sorted = [...times[index]].sort((a, b) => a - b);
    return { name, total: totals[index], medianMs: percentile(sorted, 50), p95Ms: percentile(sorted, 95) };
  });
  return { database: label, items: ITEMS, fillSeconds, queries };
}

export function measureMediaList(): Promise<MediaListFigures[]> {
  return onBenchDatabases('boyihui_bench_media', measureOn);
}

export function printMediaList(results: MediaListFigures[]): void {
  console.log(
    `\nMedia: the library list with ${ITEMS.toLocaleString('en')} items (listMedia: a page of ${PAGE_SIZE}, the count and the uploader names; ` +
      `the name search is ${SEARCH}; ${RUNS} runs of each, interleaved)`,
  );
  if (!results.some((r) => r.database === 'PostgreSQL')) console.log('  PostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
  const width = Math.max(...LIST_QUERIES.map((q) => q.name.length));
  for (const r of results) {
    for (const [index, q] of r.queries.entries()) {
      const label = index === 0 ? r.database : '';
      const verdict = q.p95Ms < GOAL_P95_MS ? 'met' : 'NOT met';
      console.log(
        `  ${label.padEnd(10)} ${q.name.padEnd(width)}  median ${sig3(q.medianMs).padStart(5)} ms  p95 ${sig3(q.p95Ms).padStart(5)} ms  (${q.total} matches)  goal p95 < ${GOAL_P95_MS} ms ${verdict}`,
      );
    }
    console.log(`  ${''.padEnd(10)} (${r.items.toLocaleString('en')} rows inserted in ${sig3(r.fillSeconds)} s)`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  printMediaList(await measureMediaList());
}
