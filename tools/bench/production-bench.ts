// `npm run bench`, the production table: one production server process (NODE_ENV=production) on
// PostgreSQL + Redis against a bare Fastify hello-world, both measured in the same interleaved rounds, so
// the machine's load at a moment hits both alike. Each row: throughput (median and range over the rounds),
// its ratio to hello-world in that round, p95, and SQL statements and Redis calls per request from a
// separate counting pass (a counting proxy in front of PostgreSQL, a MONITOR on the bench's own
// redis-server). Search runs with 100,000 generated items, then with 1,000,000 (growth printed).
// The bench never reads content it flooded: comments go to an article of their own; detail reads and
// Lighthouse use another.
import { randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, symlinkSync, realpathSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { request } from 'undici';
import { openDatabase, type Database } from '../../server/src/db/database';
import { articles, users } from '../../server/src/db/schema/index';
import { createSession } from '../../server/src/modules/auth/sessions.service';
import { createDatabase, databaseUrl, dropDatabase } from '../../server/src/testing/postgres-admin';
import { privateRedis, type PrivateRedis } from '../../server/src/testing/private-redis';
import { startCeiling, startHello, startServer, type Running } from './app-under-test';
import { buildIfStale } from '../build/build-inputs';
import { advertSeenCookies, medianLighthouse, type PageCookie } from './lighthouse';
import { measure, type LoadRequest } from './load';
import { countingProxy } from './pg-counter';
import { cpuMicrosPerRequest, processCpuMs } from './process-cpu';
import { countRedisCalls } from './redis-calls';
import { renderTable, type Goal, type Row } from './report';
import { ensureTemplate } from './bench-databases';
import { bulkLoad, fill, growSearchIndex, searchTemplate } from './search-data';
import { COMMON, QUERIES, zipfLog } from './search-mix';
import { percentile, sig3, spread, type Spread } from './stats';

const ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '..', '..');

export interface BenchOptions {
  quick: boolean;
  /** A git ref measured beside this checkout in the same rounds. */
  compare?: string;
}

interface Settings {
  rounds: number;
  seconds: number;
  concurrency: number;
  searchItems: number;
  millionItems: number | undefined;
  lighthouseRuns: number;
  countRequests: number;
  /** Sequential requests per row for the p95. */
  latencyRequests: number;
  /**
   * Comment posts are limited to one per user every 5 s: enough users that none posts twice within that at
   * ~1,500 posts/s (a refused post is an error, and costs more than a stored one: it takes the full way).
   */
  commenters: number;
}

function settingsOf(options: BenchOptions): Settings {
  const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
  return options.quick
    ? {
        rounds: 2,
        seconds: 1,
        concurrency: 16,
        searchItems: env('BENCH_SEARCH_ITEMS', 20_000),
        millionItems: undefined,
        lighthouseRuns: 1,
        countRequests: 5,
        latencyRequests: 20,
        commenters: 3000,
      }
    : {
        rounds: env('BENCH_ROUNDS', 5),
        seconds: env('BENCH_SECONDS', 3),
        concurrency: env('BENCH_CONCURRENCY', 32),
        searchItems: env('BENCH_SEARCH_ITEMS', 100_000),
        millionItems: env('BENCH_SEARCH_ITEMS_LARGE', 1_000_000),
        lighthouseRuns: env('BENCH_LIGHTHOUSE_RUNS', 3),
        countRequests: 20,
        latencyRequests: env('BENCH_LATENCY_REQUESTS', 60),
        // Enough that nobody posts twice in a round even at 4,000 posts a second (above this row's goal).
        commenters: env('BENCH_COMMENT_USERS', Math.max(8000, 4000 * env('BENCH_SECONDS', 3))),
      };
}

/** One checkout under test: its server, its database, and what the bench prepared in it. */
interface Subject {
  label: string;
  root: string;
  dbUrl: string;
  server: Running;
  /** A second process on the same database and Redis database that reuses no search answer (UNCACHED). */
  uncached: Running;
  database: Database;
  readArticleId: number;
  commentArticleId: number;
  readerToken: string;
  commenterTokens: string[];
  /** The ceiling server on this subject's database, and the users its comment posts claim (not the app's commenters). */
  ceiling: Running;
  ceilingUserIds: number[];
  hello: Running;
}

/** What a row's ceiling is: the ceiling server's minimum of the route, or hello-world replaying the route's bytes. */
interface Ceiling {
  on: 'ceiling' | 'hello';
  request: (subject: Subject, n: number) => LoadRequest;
}

