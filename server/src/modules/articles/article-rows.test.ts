import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArticleDetail } from '../../../../contract/generated/schema-types';
import { articles } from '../../db/schema/index';
import { signIn } from '../../testing/auth-session';
import { countStatements } from '../../testing/statement-count';
import { openTestApp, type TestApp } from '../../testing/test-app';
import { testDatabases } from '../../testing/test-database';

/** Article rows kept by each process for detail pages (ARTICLE_CACHE_MS), with what must still show at once. */
describe.each(testDatabases())('article rows reused for detail pages on %s', (kind) => {
  let t: TestApp;
  let url: string;
  let articleId: number;
  const get = (path: string, headers: Record<string, string> = {}) => t.app.inject({ url: path, headers });
  const detail = async (headers: Record<string, string> = {}) => {
    const response = await get(url, headers);
    expect(response.json().code).toBe(0);
    return response.json().data as ArticleDetail;
  };
  const storedViews = async () => (await t.database.db.select({ n: articles.viewCount }).from(articles).where(eq(articles.id, articleId)))[0].n;

  beforeAll(async () => {
    // A long reuse, so that only what drops a row can make a change show; no scheduler statements in the counts.
    t = await openTestApp(kind, { config: { articleCacheMs: 60_000, sessionCacheMs: 60_000 }, authTestHooks: { scheduler: false } });
    [{ id: articleId }] = await t.database.db
      .select({ id: articles.id })
      .from(articles)
      .where(and(eq(articles.needPassword, 0), eq(articles.type, 1)))
      .orderBy(articles.id)
      .limit(1);
    url = `/course/api/article/detail/${articleId}`;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a repeated read sends no statement for a visitor and only the reactions for a signed-in reader', async () => {
    const reader = await signIn(t.database, '13900008001');
    await detail();
    await detail(reader.headers);
    expect(await countStatements(() => detail())).toBe(0);
    expect(await countStatements(() => detail(reader.headers))).toBe(1);
  });

  it('each new reader sees their own view counted, before and after the views are written', async () => {
    const first = await signIn(t.database, '13900008002');
    const second = await signIn(t.database, '13900008003');
    const third = await signIn(t.database, '13900008004');
    const seenByFirst = (await detail(first.headers)).view_count;
    expect((await detail(second.headers)).view_count).toBe(seenByFirst + 1);
    // The process writes its views about once a second; the row it kept is from before.
    await expect.poll(storedViews, { timeout: 10_000, interval: 50 }).toBe(seenByFirst + 1);
    expect((await detail(third.headers)).view_count).toBe(seenByFirst + 2);
  });

  it('a like shows in the next read at once, for visitors too', async () => {
    const liker = await signIn(t.database, '13900008005');
    const before = (await detail()).like_count;
    const liked = await get(`/course/api/article/like/${articleId}`, liker.headers);
    expect(liked.json().data).toMatchObject({ active: true });
    expect((await detail()).like_count).toBe(before + 1);
    expect((await detail(liker.headers)).isLike).toBe(true);
  });

  it('an unknown article is a 404 each time, looked up once', async () => {
    const missing = '/course/api/article/detail/99999999';
    expect((await get(missing)).statusCode).toBe(404);
    expect(await countStatements(async () => expect((await get(missing)).statusCode).toBe(404))).toBe(0);
  });
});
