// `npm run bench`, production topology: PostgreSQL + Redis and 2 API processes (server/src/cluster.ts,
// WEB_CONCURRENCY=2, the production entry), against a bare hello-world served the same way (node:cluster,
// 2 workers) in the same run. Throughput, p50 and p99 for home, a layout, a detail, comment post and
// search, each also as a ratio to hello-world. Then Lighthouse (mobile) on home and an article detail
// against the production build served by those processes.
//
// Database: a throwaway database on BENCH_DATABASE_URL or TEST_DATABASE_URL (created and dropped here).
// Redis: a private redis-server on a free port when installed, else BENCH_REDIS_URL / TEST_REDIS_URL.
// Client build for Lighthouse: BENCH_CLIENT_DIR or dist/ (skipped when missing).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { openDatabase, type Database } from '../../server/src/db/database';
import { articles, users } from '../../server/src/db/schema/index';
import { createSession } from '../../server/src/modules/auth/sessions.service';
import { createDatabase, databaseUrl, dropDatabase } from '../../server/src/testing/postgres-admin';
import { freePort, privateRedis, privateRedisUnavailable, until, type PrivateRedis } from '../../server/src/testing/private-redis';
import { measure, type LoadRequest, type LoadResult } from './load';
import { lighthouse } from './lighthouse';
import { stopperOf } from './app-under-test';

const ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '..', '..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
const WORKERS = 2;
/** Comment posts are limited to one per user every 5 s: enough users that none is reused within 5 s. */
const COMMENT_USERS = Number(process.env.BENCH_COMMENT_USERS ?? 4000);