interface Target {
  name: string;
  goal: Goal;
  request: (subject: Subject, n: number) => LoadRequest;
  /** Counts an answer as an error (default: status ≥ 400). */
  isError?: (status: number, body: string) => boolean;
  warmUp?: boolean;
  /** Measured on the subject's process that searches the index on every request. */
  uncached?: boolean;
  /** How many different requests it cycles through: the latency and counting passes warm up each once. */
  variants?: number;
  /** Measured right after the row in every round: the row's "to ceiling" ratio. */
  ceiling?: Ceiling;
  /** The latency pass's requests for this row, where the default is too few to weigh what it mixes. */
  latencyRequests?: number;
}

/** Requests sent before a latency or counting pass measures a row (each of its variants at least once). */
const warmUpsOf = (target: Target) => (target.warmUp === false ? 0 : Math.max(3, target.variants ?? 1));

/** Settings of the process that shows what a search costs when its answer is not reused. */
const UNCACHED = { SEARCH_CACHE_MS: '0' };
const serverOf = (subject: Subject, target: Target): Running => (target.uncached ? subject.uncached : subject.server);

const envelopeError = (status: number, body: string) => status >= 400 || !body.startsWith('{"code":0');
const search = (keyword: string, order: number) => `/course/api/search?keyword=${encodeURIComponent(keyword)}&order=${order}`;
const THIRD = COMMON[0]; // MDT: in a third of all generated items
/** What doctors type, as a log: a few terms asked again and again, a long tail asked once in a while. */
const ZIPF_LOG = zipfLog(5000);
/** Sequential searches of the mix in the latency pass (several seconds on one connection). */
const ZIPF_LATENCY_REQUESTS = 400;

/** The detail's ceiling: one narrow primary-key select (ceiling-server.ts). */
const DETAIL_CEILING: Ceiling = { on: 'ceiling', request: (s) => ({ path: `/article/${s.readArticleId}` }) };
/** A cached answer's ceiling: its exact bytes from hello-world (stored by storeAnswerBytes). */
const BYTES_CEILING = (name: string): Ceiling => ({ on: 'hello', request: () => ({ path: `/bytes/${name}` }) });

/** Rows whose name matches BENCH_ONLY (a regular expression), or all; Lighthouse only without it, the 1M step where a 1M row matches. */
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : undefined;

function targets(items: number): Target[] {
  return allTargets(items).filter((target) => !ONLY || ONLY.test(target.name));
}

function allTargets(items: number): Target[] {
  return [
    { name: 'GET home', goal: { ratio: 0.65 }, request: () => ({ path: '/course/api/home' }), ceiling: BYTES_CEILING('home') },
    {
      name: 'GET a layout (home-new)',
      goal: { ratio: 0.65 },
      request: () => ({ path: '/layout/api/layouts/home-new' }),
      ceiling: BYTES_CEILING('layout'),
    },
    // The page a phone opens first: the shell with the home feed's first screen drawn in (kept per address).
    { name: 'GET / (the HTML page, first screen drawn)', goal: { ratio: 0.4 }, request: () => ({ path: '/' }), ceiling: BYTES_CEILING('html') },
    {
      name: 'GET article detail, anonymous',
      goal: { ratio: 0.3 },
      request: (s) => ({ path: `/course/api/article/detail/${s.readArticleId}` }),
      ceiling: DETAIL_CEILING,
    },
    {
      name: 'GET article detail, signed in',
      goal: { ratio: 0.25 },
      request: (s) => ({ path: `/course/api/article/detail/${s.readArticleId}`, headers: { 'x-token': s.readerToken } }),
      ceiling: DETAIL_CEILING,
    },
    {
      name: 'POST a comment, signed in',
      goal: { ratio: 0.08 },
      ceiling: {
        on: 'ceiling',
        request: (s, n) => ({
          path: '/comments',
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ user: s.ceilingUserIds[n % s.ceilingUserIds.length], content_id: s.commentArticleId, content: `压测评论 ${n}` }),
        }),
      },
      warmUp: false,
      isError: envelopeError,
      request: (s, n) => ({
        path: '/course/api/comments',
        method: 'POST',
        // The body is read to check the code.
        headers: { 'x-token': s.commenterTokens[n % s.commenterTokens.length], 'content-type': 'application/json', 'accept-encoding': 'identity' },
        body: JSON.stringify({ content_id: s.commentArticleId, comment_type: 2, content: `压测评论 ${n}` }),
      }),
    },
    ...searchTargets(items, { cached: true }),
  ];
}

/**
 * The search rows: as doctors meet them (a term asked again within SEARCH_CACHE_MS is answered from the
 * process's cache), and with every answer searched in the index (the cost of a term nobody asked lately).
 */
