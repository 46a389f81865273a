// PostgreSQL restarts under load: during the outage every request gets a prompt, clear answer
// (HTTP 503, envelope code 503 "服务暂时不可用，请稍后重试", Retry-After; /healthz 503) — never a 500 or a
// hang — and afterwards the same API process serves again without a restart (the pool reconnects).
// Uses a private PostgreSQL 15 cluster on a free port (never the shared server at :5432).
// `npm run test:faults`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/src/db/database';
import { articles } from '../../server/src/db/schema/index';
import { signIn, type SignedIn } from '../../server/src/testing/auth-session';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../server/src/plugins/database-unavailable';
import { apiEnv, privatePostgres, privatePostgresUnavailable, sleep, startApi, until, type ApiProcess, type PrivatePostgres } from './support';

const missing = privatePostgresUnavailable();

interface Outcome {
  path: string;
  status: number;
  code?: number;
  message?: string;
  ms: number;
}

describe.skipIf(missing)(`PostgreSQL restart under load${missing ? ` (skipped: ${missing})` : ''}`, () => {
  let pg: PrivatePostgres;
  let api: ApiProcess;
  let database: Database;
  let user: SignedIn;
  let articleId = 1;

  beforeAll(async () => {
    pg = await privatePostgres();
    api = await startApi(apiEnv({ DATABASE_URL: pg.url }), { timeoutMs: 150_000 });
    database = await openDatabase({ url: pg.url });
    user = await signIn(database, '13800000028');
    const [first] = await database.db.select({ id: articles.id }).from(articles).orderBy(articles.id).limit(1);
    articleId = first.id;
    // The test's own pool must not hold the server up while it restarts.
    await database.close();
  }, 180_000);

  afterAll(async () => {
    await api?.stop();
    await pg?.dispose();
  });

  const hit = async (path: string): Promise<Outcome> => {
    const started = Date.now();
    try {
      // Load balancers probe /healthz without a token.
      const headers = path === '/healthz' ? {} : user.headers;
      const response = await fetch(`${api.url}${path}`, { headers, signal: AbortSignal.timeout(15_000) });
      const text = await response.text();
      let body: { code?: number; message?: string; status?: string } = {};
      try {
        body = JSON.parse(text) as typeof body;
      } catch {
        // not JSON
      }
      return { path, status: response.status, code: body.code, message: body.message ?? body.status, ms: Date.now() - started };
    } catch (error) {
      return { path, status: -1, message: String(error), ms: Date.now() - started };
    }
  };
  // Uncached reads and a write: each needs the database (the home payload is cached for 10 s).
  const paths = () => [
    `/course/api/comments?content_id=${articleId}&comment_type=2`,
    `/course/api/article/favorite/${articleId}`,
    '/user/oauth/userinfo',
    '/healthz',
  ];

  it('answers 503 promptly during the outage and recovers without restarting the API', async () => {
    for (const path of paths()) expect((await hit(path)).status, path).toBe(200);

    let load = true;
    const during: Outcome[] = [];
    let outage = false;
    const loop = (async () => {
      while (load) {
        const round = await Promise.all(paths().map(hit));
        if (outage) during.push(...round);
        await sleep(50);
      }
    })();

    await sleep(500);
    outage = true;
    await pg.stop();
    await sleep(4000);
    outage = false;
    const restartedAt = Date.now();
    await pg.start();
    // Recovery: everything answers 200 again, same process.
    await until(async () => (await Promise.all(paths().map(hit))).every((o) => o.status === 200), {
      timeoutMs: 30_000,
      everyMs: 200,
      what: 'recovery after PostgreSQL restart',
    });
    const recoveryMs = Date.now() - restartedAt;
    load = false;
    await loop;

    const byStatus = during.reduce<Record<string, number>>((acc, o) => ({ ...acc, [o.status]: (acc[o.status] ?? 0) + 1 }), {});
    console.log(
      `during the PostgreSQL outage: ${during.length} requests by status ${JSON.stringify(byStatus)}; slowest ${Math.max(...during.map((o) => o.ms))} ms; recovered ${recoveryMs} ms after the restart`,
    );
    expect(during.length).toBeGreaterThan(4);
    const failures = during.filter((o) => o.status !== 200);
    expect(failures.length, 'the outage was seen').toBeGreaterThan(0);
    for (const o of failures) {
      expect(o.status, `${o.path}: ${o.message}`).toBe(503);
      if (o.path !== '/healthz') expect({ code: o.code, message: o.message }).toEqual({ code: 503, message: DATABASE_UNAVAILABLE_MESSAGE });
      expect(o.ms, `${o.path} answered promptly`).toBeLessThan(10_000);
    }
    expect(api.child.exitCode, 'the API process was not restarted').toBeNull();
  }, 120_000);
});