interface Cluster {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** Runs `args` (a node:cluster primary) and waits until `ready` lines were printed WORKERS times. */
async function startCluster(args: string[], env: NodeJS.ProcessEnv, ready: RegExp, port: number): Promise<Cluster> {
  const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  let readyCount = 0;
  const onData = (chunk: Buffer) => {
    const text = chunk.toString();
    output += text;
    readyCount += text.split('\n').filter((line) => ready.test(line)).length;
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  const stop = stopperOf(child);
  try {
    await until(() => readyCount >= WORKERS || child.exitCode !== null, { timeoutMs: 180_000, what: `${WORKERS} workers` });
    if (child.exitCode !== null) throw new Error(`cluster exited:\n${output.slice(-3000)}`);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    stop,
  };
}

async function createCommenters(database: Database, count: number): Promise<string[]> {
  const rows = Array.from({ length: count }, (_, i) => ({
    mobile: `1388${String(9000000 + i).padStart(7, '0')}`,
    isComplete: 1,
    name: `压测医生${i}`,
    nickName: `压测${i}`,
  }));
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += 500) {
    const inserted = await database.db
      .insert(users)
      .values(rows.slice(i, i + 500))
      .returning({ id: users.id });
    ids.push(...inserted.map((r) => r.id));
  }
  const tokens: string[] = [];
  const now = Date.now();
  for (let i = 0; i < ids.length; i += 50) {
    const batch = await Promise.all(
      ids.slice(i, i + 50).map((id) => createSession(database.db, id, now, { accessTokenTtlSeconds: 7200, refreshTokenTtlSeconds: 86400 })),
    );
    tokens.push(...batch.map((t) => t.access_token));
  }
  return tokens;
}

interface Target {
  name: string;
  path: string;
  next?: (n: number) => LoadRequest;
  isError?: (status: number, body: string) => boolean;
  warmUp?: boolean;
}

const envelopeError = (status: number, body: string) => status >= 400 || !body.startsWith('{"code":0');

const ms = (value: number) => `${value.toFixed(1)} ms`;

export async function runTopologyBench(): Promise<void> {
  const serverUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  console.log(`\nProduction topology: PostgreSQL + Redis, ${WORKERS} API processes (server/src/cluster.ts)`);
  if (!serverUrl) {
    console.log('  skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL (a PostgreSQL server; a throwaway database is created there)');
    return;
  }
  const name = `boyihui_test_bench_${randomBytes(4).toString('hex')}`;
  let redis: PrivateRedis | undefined;
  let redisUrl = process.env.BENCH_REDIS_URL;
  if (!redisUrl && !privateRedisUnavailable()) redis = await privateRedis();
  redisUrl ??= redis?.url ?? process.env.TEST_REDIS_URL;
  if (!redisUrl) console.log('  note: no Redis (install redis-server or set BENCH_REDIS_URL): limits and caches stay per process');
  const clientDir = resolve(ROOT, process.env.BENCH_CLIENT_DIR ?? 'dist');
  let app: Cluster | undefined;
  let hello: Cluster | undefined;
  let database: Database | undefined;
  await createDatabase(serverUrl, name);
  try {
    const url = databaseUrl(serverUrl, name);
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      WATCH_PASSWORD_SECRET: 'bench-watch-password-secret',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      DATABASE_URL: url,
      // The bench reads and writes the demo content (home, details, comments as its doctors).
      SEED_DEMO: '1',
      REDIS_URL: redisUrl,
      WEB_CONCURRENCY: String(WORKERS),
      CLIENT_DIR: clientDir,
      AUTH_SECRET: 'bench-auth-secret',
      CONTENT_PASS_SECRET: 'bench-content-pass',
      // Every bench request comes from one address; the per-address write ceiling would measure itself.
      WRITE_LIMIT_PER_IP_MINUTE: '100000000',
      WRITE_LIMIT_PER_USER_MINUTE: '1000',
    };
    app = await startCluster(['--import', 'tsx', 'server/src/cluster.ts'], env, /running at http/, await freePort());
    hello = await startCluster(['--import', 'tsx', 'tools/bench/hello-cluster.ts'], env, /hello ready/, await freePort());
    database = await openDatabase({ url });
    const [article] = await database.db.select({ id: articles.id }).from(articles).where(eq(articles.contentType, 0)).orderBy(articles.id).limit(1);
    const articleId = article?.id ?? 1;
    const tokens = await createCommenters(database, COMMENT_USERS);

    const searchProbe = await fetch(`${app.url}/course/api/search/results?keyword=${encodeURIComponent('高血压')}&page=1&pageSize=10`);
    const searchAvailable = searchProbe.status !== 404;

    const targets: Target[] = [
      { name: `hello-world (bare Fastify, ${WORKERS} workers)`, path: `${hello.url}/hello` },
      { name: 'GET /course/api/home', path: `${app.url}/course/api/home` },
      { name: 'GET /layout/api/layouts/home-new', path: `${app.url}/layout/api/layouts/home-new` },
      { name: `GET /course/api/article/detail/${articleId}`, path: `${app.url}/course/api/article/detail/${articleId}` },
      {
        name: 'POST /course/api/comments',
        path: `${app.url}/course/api/comments`,
        warmUp: false,
        isError: envelopeError,
        next: (n) => ({
          method: 'POST',
          headers: { 'x-token': tokens[n % tokens.length], 'content-type': 'application/json', 'accept-encoding': 'identity' }, // the body is read to check the code
          body: JSON.stringify({ content_id: articleId, comment_type: 2, content: `压测评论 ${n}` }),
        }),
      },
    ];
    if (searchAvailable) {
      const words = ['高血压', '糖尿病', '心衰', '肿瘤', '指南', '冠心病'];
      targets.push({
        name: 'GET /course/api/search/results',
        path: `${app.url}/course/api/search/results`,
        next: (n) => ({ path: `/course/api/search/results?keyword=${encodeURIComponent(words[n % words.length])}&page=1&pageSize=10` }),
      });
    }

    // Like a phone's browser: compressed answers accepted (the cached home/layout bodies are stored compressed).
    const headers = { 'accept-encoding': 'gzip, deflate, br' };
    for (const target of targets) if (target.warmUp !== false) await measure(target.path, { seconds: 1, concurrency: CONCURRENCY, headers, next: target.next });
    const results: Array<{ target: Target; result: LoadResult }> = [];
    for (const target of targets)
      results.push({
        target,
        result: await measure(target.path, { seconds: SECONDS, concurrency: CONCURRENCY, headers, next: target.next, isError: target.isError }),
      });
    const baseline = results[0].result.perSecond;
    console.log(`  ${SECONDS} s each, ${CONCURRENCY} connections; ratio = throughput / hello-world in this run`);
    console.log(`  ${'endpoint'.padEnd(44)} ${'req/s'.padStart(7)}  ${'ratio'.padStart(6)}  ${'p50'.padStart(9)}  ${'p99'.padStart(9)}`);
    for (const { target, result } of results) {
      const ratio = `${(result.perSecond / baseline).toFixed(2)}×`;
      console.log(
        `  ${target.name.padEnd(44)} ${result.perSecond.toFixed(0).padStart(7)}  ${ratio.padStart(6)}  ${ms(result.p50).padStart(9)}  ${ms(result.p99).padStart(9)}${result.errors ? `  (${result.errors} errors)` : ''}`,
      );
    }
    if (!searchAvailable) console.log('  search: not available (no /course/api/search/results route in this build)');

    console.log('\nLighthouse (mobile, simulated throttling) against the production build; goals: performance ≥ 90, accessibility ≥ 95');
    if (!existsSync(join(clientDir, 'index.html'))) {
      console.log(`  skipped: no client build in ${clientDir} (npm run build, or BENCH_CLIENT_DIR)`);
    } else {
      for (const [label, path] of [
        ['home /', '/'],
        [`article detail /article-detail/${articleId}`, `/article-detail/${articleId}`],
      ] as const) {
        const scores = await lighthouse(`${app.url}${path}`);
        if (typeof scores === 'string') console.log(`  ${label.padEnd(36)} ${scores}`);
        else {
          const verdict = (score: number, goal: number) => `${score}${score >= goal ? '' : ' (goal NOT met)'}`;
          console.log(`  ${label.padEnd(36)} performance ${verdict(scores.performance, 90)}   accessibility ${verdict(scores.accessibility, 95)}`);
        }
      }
    }
  } finally {
    await database?.close();
    await Promise.allSettled([app?.stop(), hello?.stop()]);
    await redis?.dispose();
    await dropDatabase(serverUrl, name).catch(() => undefined);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await runTopologyBench();