function searchTargets(items: number, { cached }: { cached: boolean }): Target[] {
  const k = `${sig3(items / 1000)}k`;
  const rows = (uncached: boolean): Target[] => {
    const how = uncached ? ', every answer searched' : '';
    // A searched answer's goal: ≥ 0.03× and p95 ≤ 30 ms at 100k items, ≥ 0.015× and p95 ≤ 50 ms at 1M.
    const goal = !uncached ? { ratio: 0.08, p95Ms: 30 } : items >= 1_000_000 ? { ratio: 0.015, p95Ms: 50 } : { ratio: 0.03, p95Ms: 30 };
    return [
      {
        name: `GET search, normal term (${k})${how}`,
        goal,
        request: (_s, n) => ({ path: search(QUERIES[n % QUERIES.length], 1) }),
        isError: envelopeError,
        uncached,
        variants: QUERIES.length,
      },
      {
        name: `GET search, Zipf mix of ${ZIPF_LOG.length} searches (${k})${how}`,
        goal,
        request: (_s, n) => ({ path: search(ZIPF_LOG[n % ZIPF_LOG.length], 1) }),
        isError: envelopeError,
        uncached,
        // A term asked once in twenty searches must count in the p95: 60 requests replayed 60 of the log.
        latencyRequests: ZIPF_LATENCY_REQUESTS,
      },
      ...[1, 2, 3].map((order): Target => ({
        name: `GET search, term in a third of items, order ${order} (${k})${how}`,
        goal: { ratio: 0.06, p95Ms: 50 },
        request: () => ({ path: search(THIRD, order) }),
        isError: envelopeError,
        uncached,
      })),
    ];
  };
  return cached ? [...rows(false), ...rows(true)] : rows(true);
}

// Like a phone's browser: compressed answers accepted (the cached home/layout bodies are stored compressed).
const HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

interface Measured {
  ratios: number[];
  perSecond: number[];
  /** The row's throughput over its ceiling's, measured right after it in the same round. */
  toCeiling: number[];
  /** The serving process's CPU per answered request, µs: the row's, and its ceiling's in the same round. */
  cpuMicros: number[];
  ceilingCpuMicros: number[];
  errors: number;
}

/** A row's CPU figures, where /proc told them. */
function cpuFigures(m: Measured): Pick<Row, 'cpuMicros' | 'ceilingCpuMicros'> {
  return {
    ...(m.cpuMicros.length > 0 ? { cpuMicros: spread(m.cpuMicros) } : {}),
    ...(m.ceilingCpuMicros.length > 0 ? { ceilingCpuMicros: spread(m.ceilingCpuMicros) } : {}),
  };
}

/** A round taken above this load average (1 min) is marked: the machine was busy with more than the bench. */
const LOADED = 1.5 * cpus().length;

/** The load averages of the rounds, a loaded one marked with *. */
function loadText(loads: readonly number[]): string {
  return loads.map((load) => `${load.toFixed(2)}${load > LOADED ? '*' : ''}`).join(', ');
}

/**
 * `rounds` rounds; in each, every (subject, target) for `seconds` with hello-world between them, the order
 * rotated each round so no row always runs first or last.
 */
