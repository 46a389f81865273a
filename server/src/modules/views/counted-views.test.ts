import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signIn, type SignedIn } from '../../testing/auth-session';
import { openTestApp, type TestApp } from '../../testing/test-app';
import { testDatabases, type TestDatabaseKind } from '../../testing/test-database';
import { testRedisUrl } from '../../testing/test-limiters';
import { randomBytes } from 'node:crypto';
import { RedisViewMarks } from './view-marks-redis';
import { articles, courses, downloads, lives } from '../../db/schema/index';

const WINDOW_MINUTES = 30;
const MINUTE = 60_000;

/**
 * Every route that raises a view (or download) counter: one viewer — a signed-in user, else the client
 * address — counts once per item per window, however often they ask.
 */
/** Marks in the database on every test database, and in Redis (on PGlite) when a test Redis is set. */
const setups: Array<[string, TestDatabaseKind, 'database' | 'redis']> = [
  ...testDatabases().map((kind): [string, TestDatabaseKind, 'database'] => [`${kind}, marks in the database`, kind, 'database']),
  ...(testRedisUrl() ? [['pglite, marks in Redis', 'pglite', 'redis'] as [string, TestDatabaseKind, 'redis']] : []),
];

describe.each(setups)('counted views on %s', (_label, kind, marks) => {
  let t: TestApp;
  let redisMarks: RedisViewMarks | undefined;
  let clock = Date.parse('2026-03-02T02:00:00Z');
  let ids: { article: number; course: number; column: number; live: number; download: number };

  beforeAll(async () => {
    redisMarks = marks === 'redis' ? RedisViewMarks.fromUrl(testRedisUrl()!, `byh-test:${randomBytes(6).toString('hex')}:`) : undefined;
    await redisMarks?.ready();
    t = await openTestApp(kind, { config: { viewCountWindowMinutes: WINDOW_MINUTES }, authTestHooks: { now: () => clock, viewMarks: redisMarks } });
    const db = t.database.db;
    const [article] = await db
      .select({ id: articles.id })
      .from(articles)
      .where(and(eq(articles.type, 1), eq(articles.needPassword, 0)))
      .limit(1);
    const [course] = await db.select({ id: courses.id }).from(courses).where(eq(courses.type, 1)).limit(1);
    const [column] = await db.select({ id: courses.id }).from(courses).where(eq(courses.type, 2)).limit(1);
    const [live] = await db.select({ id: lives.id }).from(lives).limit(1);
    const [download] = await db.select({ id: downloads.id }).from(downloads).limit(1);
    ids = { article: article.id, course: course.id, column: column.id, live: live.id, download: download.id };
  });
  afterAll(async () => {
    await t?.close();
    await redisMarks?.flush();
    await redisMarks?.close();
  });

  interface CountedRoute {
    name: string;
    /** How much one counted view adds. */
    step: number;
    hit(headers: Record<string, string>, remoteAddress: string): Promise<{ statusCode: number }>;
    count(): Promise<number>;
  }
  const get = (url: string) => (headers: Record<string, string>, remoteAddress: string) => t.app.inject({ method: 'GET', url, headers, remoteAddress });
  const routes = (): CountedRoute[] => {
    const db = t.database.db;
    const viewCount = async (table: typeof articles | typeof courses | typeof lives, id: number) =>
      (await db.select({ n: table.viewCount }).from(table).where(eq(table.id, id)))[0].n;
    return [
      { name: 'article detail', step: 1, hit: get(`/course/api/article/detail/${ids.article}`), count: () => viewCount(articles, ids.article) },
      { name: 'course detail', step: 1, hit: get(`/course/api/course/detail/${ids.course}`), count: () => viewCount(courses, ids.course) },
      { name: 'course column', step: 1, hit: get(`/course/api/course/column/${ids.column}`), count: () => viewCount(courses, ids.column) },
      { name: 'live detail?increase=1', step: 1, hit: get(`/live/api/live/detail/${ids.live}?increase=1`), count: () => viewCount(lives, ids.live) },
      {
        name: 'live view_count',
        step: 2,
        hit: (headers, remoteAddress) =>
          t.app.inject({ method: 'POST', url: '/live/api/live/view_count', payload: { id: ids.live, type: 4, increment: 2 }, headers, remoteAddress }),
        count: () => viewCount(lives, ids.live),
      },
      {
        name: 'download count',
        step: 1,
        hit: get(`/course/api/download/download/${ids.download}`),
        count: async () => (await db.select({ n: downloads.downloadCount }).from(downloads).where(eq(downloads.id, ids.download)))[0].n,
      },
    ];
  };

  /** Article views are written in batches about once a second: wait for the counter, do not sleep. */
  const expectCount = (route: CountedRoute, expected: number) =>
    vi.waitFor(async () => expect(await route.count()).toBe(expected), { timeout: 5000, interval: 50 });

  it('50 requests by one signed-in viewer count once, a second viewer once more, and the window passing once again', async () => {
    let a: SignedIn = await signIn(t.database, '13800000701', clock);
    const b: SignedIn = await signIn(t.database, '13800000702', clock);
    for (const route of routes()) {
      const start = await route.count();
      for (let i = 0; i < 50; i += 1) expect((await route.hit(a.headers, '10.1.0.1')).statusCode, route.name).toBe(200);
      await expectCount(route, start + route.step);
      // The same user from another address is still the same viewer.
      await route.hit(a.headers, '10.1.0.2');
      await route.hit(b.headers, '10.1.0.1');
      await route.hit(b.headers, '10.1.0.1');
      await expectCount(route, start + 2 * route.step);
    }
    clock += (WINDOW_MINUTES + 1) * MINUTE;
    a = await signIn(t.database, '13800000701', clock);
    for (const route of routes()) {
      const start = await route.count();
      await route.hit(a.headers, '10.1.0.1');
      await route.hit(a.headers, '10.1.0.1');
      await expectCount(route, start + route.step);
    }
  });

  it('a guest is one viewer per client address (an IPv6 /64 counts as one address)', async () => {
    for (const route of routes()) {
      const start = await route.count();
      for (let i = 0; i < 20; i += 1) await route.hit({}, '192.0.2.10');
      await expectCount(route, start + route.step);
      await route.hit({}, '192.0.2.11');
      await expectCount(route, start + 2 * route.step);
      await route.hit({}, '2001:db8:1:2::1');
      await route.hit({}, '2001:db8:1:2:ffff::9');
      await route.hit({}, '::ffff:192.0.2.10');
      await expectCount(route, start + 3 * route.step);
    }
  });

  it('parallel requests of one viewer count once', async () => {
    clock += (WINDOW_MINUTES + 1) * MINUTE;
    const viewer = await signIn(t.database, '13800000703', clock);
    for (const route of routes()) {
      const start = await route.count();
      await Promise.all(Array.from({ length: 20 }, () => route.hit(viewer.headers, '10.1.0.3')));
      await expectCount(route, start + route.step);
    }
  });
});
