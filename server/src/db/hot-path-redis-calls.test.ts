import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { articles, users } from './schema/index';
import { openTestApp, type TestApp } from '../testing/test-app';
import { testDatabases } from '../testing/test-database';
import { signIn } from '../testing/auth-session';
import { privateRedis, privateRedisUnavailable, type PrivateRedis } from '../testing/private-redis';
import { countRedisCalls, type RedisCallCounter } from '../testing/redis-call-count';

/**
 * How many Redis commands the hot request paths send, with Redis on (REDIS_URL: rate limits, view marks,
 * the cache bus). A change that adds a Redis round trip to one of them fails here; raise a number only on purpose.
 */
describe.skipIf(privateRedisUnavailable()).each(testDatabases())('Redis calls per hot path on %s', (kind) => {
  let redis: PrivateRedis;
  let counter: RedisCallCounter;
  let t: TestApp;
  let other: TestApp;
  let articleId: number;

  beforeAll(async () => {
    // A redis-server of its own: MONITOR then sees this app's commands only.
    redis = await privateRedis();
    // Monitoring from before the app connects: a connection's greeting that meets MONITOR being set up upsets ioredis.
    counter = await countRedisCalls(redis.url);
    t = await openTestApp(kind, { config: { REDIS_URL: redis.url, sessionCacheMs: 60_000, searchCacheMs: 10_000 }, authTestHooks: { scheduler: false } });
    await t.app.ready();
    [{ id: articleId }] = await t.database.db
      .select({ id: articles.id })
      .from(articles)
      .where(and(eq(articles.needPassword, 0), isNotNull(articles.parentId), eq(articles.type, 1)))
      .orderBy(articles.id)
      .limit(1);
    // A second API process on the same Redis (and a database of its own, seeded alike).
    other = await openTestApp(kind, { config: { REDIS_URL: redis.url, sessionCacheMs: 60_000 }, authTestHooks: { scheduler: false } });
    await other.app.ready();
    await other.app.inject({ url: `/course/api/article/detail/${articleId}`, remoteAddress: '192.0.2.201' });
    // The app's connections open on their first use: one of each kind of request, first, opens them.
    await vi.waitFor(() => expect(t.app.cacheBus.listening).toBe(true), { timeout: 10_000 });
    const warm = await signIn(t.database, '13900007100');
    await t.database.db.update(users).set({ isComplete: 1 }).where(eq(users.id, warm.userId));
    await t.app.inject({ url: `/course/api/article/detail/${articleId}`, remoteAddress: '192.0.2.200' });
    await t.app.inject({
      method: 'POST',
      url: '/course/api/comments',
      headers: warm.headers,
      payload: { comment_type: 2, content_id: articleId, content: '预热' },
    });
    await counter.settle();
  }, 120_000);
  afterAll(async () => {
    counter?.close();
    await t?.close();
    await other?.close();
    await redis?.dispose();
  });

  const callsOf = async (run: () => Promise<{ statusCode: number }>) => {
    await counter.settle();
    expect((await run()).statusCode).toBe(200);
    return counter.settle();
  };
  const names = async (run: () => Promise<{ statusCode: number }>) => (await callsOf(run)).map(([name]) => name);
  /** The keys of the write limiter's windows a call consumed (its script's KEYS). */
  const windowsOf = (calls: string[][]) =>
    calls.flatMap((call) => call.filter((arg) => arg.includes(':write:')).map((key) => key.slice(key.indexOf('write:'))));

  it('article detail: one command (the view mark, SET NX) on a first view, none on a repeat, for a guest and a signed-in reader', async () => {
    const reader = await signIn(t.database, '13900007101');
    const url = `/course/api/article/detail/${articleId}`;
    for (const headers of [{}, reader.headers]) {
      expect(await names(() => t.app.inject({ url, headers }))).toEqual(['set']);
      // The process remembers the views it counted.
      expect(await names(() => t.app.inject({ url, headers }))).toEqual([]);
    }
  });

  it('article detail in a second process: one command for a view the first counted, then none (it remembers when that view lapses)', async () => {
    const url = `/course/api/article/detail/${articleId}`;
    const read = (app: TestApp) => () => app.app.inject({ url, remoteAddress: '192.0.2.77' });
    expect(await names(read(t))).toEqual(['set']);
    expect(await names(read(other))).toEqual(['set']);
    expect(await names(read(other))).toEqual([]);
  });

  it('comment post: one call (the address write window; the statement claims the user), whether the session is cached or not', async () => {
    const poster = await signIn(t.database, '13900007102');
    const again = await signIn(t.database, '13900007103');
    await t.database.db.update(users).set({ isComplete: 1 }).where(eq(users.id, poster.userId));
    await t.database.db.update(users).set({ isComplete: 1 }).where(eq(users.id, again.userId));
    const post = (headers: Record<string, string>, content: string) =>
      t.app.inject({ method: 'POST', url: '/course/api/comments', headers, payload: { comment_type: 2, content_id: articleId, content } });
    // Not cached: no request of theirs since signing in.
    const uncached = await callsOf(() => post(poster.headers, '一次 Redis 调用'));
    expect(uncached).toHaveLength(1);
    expect(windowsOf(uncached)).toEqual([expect.stringMatching(/^write:ip:/)]);
    // Cached: a read of theirs came first.
    expect((await t.app.inject({ url: '/user/oauth/userinfo', headers: again.headers })).statusCode).toBe(200);
    const cached = await callsOf(() => post(again.headers, '仍是一次 Redis 调用'));
    expect(cached).toHaveLength(1);
    expect(windowsOf(cached)).toEqual([expect.stringMatching(/^write:ip:/)]);
  });
  it('home and a layout: no command (their answers are kept per process, invalidated over the bus)', async () => {
    for (const url of ['/course/api/home', '/layout/api/layouts/home-new']) {
      await callsOf(() => t.app.inject({ url }));
      expect(await names(() => t.app.inject({ url }))).toEqual([]);
    }
  });

  it('search: an answer nobody asked lately costs one GET and one SET (shared with the processes on its database), a reused one none', async () => {
    const url = `/course/api/search?keyword=${encodeURIComponent('心力衰竭')}`;
    expect(await names(() => t.app.inject({ url }))).toEqual(['get', 'set']);
    expect(await names(() => t.app.inject({ url }))).toEqual([]);
  });
});