async function interleaved(subjects: Subject[], list: Target[], settings: Settings, hello: Running) {
  const helloRates: number[] = [];
  const helloCpu: number[] = [];
  const measured = new Map<string, Measured>();
  const key = (subject: Subject, target: Target) => `${subject.label}\u0000${target.name}`;
  const cells = subjects.flatMap((subject) => list.map((target) => ({ subject, target })));
  const counters = new Map<string, number>();
  const run = async (subject: Subject, target: Target, seconds: number) => {
    const start = counters.get(key(subject, target)) ?? 0;
    let n = start;
    const server = serverOf(subject, target);
    const cpuStart = await processCpuMs(server.pid);
    const result = await measure(server.url, {
      seconds,
      concurrency: settings.concurrency,
      headers: HEADERS,
      next: () => target.request(subject, n++),
      isError: target.isError,
    });
    counters.set(key(subject, target), n);
    return { ...result, cpuMicros: await cpuMicrosPerRequest(server.pid, cpuStart, result.requests) };
  };
  for (const { subject, target } of cells) if (target.warmUp !== false) await run(subject, target, 0.5);
  const measureHello = async () => {
    const cpuStart = await processCpuMs(hello.pid);
    const result = await measure(`${hello.url}/hello`, { seconds: settings.seconds, concurrency: settings.concurrency, headers: HEADERS });
    helloRates.push(result.perSecond);
    const cpu = await cpuMicrosPerRequest(hello.pid, cpuStart, result.requests);
    if (cpu !== undefined) helloCpu.push(cpu);
    return result.perSecond;
  };
  const ceilingCounters = new Map<string, number>();
  const runCeiling = async (subject: Subject, ceiling: Ceiling, name: string, seconds: number) => {
    let n = ceilingCounters.get(`${subject.label}\u0000${name}`) ?? 0;
    const server = ceiling.on === 'hello' ? subject.hello : subject.ceiling;
    const cpuStart = await processCpuMs(server.pid);
    const result = await measure(server.url, {
      seconds,
      concurrency: settings.concurrency,
      headers: HEADERS,
      next: () => ceiling.request(subject, n++),
    });
    ceilingCounters.set(`${subject.label}\u0000${name}`, n);
    return { ...result, cpuMicros: await cpuMicrosPerRequest(server.pid, cpuStart, result.requests) };
  };
  for (const { subject, target } of cells) if (target.ceiling) await runCeiling(subject, target.ceiling, target.name, 0.5);
  const loads: number[] = [];
  for (let round = 0; round < settings.rounds; round++) {
    // Hello-world runs between every two rows, and a row's ratio is to the mean of the hello-worlds just
    // before and after it: on a shared machine the load changes within seconds.
    let before = await measureHello();
    const order = cells.map((_, i) => cells[(i + round * 3) % cells.length]);
    for (const { subject, target } of order) {
      const result = await run(subject, target, settings.seconds);
      // The ceiling right after its row, so the two meet the same load.
      const ceiling = target.ceiling ? await runCeiling(subject, target.ceiling, target.name, settings.seconds) : undefined;
      const after = await measureHello();
      const m = measured.get(key(subject, target)) ?? { ratios: [], perSecond: [], toCeiling: [], cpuMicros: [], ceilingCpuMicros: [], errors: 0 };
      m.ratios.push(result.perSecond / ((before + after) / 2));
      m.perSecond.push(result.perSecond);
      if (ceiling && ceiling.perSecond > 0) m.toCeiling.push(result.perSecond / ceiling.perSecond);
      if (result.cpuMicros !== undefined) m.cpuMicros.push(result.cpuMicros);
      if (ceiling?.cpuMicros !== undefined) m.ceilingCpuMicros.push(ceiling.cpuMicros);
      m.errors += result.errors;
      measured.set(key(subject, target), m);
      before = after;
    }
    const load = loadavg()[0];
    loads.push(load);
    process.stderr.write(`  round ${round + 1}/${settings.rounds} done, load average ${loadText([load])}\n`);
  }
  return {
    hello: spread(helloRates),
    helloCpu: helloCpu.length > 0 ? spread(helloCpu) : undefined,
    loads,
    get: (subject: Subject, target: Target) => measured.get(key(subject, target)),
  };
}

/** Users with sessions, made in the database (enough that none posts twice within the 5 s comment interval). */
async function sessions(database: Database, count: number, prefix: string): Promise<string[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i += 500) {
    const rows = Array.from(
      { length: Math.min(500, count - i) },
      (_, j) => sql`(${`1${prefix}${String(i + j).padStart(7, '0')}`}, 1, ${`压测医生${i + j}`}, ${`压测${i + j}`})`,
    );
    // Only the columns named: a --compare checkout's database may have an older users table than this
    // checkout's schema (drizzle's insert would name every column).
    const inserted = await database.db.execute(sql`insert into ${users} (mobile, is_complete, name, nick_name) values ${sql.join(rows, sql`, `)} returning id`);
    // Reason for the cast: both drivers answer execute() with { rows }.
    ids.push(...(inserted as unknown as { rows: Array<{ id: number }> }).rows.map((r) => Number(r.id)));
  }
  const tokens: string[] = [];
  for (let i = 0; i < ids.length; i += 50) {
    const batch = await Promise.all(
      ids.slice(i, i + 50).map((id) => createSession(database.db, id, Date.now(), { accessTokenTtlSeconds: 7200, refreshTokenTtlSeconds: 86400 })),
    );
    tokens.push(...batch.map((t) => t.access_token));
  }
  return tokens;
}

/** A temporary worktree of `ref` sharing this checkout's node_modules. */
function worktreeOf(ref: string): { root: string; remove(): void } {
  const root = mkdtempSync(join(tmpdir(), 'bench-compare-'));
  execFileSync('git', ['worktree', 'add', '--detach', root, ref], { cwd: ROOT, stdio: 'ignore' });
  symlinkSync(realpathSync(join(ROOT, 'node_modules')), join(root, 'node_modules'));
  return {
    root,
    remove() {
      execFileSync('git', ['worktree', 'remove', '--force', root], { cwd: ROOT, stdio: 'ignore' });
      rmSync(root, { recursive: true, force: true });
    },
  };
}

async function firstArticle(database: Database): Promise<number> {
  const [article] = await database.db.select({ id: articles.id }).from(articles).where(eq(articles.contentType, 0)).orderBy(articles.id).limit(1);
  if (!article) throw new Error('the seed made no article');
  return article.id;
}

