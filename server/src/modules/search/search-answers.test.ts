import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentItem, PagedContent } from '../../../../contract/generated/schema-types';
import { articles } from '../../db/schema/index';
import { countStatements } from '../../testing/statement-count';
import { openTestApp, type TestApp } from '../../testing/test-app';
import { testDatabases } from '../../testing/test-database';
import { createJobLock } from '../../db/job-lock';
import { SEARCH_CACHE_CHANNEL } from './search-answers';
import { reindexItems } from './search-index';
import { createSearchPopularityJob } from './search-popularity';

const DAY = 86_400_000;

describe.each(testDatabases())('search answers reused in a process on %s', (kind) => {
  let t: TestApp;
  const ids: number[] = [];
  const get = async <T>(url: string): Promise<T> => {
    const response = await t.app.inject({ url });
    expect(response.statusCode).toBe(200);
    return response.json().data as T;
  };
  const sections = (keyword: string, extra = '') =>
    get<{ articles: ContentItem[]; total: number }>(`/course/api/search?keyword=${encodeURIComponent(keyword)}${extra}`);
  const page = (keyword: string, extra = '') => get<PagedContent>(`/course/api/search/results?keyword=${encodeURIComponent(keyword)}${extra}`);
  const tabs = (keyword: string) => get<{ list: Array<{ type: number; count: number }> }>(`/course/api/search/classify?keyword=${encodeURIComponent(keyword)}`);

  beforeAll(async () => {
    // No scheduler: its passes would land statements of their own in a measured request.
    t = await openTestApp(kind, { config: { searchCacheMs: 60_000 }, authTestHooks: { scheduler: false } });
    // A term the seed does not hold: 嗜铬细胞瘤.
    for (const [title, daysAgo, viewCount] of [
      ['嗜铬细胞瘤的术前准备', 3, 100],
      ['嗜铬细胞瘤病例讨论', 1, 5],
    ] as const) {
      const [row] = await t.database.db
        .insert(articles)
        .values({ type: 1, title, publishedAt: new Date(Date.now() - daysAgo * DAY), viewCount })
        .returning({ id: articles.id });
      ids.push(row.id);
    }
    await reindexItems(t.database.db, 'article', ids);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a repeated search reads nothing from the database and answers the same', async () => {
    for (const ask of [() => sections('嗜铬细胞瘤'), () => page('嗜铬细胞瘤', '&type=2'), () => tabs('嗜铬细胞瘤')]) {
      let first: unknown;
      expect(await countStatements(async () => (first = await ask()))).toBeGreaterThan(0);
      let again: unknown;
      expect(await countStatements(async () => (again = await ask()))).toBe(0);
      expect(again).toEqual(first);
    }
  });

  it('each order, page and tab is its own answer', async () => {
    expect((await page('嗜铬细胞瘤', '&order=2')).list.map((item) => item.id)).toEqual([ids[1], ids[0]]);
    expect((await page('嗜铬细胞瘤', '&order=3')).list.map((item) => item.id)).toEqual([ids[0], ids[1]]);
    expect((await page('嗜铬细胞瘤', '&order=2&pageSize=1&page=2')).list.map((item) => item.id)).toEqual([ids[0]]);
    expect((await page('嗜铬细胞瘤', '&type=4')).list).toEqual([]);
  });

  it('keeps an answer until the search channel says the index changed, in every process', async () => {
    expect((await sections('嗜铬细胞瘤')).total).toBe(2);
    const [added] = await t.database.db
      .insert(articles)
      .values({ type: 1, title: '嗜铬细胞瘤危象的处理', publishedAt: new Date() })
      .returning({ id: articles.id });
    await reindexItems(t.database.db, 'article', [added.id]);
    // Still the answer from before the reindex: reused, not searched again.
    expect((await sections('嗜铬细胞瘤')).total).toBe(2);
    await t.app.cacheBus.publish(SEARCH_CACHE_CHANNEL);
    const fresh = await sections('嗜铬细胞瘤');
    expect(fresh.total).toBe(3);
    expect(fresh.articles.map((item) => item.id)).toContain(added.id);
    await t.database.db.delete(articles).where(eq(articles.id, added.id));
    await reindexItems(t.database.db, 'article', [added.id]);
    await t.app.cacheBus.publish(SEARCH_CACHE_CHANNEL);
    expect((await sections('嗜铬细胞瘤')).total).toBe(2);
  });

  it('the popularity refresh announces a change, and only a change', async () => {
    let announced = 0;
    const job = createSearchPopularityJob(t.database.db, {
      lock: createJobLock(t.database),
      onChanged: async () => {
        announced += 1;
      },
    });
    await job.runOnce();
    announced = 0;
    await t.database.db.update(articles).set({ viewCount: 90_000 }).where(eq(articles.id, ids[1]));
    expect(await job.runOnce()).toBeGreaterThanOrEqual(1);
    expect(announced).toBe(1);
    expect(await job.runOnce()).toBe(0);
    expect(announced).toBe(1);
  });
});
