// Redis crashes and comes back (empty: no persistence) under two real API processes sharing it:
// no process crashes, reads keep working, writes that need the limiter get a clear 503 (not 500) during
// the outage, and afterwards the shared rate limits and the cross-process live chat work again without
// restarting anything. A private redis-server on a free port (never the shared :6379).
// `npm run test:faults` (needs TEST_DATABASE_URL for the API processes' database).
import { randomBytes } from 'node:crypto';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/src/db/database';
import { createDatabase, databaseUrl, dropDatabase } from '../../server/src/testing/postgres-admin';
import { signIn, type SignedIn } from '../../server/src/testing/auth-session';
import { apiEnv, privateRedis, privateRedisUnavailable, sleep, startApi, until, type ApiProcess, type PrivateRedis } from './support';

const serverUrl = process.env.TEST_DATABASE_URL;
const redisMissing = privateRedisUnavailable();
const LIVE = 578; // a seeded live that is open for chat
let freshNumber = 13880000000 + Math.floor(Math.random() * 90000) * 10;
const nextMobile = () => String((freshNumber += 1));

function liveSocket(api: ApiProcess, token: string): Socket {
  return connect(`${api.url}/live`, { transports: ['websocket'], auth: { token }, reconnection: true, forceNew: true });
}

function nextMessages(socket: Socket, text: string, timeoutMs = 8000): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`"${text}" did not arrive within ${timeoutMs} ms`)), timeoutMs);
    const onMessages = (messages: Array<{ message: string }>) => {
      if (!messages.some((m) => m.message === text)) return;
      clearTimeout(timer);
      socket.off('messages', onMessages);
      resolve();
    };
    socket.on('messages', onMessages);
  });
}

describe.skipIf(!serverUrl || redisMissing)(`Redis restart under two API processes${redisMissing ? ` (skipped: ${redisMissing})` : ''}`, () => {
  const name = `boyihui_test_faults_${randomBytes(4).toString('hex')}`;
  let redis: PrivateRedis;
  let a: ApiProcess;
  let b: ApiProcess;
  let database: Database;
  let poster: SignedIn;
  let reader: SignedIn;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    redis = await privateRedis();
    await createDatabase(serverUrl!, name);
    const url = databaseUrl(serverUrl!, name);
    // Production write limits (Redis-backed) stay on; only the per-address ones are raised (one test address).
    const env = apiEnv({ DATABASE_URL: url, REDIS_URL: redis.url, WRITE_LIMIT_PER_USER_MINUTE: '600', SMS_PROVIDER: 'console' });
    [a, b] = await Promise.all([startApi(env), startApi(env)]);
    database = await openDatabase({ url });
    poster = await signIn(database, '13800000026');
    reader = await signIn(database, '13800000027');
  }, 180_000);

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await Promise.allSettled([a?.stop(), b?.stop()]);
    await database?.close();
    await redis?.dispose();
    await dropDatabase(serverUrl!, name);
  });

  const sendCode = async (api: ApiProcess, mobile: string) => {
    const response = await fetch(`${api.url}/user/api/send-verify?mobile=${mobile}&is_register=0`);
    return { status: response.status, body: (await response.json()) as { code: number; message: string } };
  };
  const postChat = async (api: ApiProcess, text: string) => {
    const response = await fetch(`${api.url}/live/api/chat`, {
      method: 'POST',
      headers: { ...poster.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ live_id: LIVE, message: text }),
    });
    return { status: response.status, body: (await response.json()) as { code: number; message: string } };
  };

  /** A code sent through A is refused through B for the same number: the limit is shared through Redis. */
  const expectSharedLimits = async () => {
    const mobile = nextMobile();
    const first = await sendCode(a, mobile);
    expect(first.body.code, JSON.stringify(first.body)).toBe(0);
    const second = await sendCode(b, mobile);
    expect(second.body.code, 'the second send for one number within 60 s, on the other process').not.toBe(0);
    expect(second.status).toBeLessThan(500);
  };

  const expectChatAcross = async (socket: Socket, label: string) => {
    const text = `跨进程 ${label} ${randomBytes(3).toString('hex')}`;
    const arrived = nextMessages(socket, text);
    const sent = await postChat(b, text);
    expect(sent.body.code, JSON.stringify(sent.body)).toBe(0);
    await arrived;
  };

  it('keeps serving through a Redis crash and recovers limits and chat after it', async () => {
    // Before: shared limits and chat across processes.
    await expectSharedLimits();
    const onA = liveSocket(a, reader.access_token);
    sockets.push(onA);
    const joined = (await onA.timeout(5000).emitWithAck('join', { live_id: LIVE })) as { code: number };
    expect(joined.code).toBe(0);
    await sleep(300);
    await expectChatAcross(onA, 'before');

    // Outage: kill -9 Redis and hit both processes for a while.
    await redis.kill();
    const statuses = new Map<number, number>();
    const deadline = Date.now() + 4000;
    while (Date.now() < deadline) {
      for (const api of [a, b]) {
        const home = await fetch(`${api.url}/course/api/home`, { signal: AbortSignal.timeout(8000) });
        expect(home.status, 'reads do not need Redis').toBe(200);
        const write = await postChat(api, `停机 ${randomBytes(2).toString('hex')}`).catch(() => ({ status: -1, body: { code: -1, message: 'no answer' } }));
        statuses.set(write.status, (statuses.get(write.status) ?? 0) + 1);
        if (write.status >= 500) expect(write.status, `write during the outage: ${JSON.stringify(write.body)}`).toBe(503);
        const code = await sendCode(api, nextMobile());
        expect(code.status, `code send during the outage: ${JSON.stringify(code.body)}`).not.toBe(500);
      }
      await sleep(200);
    }
    console.log(`writes during the Redis outage by HTTP status: ${JSON.stringify(Object.fromEntries(statuses))}`);
    expect(statuses.has(-1), 'every write got an answer').toBe(false);
    expect(a.child.exitCode).toBeNull();
    expect(b.child.exitCode).toBeNull();

    // Back (empty): no restart of the API processes.
    await redis.start();
    const recoveredAt = Date.now();
    await until(async () => (await postChat(b, `恢复 ${randomBytes(2).toString('hex')}`)).body.code === 0, {
      timeoutMs: 30_000,
      what: 'writes after Redis is back',
    });
    await until(
      async () => {
        await expectChatAcross(onA, 'after');
        return true;
      },
      { timeoutMs: 30_000, everyMs: 500, what: 'chat across processes after Redis is back' },
    );
    await expectSharedLimits();
    console.log(`recovered ${((Date.now() - recoveredAt) / 1000).toFixed(1)} s after Redis came back`);
    expect(a.child.exitCode).toBeNull();
    expect(b.child.exitCode).toBeNull();
  }, 150_000);
});