export async function runProductionBench(options: BenchOptions): Promise<void> {
  const settings = settingsOf(options);
  const serverUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  console.log(
    `\nProduction table: one server process (NODE_ENV=production) on PostgreSQL + Redis; ${settings.rounds} interleaved rounds of ${settings.seconds} s per row, ${settings.concurrency} connections${options.quick ? ' (--quick)' : ''}`,
  );
  if (!serverUrl) {
    console.log('  skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL (a PostgreSQL server; throwaway databases are created there)');
    return;
  }
  const redis: PrivateRedis = await privateRedis(); // started already
  const clientDir = resolve(ROOT, process.env.BENCH_CLIENT_DIR ?? 'dist');
  const cleanups: Array<() => Promise<unknown> | unknown> = [() => redis.dispose()];
  try {
    const hello = await startHello(ROOT);
    cleanups.push(() => hello.stop());
    const checkouts: Array<{ label: string; root: string }> = [{ label: 'this checkout', root: ROOT }];
    if (options.compare) {
      const tree = worktreeOf(options.compare);
      cleanups.push(() => tree.remove());
      checkouts.push({ label: options.compare, root: tree.root });
    }
    // What production runs is the build: each checkout's is made first when missing or stale (a --compare worktree's always).
    for (const checkout of checkouts) if (buildIfStale(checkout.root) !== 0) throw new Error(`npm run build failed in ${checkout.root}`);
    const subjects: Subject[] = [];
    for (const [i, checkout] of checkouts.entries()) {
      const name = `boyihui_test_bench_${randomBytes(4).toString('hex')}`;
      await createDatabase(serverUrl, name);
      cleanups.push(() => dropDatabase(serverUrl, name).catch(() => undefined));
      const dbUrl = databaseUrl(serverUrl, name);
      // Each checkout's own database and Redis database (its own caches and limits).
      const server = await startServer({ root: checkout.root, databaseUrl: dbUrl, redisUrl: `${redis.url}/${i}`, clientDir });
      cleanups.push(() => server.stop());
      const uncached = await startServer({ root: checkout.root, databaseUrl: dbUrl, redisUrl: `${redis.url}/${i}`, clientDir, env: UNCACHED });
      cleanups.push(() => uncached.stop());
      const database = await openDatabase({ url: dbUrl });
      cleanups.push(() => database.close());
      const readArticleId = await firstArticle(database);
      const [commentArticle] = await database.db
        .insert(articles)
        .values({ type: 1, title: '压测专用：评论写入', desc: '只供压测写评论', publishedAt: new Date() })
        .returning({ id: articles.id });
      const commenters = settings.commenters;
      const started = performance.now();
      const tokens = await sessions(database, commenters + 1, `99${i}`);
      // The ceiling's posts claim users of their own: the app's commenters keep their 5 s interval.
      const ceilingUserIds = await benchUsers(database, commenters, `98${i}`);
      const ceiling = await startCeiling(ROOT, dbUrl);
      cleanups.push(() => ceiling.stop());
      process.stderr.write(`  ${checkout.label}: ${commenters} commenters in ${sig3((performance.now() - started) / 1000)} s; filling search…\n`);
      const filling = performance.now();
      await bulkLoad(database, () => fill(database.db, settings.searchItems));
      process.stderr.write(`  ${settings.searchItems} search items in ${sig3((performance.now() - filling) / 1000)} s\n`);
      subjects.push({
        label: checkout.label,
        root: checkout.root,
        dbUrl,
        server,
        uncached,
        database,
        readArticleId,
        commentArticleId: commentArticle.id,
        readerToken: tokens[0],
        commenterTokens: tokens.slice(1),
        ceiling,
        ceilingUserIds,
        hello,
      });
    }
    const [main, before] = subjects;
    const list = targets(settings.searchItems);
    await storeAnswerBytes(main, hello);
    const result = await interleaved(subjects, list, settings, hello);
    const rowOf = (target: Target): Row => {
      const m = result.get(main, target);
      const b = before && result.get(before, target);
      return {
        name: target.name,
        goal: target.goal,
        ...(m ? { perSecond: spread(m.perSecond), ratio: spread(m.ratios), errors: m.errors } : {}),
        ...(m && m.toCeiling.length > 0 ? { toCeiling: spread(m.toCeiling) } : {}),
        ...(m ? cpuFigures(m) : {}),
        ...(b ? { before: spread(b.ratios) } : {}),
      };
    };
    const rows = list.map(rowOf);
    const latencies = await latencyPass(main, list, settings.latencyRequests, 1_000);
    rows.forEach((row, i) => (row.p95Ms = latencies[i]));

    // Counting pass: a second server of this checkout whose database connection runs through the proxy.
    const counts = await countingPass(main, list, settings, redis, clientDir);
    rows.forEach((row, i) => Object.assign(row, counts[i]));

    if (!ONLY) rows.push(...(await lighthouseRows(main, settings, clientDir)));
    console.log(
      `  hello-world (bare Fastify, one process): ${sig3(result.hello.median)} req/s (${sig3(result.hello.min)}–${sig3(result.hello.max)}) over the rounds${result.helloCpu ? `, ${sig3(result.helloCpu.median)} µs of CPU a request` : ''}`,
    );
    console.log(
      `  load average (1 min) after each round: ${loadText(result.loads)} on ${cpus().length} cores${result.loads.some((load) => load > LOADED) ? ` (* above ${LOADED}: a loaded round)` : ''}`,
    );
    for (const line of renderTable(rows, { compare: options.compare })) console.log(line);
    console.log(
      "  to ceiling: the row over its ceiling in the same round (ceiling-server.ts: bare Fastify and one pg pool doing the route's physical minimum; for a cached answer, hello-world sending its bytes).",
    );
    console.log(
      "  CPU/req: the serving process's CPU time per answer (user + system, from /proc), then its ceiling's; PostgreSQL's and Redis's are not in it. Read it against hello-world's CPU a request in the same run.",
    );

    if (!ONLY) await ceilingRows(main, settings, hello, rows);
    if (settings.millionItems && millionTargets(settings.millionItems).length > 0)
      await millionRows(subjects, settings, hello, rows, options.compare, { serverUrl, redisUrl: redis.url, clientDir, cleanups });
    console.log(
      '  SQL/req: PostgreSQL wire messages (Q + E) per request; Redis/req: commands the server sent per request, commands run inside a script not counted (MONITOR, separate pass).',
    );
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup();
  }
}

