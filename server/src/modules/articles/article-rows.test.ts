import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArticleDetail } from '../../../../contract/generated/schema-types';
import type { Database } from '../../db/database';
import { articles } from '../../db/schema/index';
import { signIn } from '../../testing/auth-session';
import { countStatements } from '../../testing/statement-count';
import { openTestApp, testConfig, type TestApp } from '../../testing/test-app';
import { testDatabases } from '../../testing/test-database';
import { TEST_REDIS_URL, openTwoProcesses, type TwoProcesses } from '../../testing/two-processes';

/** An open article of the seed. */
async function openArticle(database: Database): Promise<number> {
  const [{ id }] = await database.db
    .select({ id: articles.id })
    .from(articles)
    .where(and(eq(articles.needPassword, 0), eq(articles.type, 1)))
    .orderBy(articles.id)
    .limit(1);
  return id;
}

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
    articleId = await openArticle(t.database);
    url = `/course/api/article/detail/${articleId}`;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a repeated read sends no statement, for a visitor and for a signed-in reader (their flags kept too)', async () => {
    const reader = await signIn(t.database, '13900008001');
    await detail();
    await detail(reader.headers);
    expect(await countStatements(() => detail())).toBe(0);
    expect(await countStatements(() => detail(reader.headers))).toBe(0);
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

/** Two API processes (two apps, one database, one Redis): a like in one must show in the other's kept row at once. */
describe.skipIf(!TEST_REDIS_URL)('article rows across processes (Redis pub/sub)', () => {
  let processes: TwoProcesses;
  beforeAll(async () => {
    processes = await openTwoProcesses('article-rows', testConfig({ articleCacheMs: 60_000 }));
  });
  afterAll(async () => {
    await processes?.close();
  });

  it("a like in one process shows in the other's next read, well before the row's reuse runs out", async () => {
    const { database, a, b } = processes;
    const id = await openArticle(database);
    const likes = async () => ((await b.inject(`/course/api/article/detail/${id}`)).json().data as ArticleDetail).like_count;
    const storedViews = async () => (await database.db.select({ n: articles.viewCount }).from(articles).where(eq(articles.id, id)))[0].n;
    const viewsBefore = await storedViews();
    // The first read counts a view; once b has written it (dropping its row), the next read keeps a row
    // that only the like's message can drop.
    await likes();
    await expect.poll(storedViews, { timeout: 10_000, interval: 50 }).toBe(viewsBefore + 1);
    const before = await likes();
    const liker = await signIn(database, '13900008006');
    const liked = await a.inject({ url: `/course/api/article/like/${id}`, headers: liker.headers });
    expect(liked.json().data).toMatchObject({ active: true });
    // Pub/sub delivery is asynchronous; the row itself would be kept for 60 s.
    await expect.poll(likes, { timeout: 5_000, interval: 50 }).toBe(before + 1);
  });
});
