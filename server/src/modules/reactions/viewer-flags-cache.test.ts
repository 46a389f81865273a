import type { FastifyInstance } from 'fastify';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { Database } from '../../db/database';
import { articles } from '../../db/schema/index';
import { createCacheBus, type CacheBus } from '../../providers/cache-bus';
import { signIn, type SignedIn } from '../../testing/auth-session';
import { testConfig } from '../../testing/test-app';
import { openTestDatabase, testDatabases } from '../../testing/test-database';

/**
 * Two API processes (two apps on one database and one cache bus, as Redis is for real ones): a reader's
 * like, favourite or follow made in one shows on their next detail read in the other, although each keeps
 * the reader's flags.
 */
describe.each(testDatabases())('a reader’s kept flags across processes on %s', (kind) => {
  let database: Database;
  let bus: CacheBus;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let reader: SignedIn;
  let articleId: number;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    bus = createCacheBus(undefined);
    const build = () => buildApp({ database, config: testConfig(), logger: false, cacheBus: bus, authTestHooks: { scheduler: false } });
    [a, b] = [await build(), await build()];
    await Promise.all([a.ready(), b.ready()]);
    reader = await signIn(database, '13900007201');
    [{ id: articleId }] = await database.db
      .select({ id: articles.id })
      .from(articles)
      .where(and(eq(articles.needPassword, 0), isNotNull(articles.parentId), eq(articles.type, 1)))
      .orderBy(articles.id)
      .limit(1);
  }, 120_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await bus?.close();
    await database?.close();
  });

  const detail = async (app: FastifyInstance) =>
    (await app.inject({ url: `/course/api/article/detail/${articleId}`, headers: reader.headers })).json().data as { isLike: boolean; isFavorite: boolean };

  it('a like and a favourite made in one process show at once in the other', async () => {
    expect(await detail(b)).toMatchObject({ isLike: false, isFavorite: false });
    expect((await a.inject({ url: `/course/api/article/like/${articleId}`, headers: reader.headers })).json().code).toBe(0);
    expect(await detail(b)).toMatchObject({ isLike: true, isFavorite: false });
    expect((await a.inject({ url: `/course/api/article/favorite/${articleId}`, headers: reader.headers })).json().code).toBe(0);
    expect(await detail(b)).toMatchObject({ isLike: true, isFavorite: true });
    expect((await b.inject({ url: `/course/api/article/like/${articleId}`, headers: reader.headers })).json().code).toBe(0);
    expect(await detail(a)).toMatchObject({ isLike: false, isFavorite: true });
  });

  it('another reader’s flags are their own', async () => {
    const other = await signIn(database, '13900007202');
    const data = (await b.inject({ url: `/course/api/article/detail/${articleId}`, headers: other.headers })).json().data as { isFavorite: boolean };
    expect(data.isFavorite).toBe(false);
  });

  it('a follow of the article’s column made in one process shows on its detail in the other', async () => {
    const subscribed = async (app: FastifyInstance) =>
      (
        (await app.inject({ url: `/course/api/article/detail/${articleId}`, headers: reader.headers })).json().data as {
          parent: { id: number; is_subscribe: number };
        }
      ).parent;
    const before = await subscribed(b);
    expect((await a.inject({ url: `/course/api/subscribe/${before.id}`, headers: reader.headers })).json().code).toBe(0);
    expect((await subscribed(b)).is_subscribe).toBe(before.is_subscribe === 1 ? 0 : 1);
  });
});