/** Users without sessions (the ceiling's posters), made in the database like sessions()' users. */
async function benchUsers(database: Database, count: number, prefix: string): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i += 500) {
    const rows = Array.from({ length: Math.min(500, count - i) }, (_, j) => sql`(${`1${prefix}${String(i + j).padStart(7, '0')}`}, 1, ${`上限医生${i + j}`})`);
    const inserted = await database.db.execute(sql`insert into ${users} (mobile, is_complete, name) values ${sql.join(rows, sql`, `)} returning id`);
    // Reason for the cast: both drivers answer execute() with { rows }.
    ids.push(...(inserted as unknown as { rows: Array<{ id: number }> }).rows.map((r) => Number(r.id)));
  }
  return ids;
}

/** One request of a row to the subject's process for it, its answer read to the end. */
async function sendOnce(subject: Subject, target: Target, spec: LoadRequest): Promise<void> {
  const response = await fetch(`${serverOf(subject, target).url}${spec.path}`, {
    method: spec.method ?? 'GET',
    headers: { ...HEADERS, ...spec.headers },
    body: spec.body,
  });
  await response.arrayBuffer();
}

/**
 * Latency as one user sees it: `requests` sequential requests per row on one connection (under the rounds'
 * 32 connections a p95 is mostly queueing: 32 / throughput). The median of three such p95s is not needed:
 * the rows run back to back, so the machine's load is alike for each.
 */
async function latencyPass(subject: Subject, list: Target[], requests: number, offset: number): Promise<number[]> {
  const out: number[] = [];
  let n = offset;
  for (const target of list) {
    const send = async () => {
      const spec = target.request(subject, n++);
      const sentAt = performance.now();
      await sendOnce(subject, target, spec);
      return performance.now() - sentAt;
    };
    for (let i = 0; i < warmUpsOf(target); i++) await send();
    const times: number[] = [];
    for (let i = 0; i < (target.latencyRequests ?? requests); i++) times.push(await send());
    out.push(
      percentile(
        times.sort((a, b) => a - b),
        95,
      ),
    );
  }
  return out;
}

async function countingPass(main: Subject, list: Target[], settings: Settings, redis: PrivateRedis, clientDir: string) {
  const upstream = new URL(main.dbUrl);
  const host = decodeURIComponent(upstream.hostname);
  const port = Number(upstream.port || 5432);
  // A database reached over its Unix socket (postgres://user@%2Fvar%2Frun%2Fpostgresql/db) is proxied from loopback.
  const proxy = await countingProxy(host.startsWith('/') ? { path: `${host}/.s.PGSQL.${port}` } : { host, port });
  const proxied = new URL(main.dbUrl);
  proxied.hostname = '127.0.0.1';
  proxied.port = String(proxy.port);
  const started = { root: main.root, databaseUrl: proxied.toString(), redisUrl: `${redis.url}/0`, clientDir };
  const server = await startServer(started);
  const uncached = await startServer({ ...started, env: UNCACHED });
  const redisCalls = await countRedisCalls(redis.url);
  try {
    const subject = { ...main, server, uncached };
    const out: Array<Partial<Row>> = [];
    // Posts in this pass come from commenters the throughput rounds used longest ago (the 5 s interval).
    let n = 7;
    for (const target of list) {
      const send = async () => {
        const spec = target.request(subject, n++);
        await sendOnce(subject, target, spec);
      };
      for (let i = 0; i < warmUpsOf(target); i++) await send();
      const statements = proxy.statements();
      await redisCalls.settle();
      for (let i = 0; i < settings.countRequests; i++) await send();
      out.push({
        statements: (proxy.statements() - statements) / settings.countRequests,
        redisCalls: (await redisCalls.settle()) / settings.countRequests,
      });
    }
    return out;
  } finally {
    redisCalls.close();
    await server.stop();
    await uncached.stop();
    await proxy.close();
  }
}

