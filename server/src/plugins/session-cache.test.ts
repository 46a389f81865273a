import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { sessions, users } from '../db/schema/index';
import { MemoryCacheBus } from '../providers/cache-bus';
import { signIn } from '../testing/auth-session';
import { testConfig } from '../testing/test-app';
import { openTwoProcesses, TEST_REDIS_URL, type TwoProcesses } from '../testing/two-processes';
import { createSessionCache, forgetSessions, type LookedUpSession } from './session-cache';

const USER_INFO = '/user/oauth/userinfo';

describe('session cache', () => {
  const session = (id: number, chainId: string, accessExpiresAt = Infinity): LookedUpSession => ({
    viewer: { id, isComplete: true, mobile: '13900000001' },
    chainId,
    accessExpiresAt,
  });

  it('looks a token up once while fresh, again after the TTL, and never reuses an expired token', async () => {
    let lookups = 0;
    let clock = 0;
    let now = 1000;
    const cache = createSessionCache({
      lookup: async () => (lookups++, session(1, 'c1', 2000)),
      bus: new MemoryCacheBus(),
      ttlMs: 5000,
      now: () => now,
      monotonic: () => clock,
    });
    await cache.resolve('t');
    await cache.resolve('t');
    expect(lookups).toBe(1);
    clock = 5000;
    await cache.resolve('t');
    expect(lookups).toBe(2);
    now = 2000; // the access token expired: the database decides again
    await cache.resolve('t');
    expect(lookups).toBe(3);
  });

  it('does not cache unknown tokens, and drops by user, by chain or everything', async () => {
    const bus = new MemoryCacheBus();
    const seen: string[] = [];
    const known: Record<string, LookedUpSession> = { a: session(1, 'c1'), b: session(1, 'c2'), c: session(2, 'c3') };
    const cache = createSessionCache({ lookup: async (token) => (seen.push(token), known[token] ?? null), bus, ttlMs: 60_000, now: () => 0 });
    for (const token of ['a', 'b', 'c', 'x', 'a', 'b', 'c', 'x']) await cache.resolve(token);
    expect(seen).toEqual(['a', 'b', 'c', 'x', 'x']);
    await forgetSessions(bus, { chainIds: ['c1'] });
    for (const token of ['a', 'b', 'c']) await cache.resolve(token);
    expect(seen.slice(5)).toEqual(['a']);
    await forgetSessions(bus, { userId: 1 });
    for (const token of ['a', 'b', 'c']) await cache.resolve(token);
    expect(seen.slice(6)).toEqual(['a', 'b']);
    await bus.publish('sessions', '*');
    for (const token of ['a', 'b', 'c']) await cache.resolve(token);
    expect(seen.slice(8)).toEqual(['a', 'b', 'c']);
  });

  it('keeps and serves nothing while the bus does not listen (a revocation elsewhere would go unheard)', async () => {
    const bus = new MemoryCacheBus();
    let listening = true;
    const deafAtTimes = Object.assign(Object.create(bus) as MemoryCacheBus, {});
    Object.defineProperty(deafAtTimes, 'listening', { get: () => listening });
    let lookups = 0;
    const cache = createSessionCache({ lookup: async () => (lookups++, session(1, 'c1')), bus: deafAtTimes, ttlMs: 60_000, now: () => 0 });
    await cache.resolve('t');
    await cache.resolve('t');
    expect(lookups).toBe(1);
    listening = false;
    await cache.resolve('t');
    await cache.resolve('t');
    expect(lookups).toBe(3);
    // Heard again: what was cached before the gap is gone, and caching resumes.
    listening = true;
    await cache.resolve('t');
    await cache.resolve('t');
    expect(lookups).toBe(4);
  });

  it('does not keep what a lookup read before a revocation that arrived while it ran', async () => {
    const bus = new MemoryCacheBus();
    let lookups = 0;
    const cache = createSessionCache({
      lookup: async () => {
        lookups += 1;
        if (lookups === 1) await forgetSessions(bus, { userId: 1 });
        return session(1, 'c1');
      },
      bus,
      ttlMs: 60_000,
      now: () => 0,
    });
    await cache.resolve('t');
    await cache.resolve('t');
    expect(lookups).toBe(2);
  });
});

/** Two API processes on one database and one Redis, with the session cache on for a minute. */
describe.skipIf(!TEST_REDIS_URL)('session cache across processes (Redis pub/sub)', () => {
  let processes: TwoProcesses;
  let database: Database;
  let a: FastifyInstance;
  let b: FastifyInstance;

  beforeAll(async () => {
    // A process caches sessions only once its bus hears the others: openTwoProcesses waits for both.
    processes = await openTwoProcesses('sessions', testConfig({ sessionCacheMs: 60_000 }));
    ({ database, a, b } = processes);
  });
  afterAll(async () => {
    await processes?.close();
  });

  it('a repeated request costs no session lookup: a revocation written by hand goes unseen until a process says so', async () => {
    const who = await signIn(database, '13900000301');
    expect((await a.inject({ url: USER_INFO, headers: who.headers })).statusCode).toBe(200);
    // Revoked in the database without a message on the bus: only a process that looks the token up sees it.
    await database.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, who.userId));
    expect((await a.inject({ url: USER_INFO, headers: who.headers })).json().code).toBe(0);
    expect((await b.inject({ url: USER_INFO, headers: who.headers })).json().code).toBe(401);
    await forgetSessions(b.cacheBus, { userId: who.userId });
    await expect.poll(async () => (await a.inject({ url: USER_INFO, headers: who.headers })).json().code, { timeout: 5_000, interval: 20 }).toBe(401);
  });

  it('a logout in one process ends the token in the other at once, not after the cache time', async () => {
    const who = await signIn(database, '13900000302');
    for (const app of [a, b]) expect((await app.inject({ url: USER_INFO, headers: who.headers })).statusCode).toBe(200);
    expect((await a.inject({ method: 'POST', url: '/user/api/logout', headers: who.headers, payload: {} })).statusCode).toBe(200);
    expect((await a.inject({ url: USER_INFO, headers: who.headers })).json().code).toBe(401);
    await expect.poll(async () => (await b.inject({ url: USER_INFO, headers: who.headers })).json().code, { timeout: 5_000, interval: 20 }).toBe(401);
  });

  it('a profile saved in one process makes the viewer complete in the other (commenting is allowed)', async () => {
    const who = await signIn(database, '13900000303');
    const certified = async (app: FastifyInstance) => (await app.inject({ url: USER_INFO, headers: who.headers })).json().data.user.is_complete as number;
    expect(await certified(b)).toBe(0);
    // Changed by hand, the cached viewer stays as it was (this is what the cache saves)…
    await database.db.update(users).set({ isComplete: 1 }).where(eq(users.id, who.userId));
    const comment = () =>
      b.inject({ method: 'POST', url: '/course/api/comments', headers: who.headers, payload: { comment_type: 2, content_id: 1, content: '缓存测试' } });
    expect((await comment()).statusCode).toBe(403);
    // …until a process says the user changed.
    await forgetSessions(a.cacheBus, { userId: who.userId });
    await expect.poll(async () => (await comment()).statusCode, { timeout: 5_000, interval: 20 }).toBe(200);
  });
});
