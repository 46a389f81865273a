// Redis gone or silent under write load, against the production entry on PostgreSQL: every write is
// refused with 503 within the configured command timeout (never a wait of seconds), reads keep working,
// /readyz reports Redis as unavailable while /healthz (liveness) stays 200, and all of it recovers
// without a restart. A private redis-server on a free port (never the shared :6379).
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/src/db/database';
import { createDatabase, databaseUrl, dropDatabase } from '../../server/src/testing/postgres-admin';
import { signIn, type SignedIn } from '../../server/src/testing/auth-session';
import { apiEnv, privateRedis, privateRedisUnavailable, startApi, until, type ApiProcess, type PrivateRedis } from './support';

const serverUrl = process.env.TEST_DATABASE_URL;
const redisMissing = privateRedisUnavailable();
const LIVE = 578; // a seeded live that is open for chat
const COMMAND_TIMEOUT_MS = 200;
/** What the answer may take beyond the command timeout: the request's own work on a loaded CI machine. */
const ANSWER_MARGIN_MS = 1000;
const CONCURRENT_WRITERS = 10;

interface Answer {
  status: number;
  ms: number;
  body: { code?: number; message?: string; status?: string; redis?: string; database?: string };
}

async function timedFetch(url: string, init?: RequestInit): Promise<Answer> {
  const started = performance.now();
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
  const body = (await response.json()) as Answer['body'];
  return { status: response.status, ms: performance.now() - started, body };
}

describe.skipIf(!serverUrl || redisMissing)(`writes while Redis is away${redisMissing ? ` (skipped: ${redisMissing})` : ''}`, () => {
  const name = `boyihui_test_outage_${randomBytes(4).toString('hex')}`;
  let redis: PrivateRedis;
  let api: ApiProcess;
  let database: Database;
  let poster: SignedIn;

  beforeAll(async () => {
    redis = await privateRedis();
    await createDatabase(serverUrl!, name);
    const url = databaseUrl(serverUrl!, name);
    api = await startApi(
      apiEnv({
        DATABASE_URL: url,
        REDIS_URL: redis.url,
        REDIS_COMMAND_TIMEOUT_MS: String(COMMAND_TIMEOUT_MS),
        WRITE_LIMIT_PER_USER_MINUTE: '100000',
        SMS_PROVIDER: 'console',
      }),
    );
    database = await openDatabase({ url });
    poster = await signIn(database, '13800000026');
  }, 180_000);

  afterAll(async () => {
    await api?.stop();
    await database?.close();
    await redis?.dispose();
    if (serverUrl) await dropDatabase(serverUrl, name);
  });

  const postChat = (text: string) =>
    timedFetch(`${api.url}/live/api/chat`, {
      method: 'POST',
      headers: { ...poster.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ live_id: LIVE, message: text }),
    });

  /** CONCURRENT_WRITERS writers, each posting one message after another for `ms`. */
  async function writeUnderLoad(ms: number): Promise<Answer[]> {
    const answers: Answer[] = [];
    const until = Date.now() + ms;
    await Promise.all(
      Array.from({ length: CONCURRENT_WRITERS }, async () => {
        while (Date.now() < until) answers.push(await postChat(`停机 ${randomBytes(3).toString('hex')}`));
      }),
    );
    return answers;
  }

  async function expectRefusedFastAndReported(): Promise<void> {
    const answers = await writeUnderLoad(2500);
    expect(answers.length).toBeGreaterThan(CONCURRENT_WRITERS);
    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([503]));
    expect(answers.every((answer) => answer.body.message === '服务繁忙，请稍后再试')).toBe(true);
    const slowest = Math.max(...answers.map((answer) => answer.ms));
    expect(slowest, `the slowest refusal of ${answers.length}`).toBeLessThan(COMMAND_TIMEOUT_MS + ANSWER_MARGIN_MS);

    const ready = await timedFetch(`${api.url}/readyz`);
    expect({ status: ready.status, body: ready.body }).toEqual({ status: 503, body: { status: 'degraded', database: 'ok', redis: 'unavailable' } });
    expect((await timedFetch(`${api.url}/healthz`)).status, 'liveness does not depend on Redis').toBe(200);
    expect((await timedFetch(`${api.url}/course/api/home`)).status, 'reads do not need Redis').toBe(200);
  }

  async function expectRecovered(): Promise<void> {
    await until(async () => (await timedFetch(`${api.url}/readyz`)).status === 200, { timeoutMs: 30_000, what: '/readyz after Redis is back' });
    const sent = await postChat(`恢复 ${randomBytes(3).toString('hex')}`);
    expect(sent.body.code, JSON.stringify(sent.body)).toBe(0);
  }

  it('reports ready while Redis answers', async () => {
    const ready = await timedFetch(`${api.url}/readyz`);
    expect({ status: ready.status, body: ready.body }).toEqual({ status: 200, body: { status: 'ready', database: 'ok', redis: 'ok' } });
    const sent = await postChat('停机前的一条消息');
    expect(sent.body.code, JSON.stringify(sent.body)).toBe(0);
  });

  it('refuses every write within the bound while Redis is killed, and recovers when it is back', async () => {
    await redis.kill();
    await expectRefusedFastAndReported();
    await redis.start();
    await expectRecovered();
  }, 60_000);

  it('refuses every write within the bound while Redis hangs (connections open, no answers), and recovers', async () => {
    redis.pause();
    try {
      await expectRefusedFastAndReported();
    } finally {
      redis.resume();
    }
    await expectRecovered();
  }, 60_000);
});