async function lighthouseRows(main: Subject, settings: Settings, clientDir: string): Promise<Row[]> {
  // Home as a returning doctor sees it (today's splash advert already shown: the feed), and once as the
  // day's first visit, under the 5-second advert.
  const seen = await advertSeenCookies(main.server.url);
  const pages: Array<{ name: string; path: string; goal: Goal; cookies: PageCookie[] }> = [
    {
      name: `Lighthouse mobile /article-detail/${main.readArticleId}`,
      path: `/article-detail/${main.readArticleId}`,
      goal: { score: 97, lcpMs: 1800, tbtMs: 150 },
      cookies: seen,
    },
    { name: 'Lighthouse mobile / (home feed)', path: '/', goal: { score: 97, tbtMs: 150 }, cookies: seen },
  ];
  if (seen.length) pages.push({ name: 'Lighthouse mobile / (splash advert)', path: '/', goal: { score: 97, tbtMs: 150 }, cookies: [] });
  if (!existsSync(join(clientDir, 'index.html')))
    return pages.map((page) => ({ name: page.name, goal: page.goal, note: `no client build in ${clientDir} (npm run build)` }));
  const rows: Row[] = [];
  for (const page of pages) {
    const result = await medianLighthouse(`${main.server.url}${page.path}`, settings.lighthouseRuns, page.cookies);
    rows.push(
      typeof result === 'string'
        ? { name: page.name, goal: page.goal, note: result }
        : { name: page.name, goal: page.goal, score: result.median.performance, lcpMs: result.median.lcp, tbtMs: result.median.tbt },
    );
  }
  return rows;
}

/** The 1M step's rows: only the searched answers (a reused one costs the same at any size), as BENCH_ONLY selects. */
const millionTargets = (items: number) => searchTargets(items, { cached: false }).filter((target) => !ONLY || ONLY.test(target.name));

/** Where the 1M step's servers run: a copy of the cached index, with their own Redis database. */
interface MillionPlace {
  serverUrl: string;
  redisUrl: string;
  clientDir: string;
  cleanups: Array<() => Promise<unknown> | unknown>;
}

/**
 * This checkout's searching process for the 1M step, on a copy of the template database of the grown index
 * (built once, later runs copy it in seconds); the server seeds its demo content there on start as it did
 * in the main database. A --compare checkout may have other migrations, so its own database grows instead.
 */
async function millionSubject(subject: Subject, items: number, from: number, place: MillionPlace): Promise<Subject> {
  const started = performance.now();
  if (subject.root !== ROOT) {
    await growSearchIndex(subject.database, from, items);
    process.stderr.write(`  ${subject.label}: search index grown to ${items} items in ${sig3((performance.now() - started) / 1000)} s\n`);
    return subject;
  }
  const template = searchTemplate(items);
  const built = await ensureTemplate(place.serverUrl, template);
  const name = `boyihui_test_bench_${randomBytes(4).toString('hex')}`;
  await createDatabase(place.serverUrl, name, template.name);
  place.cleanups.push(() => dropDatabase(place.serverUrl, name).catch(() => undefined));
  // Redis database 8: no search answer or limit of the main table's processes is shared.
  const uncached = await startServer({
    root: subject.root,
    databaseUrl: databaseUrl(place.serverUrl, name),
    redisUrl: `${place.redisUrl}/8`,
    clientDir: place.clientDir,
    env: UNCACHED,
  });
  place.cleanups.push(() => uncached.stop());
  const how = built ? 'the index built and cached' : 'a copy of the cached index';
  process.stderr.write(`  ${subject.label}: ${items} search items (${how}), server started, in ${sig3((performance.now() - started) / 1000)} s\n`);
  return { ...subject, uncached };
}

