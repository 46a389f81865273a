import { and, eq, inArray, isNotNull, like, ne, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArticleColumn, ArticleDetail, Channel, PagedContent } from '../../../../contract/generated/schema-types';
import { EXTERNAL_IMAGE_ARTICLE_TITLE, EXTERNAL_IMAGE_URL } from '../../seed/build-articles';
import { articles, medicalColumns } from '../../db/schema/index';
import { ARTICLE_CACHE_CHANNEL } from './articles.routes';
import { expectEndpointData, expectRefusal } from '../../testing/schema-assert';
import { openTestApp, type TestApp } from '../../testing/test-app';
import { testDatabases } from '../../testing/test-database';
import { signIn, type SignedIn } from '../../testing/auth-session';
import { CONTENT_PASS_HEADER, issueContentPass } from '../../plugins/content-pass';

describe.each(testDatabases())('articles on %s', (kind) => {
  let t: TestApp;
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
  const findId = async (where: SQL | undefined) =>
    (await t.database.db.select({ id: articles.id }).from(articles).where(where).orderBy(articles.id).limit(1))[0].id;
  beforeAll(async () => {
    t = await openTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('listArticles', () => {
    it('lists top-level articles 10 a page, pinned first then newest', async () => {
      const response = await get('/course/api/article/list?page=1&pageSize=10');
      expectEndpointData('listArticles', response.json());
      const page = response.json().data as PagedContent;
      expect(page.list).toHaveLength(10);
      expect(page.total_page).toBe(Math.ceil(page.total! / 10));
      expect(page.list[0].top).toBe(1);
      expect(page.list[1].title).toBe(EXTERNAL_IMAGE_ARTICLE_TITLE);
      expect(page.list.every((a) => a.origin_type === 2 && a.type === 1)).toBe(true);
    });

    it('pages to the end without repeats', async () => {
      const first = (await get('/course/api/article/list')).json().data as PagedContent;
      const ids = new Set<number>();
      for (let p = 1; p <= first.total_page!; p++) {
        const page = (await get(`/course/api/article/list?page=${p}`)).json().data as PagedContent;
        page.list.forEach((a) => ids.add(a.id));
      }
      expect(ids.size).toBe(first.total);
      const beyond = (await get(`/course/api/article/list?page=${first.total_page! + 1}`)).json().data as PagedContent;
      expect(beyond.list).toEqual([]);
    });

    it('lists cases (content_type 6) with case columns', async () => {
      const page = (await get('/course/api/article/list?content_type=6&pageSize=50')).json().data as PagedContent;
      expect(page.list.length).toBeGreaterThan(0);
      expect(page.list.every((a) => a.origin_type === 6)).toBe(true);
      expect(new Set(page.list.map((a) => a.type))).toEqual(new Set([1, 2]));
    });

    it('filters by category and title (wildcards literal)', async () => {
      const all = (await get('/course/api/article/list?pageSize=100')).json().data as PagedContent;
      const byCategory = (await get('/course/api/article/list?category_id=11&pageSize=100')).json().data as PagedContent;
      expect(byCategory.total).toBeGreaterThan(0);
      expect(byCategory.total).toBeLessThan(all.total!);
      const byTitle = (await get(`/course/api/article/list?title=${encodeURIComponent('肺结节的随访')}`)).json().data as PagedContent;
      expect(byTitle.list.map((a) => a.title)).toEqual([EXTERNAL_IMAGE_ARTICLE_TITLE]);
      expect(((await get('/course/api/article/list?title=%25')).json().data as PagedContent).total).toBe(0);
    });

    it('refuses bad input with a clear 400', async () => {
      expectRefusal(await get('/course/api/article/list?page=abc'), 400, /page/);
      expectRefusal(await get('/course/api/article/list?page=0'), 400, /page/);
      expectRefusal(await get('/course/api/article/list?pageSize=100000'), 400, /pageSize/);
      expectRefusal(await get('/course/api/article/list?category_id=99999999999'), 400, /category_id/);
      expectRefusal(await get('/course/api/article/list?content_type=3'), 400, /content_type/);
      expectRefusal(await get(`/course/api/article/list?title=${'长'.repeat(101)}`), 400, /title/);
    });
  });

  describe('listArticleCategories', () => {
    it('answers article categories (type 2) and case categories (type 6)', async () => {
      const response = await get('/course/api/article/category?type=2');
      expectEndpointData('listArticleCategories', response.json());
      expect((response.json().data.list as Channel[]).map((c) => c.title)).toEqual(['临床资讯', '指南解读', '学术前沿', '医学人文']);
      const cases = (await get('/course/api/article/category?type=6')).json().data.list as Channel[];
      expect(cases.map((c) => c.title)).toContain('心血管');
      expectRefusal(await get('/course/api/article/category?type=99'), 400, /type/);
    });
  });

  describe('getArticleDetail', () => {
    it('answers the detail with sanitised HTML, parent column, recommendations, and counts the view', async () => {
      const id = await findId(eq(articles.title, EXTERNAL_IMAGE_ARTICLE_TITLE));
      const response = await get(`/course/api/article/detail/${id}`);
      expectEndpointData('getArticleDetail', response.json());
      const detail = response.json().data as ArticleDetail;
      expect(detail.title).toBe(EXTERNAL_IMAGE_ARTICLE_TITLE);
      expect(detail.isPasswordAuth).toBe(true);
      expect(detail.content).toContain(`src="/course/api/image-proxy?url=${encodeURIComponent(EXTERNAL_IMAGE_URL)}"`);
      expect(detail.content).not.toMatch(/<script|<style|<iframe|onerror|javascript:/i);
      expect(detail.content).toContain('<a href="https://www.example.org/guideline" rel="noopener noreferrer nofollow" target="_blank">');
      expect(detail.parent).toMatchObject({ id: 627, title: '影像诊断', origin_type: 30, is_subscribe: 0 });
      expect(detail.recommend.length).toBeGreaterThan(0);
      expect(detail.recommend.length).toBeLessThanOrEqual(5);
      expect(detail.recommend.some((r) => r.id === id)).toBe(false);
      // Another viewer (another address) counts; the same one again does not (modules/views).
      const again = (await t.app.inject({ url: `/course/api/article/detail/${id}`, remoteAddress: '198.51.100.31' })).json().data as ArticleDetail;
      expect(again.view_count).toBe(detail.view_count + 1);
      expect(((await get(`/course/api/article/detail/${id}`)).json().data as ArticleDetail).view_count).toBe(detail.view_count + 1);
    });

    it('shows a viewer’s own like and parent subscription at once, and only to them, on a detail read before', async () => {
      const id = await findId(eq(articles.title, EXTERNAL_IMAGE_ARTICLE_TITLE));
      const me = await signIn(t.database, '13900000611');
      const detail = async (who: SignedIn | null) => (await get(`/course/api/article/detail/${id}`, who?.headers)).json().data as ArticleDetail;
      const before = await detail(me);
      expect(before.parent).toMatchObject({ id: 627, is_subscribe: 0 });
      expect(await detail(null)).toMatchObject({ is_subscribe: 0 });

      expect((await get('/course/api/medicalColumn/subscribe/627', me.headers)).json().data).toMatchObject({ is_subscribe: 1 });
      expect((await get(`/course/api/article/like/${id}`, me.headers)).json().data).toMatchObject({ active: true });
      const mine = await detail(me);
      expect(mine.parent).toMatchObject({ id: 627, is_subscribe: 1 });
      expect(mine).toMatchObject({ is_subscribe: 1, isLike: true, like_count: before.like_count + 1 });
      expect(mine.recommend).toEqual(before.recommend);
      const visitor = await detail(null);
      expect(visitor).toMatchObject({ is_subscribe: 0, isLike: false, like_count: before.like_count + 1 });
      expect(visitor.parent).toMatchObject({ id: 627, is_subscribe: 0 });

      await get('/course/api/medicalColumn/subscribe/627', me.headers);
      await get(`/course/api/article/like/${id}`, me.headers);
      expect(await detail(me)).toMatchObject({ is_subscribe: 0, isLike: false, like_count: before.like_count });
    });

    it('shows an edited parent column once the edit is announced on the articles cache channel', async () => {
      const id = await findId(eq(articles.title, EXTERNAL_IMAGE_ARTICLE_TITLE));
      const title = async () => ((await get(`/course/api/article/detail/${id}`)).json().data as ArticleDetail).parent?.title;
      expect(await title()).toBe('影像诊断');
      await t.database.db.update(medicalColumns).set({ title: '影像诊断（新）' }).where(eq(medicalColumns.id, 627));
      try {
        await t.app.cacheBus.publish(ARTICLE_CACHE_CHANNEL);
        expect(await title()).toBe('影像诊断（新）');
      } finally {
        await t.database.db.update(medicalColumns).set({ title: '影像诊断' }).where(eq(medicalColumns.id, 627));
        await t.app.cacheBus.publish(ARTICLE_CACHE_CHANNEL);
      }
    });

    it('recommends from the article’s category as it is now (a moved article, no stale list)', async () => {
      const id = await findId(and(eq(articles.type, 1), eq(articles.contentType, 0), isNotNull(articles.categoryId)));
      const [row] = await t.database.db.select({ categoryId: articles.categoryId }).from(articles).where(eq(articles.id, id));
      const categoryOf = async (ids: number[]) =>
        new Set((await t.database.db.select({ c: articles.categoryId }).from(articles).where(inArray(articles.id, ids))).map((r) => r.c));
      const before = (await get(`/course/api/article/detail/${id}`)).json().data as ArticleDetail;
      expect(await categoryOf(before.recommend.map((r) => r.id))).toEqual(new Set([row.categoryId]));
      const [other] = await t.database.db
        .select({ c: articles.categoryId })
        .from(articles)
        .where(and(eq(articles.type, 1), eq(articles.contentType, 0), isNotNull(articles.categoryId), ne(articles.categoryId, row.categoryId!)))
        .limit(1);
      await t.database.db.update(articles).set({ categoryId: other.c }).where(eq(articles.id, id));
      try {
        const after = (await get(`/course/api/article/detail/${id}`)).json().data as ArticleDetail;
        expect(after.recommend.length).toBeGreaterThan(0);
        expect(await categoryOf(after.recommend.map((r) => r.id))).toEqual(new Set([other.c]));
      } finally {
        await t.database.db.update(articles).set({ categoryId: row.categoryId }).where(eq(articles.id, id));
      }
    });

    it('stores the seeded HTML sanitised (on write)', async () => {
      const rows = await t.database.db.select({ content: articles.content }).from(articles);
      expect(rows.every((r) => !/<script|onerror|javascript:|<iframe|<style/i.test(r.content))).toBe(true);
    });

    it('gives the body image of ours its size, so the page reserves its box before it loads', async () => {
      const id = await findId(
        and(eq(articles.type, 1), eq(articles.contentType, 0), eq(articles.needPassword, 0), like(articles.content, '%<img src="/media/covers/%')),
      );
      const detail = (await get(`/course/api/article/detail/${id}`)).json().data as ArticleDetail;
      // The seed's wide covers are 640×360 JPEGs.
      expect(detail.content).toMatch(new RegExp(`<img src="/media/covers/article-${id}\\.jpg" alt="[^"]*" width="640" height="360" />`));
    });

    it('sanitises on read too (a row written around the sanitiser)', async () => {
      const id = await findId(and(eq(articles.type, 1), eq(articles.contentType, 0), eq(articles.needPassword, 0)));
      await t.database.db
        .update(articles)
        .set({ content: '<p onclick="x()">正文</p><script>alert(1)</script><img src="http://x.example/a.png" onerror="y()">' })
        .where(eq(articles.id, id));
      const detail = (await get(`/course/api/article/detail/${id}`)).json().data as ArticleDetail;
      expect(detail.content).toBe(`<p>正文</p><img src="/course/api/image-proxy?url=${encodeURIComponent('http://x.example/a.png')}" />`);
    });

    it('names an article column as the parent of its items', async () => {
      const id = await findId(and(isNotNull(articles.parentId), eq(articles.contentType, 6)));
      const detail = (await get(`/course/api/article/detail/${id}?content_type=6`)).json().data as ArticleDetail;
      expect(detail.parent).toMatchObject({ origin_type: 6, type: 2 });
      expect(detail.content_type).toBe(6);
    });

    it('leaves out the body of a password article until a pass comes with the request', async () => {
      const id = await findId(and(eq(articles.needPassword, 1), eq(articles.contentType, 0)));
      const locked = (await get(`/course/api/article/detail/${id}`)).json();
      expectEndpointData('getArticleDetail', locked);
      expect(locked.data).toMatchObject({ need_password: 1, isPasswordAuth: false });
      expect(locked.data.content).toBeUndefined();
      const otherPass = issueContentPass({ type: 2, id: id + 1 }, t.app.contentPassSecret!).pass;
      expect((await get(`/course/api/article/detail/${id}`, { [CONTENT_PASS_HEADER]: otherPass })).json().data.content).toBeUndefined();
      const pass = issueContentPass({ type: 2, id }, t.app.contentPassSecret!).pass;
      const open = (await get(`/course/api/article/detail/${id}`, { [CONTENT_PASS_HEADER]: pass })).json().data as ArticleDetail;
      expect(open.isPasswordAuth).toBe(true);
      expect(open.content).toMatch(/<p>/);
    });

    it('refuses unknown ids, a mismatching content_type and bad input', async () => {
      expectRefusal(await get('/course/api/article/detail/999999'), 404, '内容不存在');
      const caseId = await findId(eq(articles.contentType, 6));
      expectRefusal(await get(`/course/api/article/detail/${caseId}?content_type=0`), 404, '内容不存在');
      expectRefusal(await get('/course/api/article/detail/abc'), 400, /id/);
      expectRefusal(await get('/course/api/article/detail/0'), 400, /id/);
      expectRefusal(await get('/course/api/article/detail/99999999999999'), 400, /id/);
      expectRefusal(await get('/course/api/article/detail/1?content_type=x'), 400, /content_type/);
    });
  });

  describe('article columns', () => {
    it('answers a case column header with 已更新/共 counts and its items in order, paged', async () => {
      const id = await findId(and(eq(articles.type, 2), eq(articles.contentType, 6)));
      const header = (await get(`/course/api/article/column/${id}`)).json();
      expectEndpointData('getArticleColumn', header);
      const column = header.data as ArticleColumn;
      expect(column).toMatchObject({ id, content_type: 6, current_count: 5, total_count: 5, is_subscribe: 0 });
      const first = (await get(`/course/api/article/itemList/${id}?page=1&pageSize=3`)).json();
      expectEndpointData('listArticleItems', first);
      expect(first.data).toMatchObject({ total: 5, total_page: 2 });
      expect(first.data.list).toHaveLength(3);
      const second = (await get(`/course/api/article/itemList/${id}?page=2&pageSize=3`)).json().data as PagedContent;
      expect(second.list).toHaveLength(2);
      expect(second.list.every((c) => c.origin_type === 6 && c.type === 1)).toBe(true);
    });

    it('lists a medical column’s articles with content_type=30', async () => {
      const response = await get('/course/api/article/itemList/627?content_type=30&page=1&pageSize=10');
      expectEndpointData('listArticleItems', response.json());
      const page = response.json().data as PagedContent;
      expect(page.total).toBeGreaterThan(0);
      expect(page.list.map((a) => a.title)).toContain(EXTERNAL_IMAGE_ARTICLE_TITLE);
    });

    it('refuses a single article, unknown ids and bad input as columns', async () => {
      const single = await findId(eq(articles.type, 1));
      expectRefusal(await get(`/course/api/article/column/${single}`), 404, '专栏不存在');
      expectRefusal(await get(`/course/api/article/itemList/${single}`), 404, '专栏不存在');
      expectRefusal(await get('/course/api/article/itemList/999999?content_type=30'), 404, '专栏不存在');
      expectRefusal(await get('/course/api/article/column/999999'), 404, '专栏不存在');
      expectRefusal(await get('/course/api/article/itemList/627?content_type=31'), 400, /content_type/);
      expectRefusal(await get('/course/api/article/itemList/627?content_type=30&pageSize=1000'), 400, /pageSize/);
      expectRefusal(await get('/course/api/article/column/x'), 400, /id/);
    });
  });
});