async function millionRows(given: Subject[], settings: Settings, hello: Running, small: Row[], compare: string | undefined, place: MillionPlace) {
  const items = settings.millionItems!;
  const subjects: Subject[] = [];
  for (const subject of given) subjects.push(await millionSubject(subject, items, settings.searchItems, place));
  const list = millionTargets(items);
  const result = await interleaved(subjects, list, settings, hello);
  const latencies = await latencyPass(subjects[0], list, settings.latencyRequests, 0);
  // The same row at the first size: its name with the size's label changed.
  const label = (n: number) => `(${sig3(n / 1000)}k)`;
  const baseOf = (target: Target) => small.find((row) => row.name === target.name.replace(label(items), label(settings.searchItems)));
  const rows: Row[] = list.map((target, i) => {
    const m = result.get(subjects[0], target)!;
    const b = subjects[1] && result.get(subjects[1], target);
    const p95Ms = latencies[i];
    const base = baseOf(target);
    const growth = (a: Spread | undefined, z: Spread) => (a ? sig3(z.median / a.median) : '–');
    return {
      name: target.name,
      goal: target.goal,
      perSecond: spread(m.perSecond),
      ratio: spread(m.ratios),
      p95Ms,
      errors: m.errors,
      ...(b ? { before: spread(b.ratios) } : {}),
      note: `growth from ${sig3(settings.searchItems / 1000)}k: throughput ×${growth(base?.perSecond, spread(m.perSecond))}, p95 ×${base?.p95Ms ? sig3(p95Ms / base.p95Ms) : '–'}`,
    };
  });
  console.log(`\n  Search at ${items.toLocaleString('en')} items (hello-world ${sig3(result.hello.median)} req/s in these rounds)`);
  for (const line of renderTable(rows, { compare })) console.log(line);
}

/** The cached answers the ceiling rows replay, with the main table's row each is compared to. */
const CACHED_ANSWERS = [
  { name: 'home', path: '/course/api/home', row: 'GET home' },
  { name: 'layout', path: '/layout/api/layouts/home-new', row: 'GET a layout (home-new)' },
  { name: 'html', path: '/', row: 'GET / (the HTML page, first screen drawn)' },
];

/**
 * What the bare stack gets for the cached answers: hello-world's Fastify sending home's and a layout's exact
 * bytes, compressed as for a phone. A cached answer costs at least that (its bytes are written and read like
 * these), so its ratio is printed beside this ceiling as well as beside the goal.
 */
/** Stores home's and a layout's answers, as a phone gets them, in hello-world (GET /bytes/<name> replays them). */
async function storeAnswerBytes(main: Subject, hello: Running): Promise<Array<{ bytes: number; encoding: string }>> {
  const stored: Array<{ bytes: number; encoding: string }> = [];
  for (const answer of CACHED_ANSWERS) {
    const response = await request(`${main.server.url}${answer.path}`, { headers: HEADERS });
    const body = Buffer.from(await response.body.arrayBuffer());
    const headers: Record<string, string> = { 'content-type': 'application/octet-stream' };
    for (const name of ['content-type', 'content-encoding', 'vary']) {
      const value = response.headers[name];
      if (typeof value === 'string') headers[`x-answer-${name}`] = value;
    }
    const put = await request(`${hello.url}/bytes/${answer.name}`, { method: 'PUT', headers, body });
    await put.body.dump();
    stored.push({ bytes: body.length, encoding: String(response.headers['content-encoding'] ?? 'identity') });
  }
  return stored;
}

async function ceilingRows(main: Subject, settings: Settings, hello: Running, table: Row[]): Promise<void> {
  const stored = await storeAnswerBytes(main, hello);
  const list: Target[] = CACHED_ANSWERS.map((answer, i) => ({
    name: `bare Fastify sending the ${answer.name} answer (${sig3(stored[i].bytes / 1024)} KB, ${stored[i].encoding})`,
    goal: {},
    request: () => ({ path: `/bytes/${answer.name}` }),
  }));
  const replay: Subject = { ...main, label: 'bare Fastify', server: hello, uncached: hello };
  const result = await interleaved([replay], list, settings, hello);
  const rows: Row[] = list.map((target, i) => {
    const m = result.get(replay, target)!;
    const app = table.find((row) => row.name === CACHED_ANSWERS[i].row)?.ratio;
    return {
      name: target.name,
      goal: target.goal,
      perSecond: spread(m.perSecond),
      ratio: spread(m.ratios),
      ...cpuFigures(m),
      errors: m.errors,
      note: app ? `${CACHED_ANSWERS[i].row} reached ${sig3(app.median / spread(m.ratios).median)} of this` : undefined,
    };
  });
  console.log(`\n  The ceiling for cached answers: the same bytes from a bare Fastify (hello-world ${sig3(result.hello.median)} req/s in these rounds)`);
  for (const line of renderTable(rows)) console.log(line);
}
