import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChannelHome, ContentItem, PagedContent } from '../../../../contract/generated/schema-types';
import { expectEndpointData, expectRefusal } from '../../testing/schema-assert';
import { openTestApp, type TestApp } from '../../testing/test-app';
import { testDatabases } from '../../testing/test-database';

describe.each(testDatabases())('channels on %s', (kind) => {
  let t: TestApp;
  const get = (url: string) => t.app.inject(url);
  beforeAll(async () => {
    t = await openTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('listChannels', () => {
    it('lists the channels of a screen in order', async () => {
      const response = await get('/course/api/channel?origin_type=4&page=1&pageSize=999');
      expectEndpointData('listChannels', response.json());
      const list = response.json().data.list as { id: number; title: string; origin_type: number }[];
      expect(list.length).toBeGreaterThan(1);
      expect(list.every((c) => c.origin_type === 4)).toBe(true);
      expect(list.map((c) => c.title)).toContain('学术会议');
    });

    it('defaults to the home channels', async () => {
      const list = (await get('/course/api/channel')).json().data.list as { origin_type: number }[];
      expect(list.length).toBeGreaterThan(0);
      expect(list.every((c) => c.origin_type === 0)).toBe(true);
    });

    it('refuses an origin_type outside 0, 1, 4, 6', async () => {
      expectRefusal(await get('/course/api/channel?origin_type=2'), 400, /origin_type/);
    });
  });

  describe('listChannelContent', () => {
    it('pages a channel: pages differ, total_page and the last page add up', async () => {
      const first = (await get('/course/api/channel/1?page=1&pageSize=3')).json();
      expectEndpointData('listChannelContent', first);
      const page1 = first.data as PagedContent;
      expect(page1.total).toBeGreaterThan(6);
      expect(page1.total_page).toBe(Math.ceil(page1.total! / 3));
      expect(page1.list).toHaveLength(3);
      const page2 = (await get('/course/api/channel/1?page=2&pageSize=3')).json().data as PagedContent;
      expect(page2.page).toBe(2);
      const key = (c: ContentItem) => `${c.origin_type}:${c.id}`;
      expect(page2.list.map(key)).not.toEqual(page1.list.map(key));
      const last = (await get(`/course/api/channel/1?page=${page1.total_page}&pageSize=3`)).json().data as PagedContent;
      expect(last.list).toHaveLength(page1.total! - (page1.total_page! - 1) * 3);
      const beyond = (await get(`/course/api/channel/1?page=${page1.total_page! + 1}&pageSize=3`)).json().data;
      expect(beyond.list).toEqual([]);
    });

    it('uses page size 10 by default and filters by origin_type', async () => {
      const all = (await get('/course/api/channel/7')).json().data as PagedContent;
      expect(all.list.length).toBeLessThanOrEqual(10);
      expect(all.page).toBe(1);
      const lives = (await get('/course/api/channel/1?origin_type=4')).json().data as PagedContent;
      expect(lives.list.length).toBeGreaterThan(0);
      expect(lives.list.every((c) => c.origin_type === 4)).toBe(true);
    });

    it('answers 404 for an unknown channel and 400 for a bad id', async () => {
      expectRefusal(await get('/course/api/channel/999999'), 404, '内容不存在');
      expectRefusal(await get('/course/api/channel/abc'), 400, /参数错误: id/);
      expectRefusal(await get('/course/api/channel/-3'), 400, /参数错误/);
      expectRefusal(await get('/course/api/channel/99999999999'), 400, /id/);
    });

    it('refuses bad paging values with a message naming the field', async () => {
      expectRefusal(await get('/course/api/channel/1?page=abc'), 400, /参数错误: page/);
      expectRefusal(await get('/course/api/channel/1?page=1e12'), 400, /page/);
      expectRefusal(await get('/course/api/channel/1?page=-1'), 400, /page/);
      expectRefusal(await get('/course/api/channel/1?page=0'), 400, /page/);
      expectRefusal(await get('/course/api/channel/1?pageSize=100000'), 400, /pageSize/);
      expectRefusal(await get('/course/api/channel/1?page=1.5'), 400, /page/);
    });
  });

  describe('getChannelHome', () => {
    it('answers the six sections with count, origin_type and a short list', async () => {
      const response = await get('/course/api/channel/1/home');
      expectEndpointData('getChannelHome', response.json());
      const home = response.json().data as ChannelHome;
      expect(home.live).toMatchObject({ origin_type: 4 });
      expect(home.course).toMatchObject({ origin_type: 1 });
      for (const section of Object.values(home)) {
        expect(section.list.length).toBeLessThanOrEqual(4);
        expect(section.count).toBeGreaterThanOrEqual(section.list.length);
      }
      expect(home.live.list.length).toBeGreaterThan(0);
      expect(home.live.list.every((c) => c.origin_type === 4)).toBe(true);
      expect(home.case.list.every((c) => c.origin_type === 6)).toBe(true);
    });

    it('answers 404 for an unknown channel', async () => {
      expectRefusal(await get('/course/api/channel/424242/home'), 404, '内容不存在');
    });
  });

  describe('listContentSelect', () => {
    it('pages the curated feed', async () => {
      const first = (await get('/course/api/content/select?page=1')).json();
      expectEndpointData('listContentSelect', first);
      const page1 = first.data as PagedContent;
      expect(page1.list).toHaveLength(10);
      expect(page1.total_page).toBe(Math.ceil(page1.total! / 10));
      expect(new Set(page1.list.map((c) => c.origin_type)).size).toBeGreaterThan(3);
      const page2 = (await get('/course/api/content/select?page=2')).json().data as PagedContent;
      expect(page2.list[0]).not.toEqual(page1.list[0]);
    });

    it('filters by origin_type and keyword', async () => {
      const lives = (await get('/course/api/content/select?origin_type=4&pageSize=50')).json().data as PagedContent;
      expect(lives.list.length).toBeGreaterThan(0);
      expect(lives.list.every((c) => c.origin_type === 4)).toBe(true);
      const title = lives.list[0].title;
      const keyword = encodeURIComponent(title.slice(0, 4));
      const found = (await get(`/course/api/content/select?keyword=${keyword}`)).json().data as PagedContent;
      expect(found.list.map((c) => c.title)).toContain(title);
      expect(found.list.every((c) => c.title.includes(title.slice(0, 4)))).toBe(true);
      const none = (await get('/course/api/content/select?keyword=%25%25')).json().data as PagedContent;
      expect(none).toMatchObject({ list: [], total: 0 });
    });

    it('filters by content_type', async () => {
      const cases = (await get('/course/api/content/select?content_type=6&pageSize=50')).json().data as PagedContent;
      expect(cases.list.every((c) => c.origin_type === 6)).toBe(true);
    });

    it('refuses a 10000-character keyword and absurd paging', async () => {
      expectRefusal(await get(`/course/api/content/select?keyword=${'x'.repeat(10000)}`), 400, /keyword/);
      expectRefusal(await get('/course/api/content/select?pageSize=abc'), 400, /pageSize/);
      expectRefusal(await get('/course/api/content/select?page=1e12'), 400, /page/);
    });
  });

  describe('listLives', () => {
    it('lists upcoming and ongoing lives, soonest first, with a countdown', async () => {
      const response = await get('/live/api/live/list');
      expectEndpointData('listLives', response.json());
      const list = response.json().data.list as ContentItem[];
      expect(list.length).toBeGreaterThan(0);
      expect(list.every((l) => l.live_status === 0 || l.live_status === 1)).toBe(true);
      const starts = list.map((l) => l.start_at!);
      expect(starts).toEqual([...starts].sort());
      for (const live of list) {
        expect(live.limit_time).toBeGreaterThanOrEqual(0);
        if (live.live_status === 1) expect(live.limit_time).toBe(0);
        expect(live.status_text).toBe(live.live_status === 1 ? '直播中' : '预告');
      }
    });
  });

  describe('listBanners', () => {
    it('lists banners of a type, also under /course/api/banner/list', async () => {
      const articles = (await get('/course/api/banner?type=2')).json();
      expectEndpointData('listBanners', articles);
      expect(articles.data.list.length).toBeGreaterThan(0);
      const cases = (await get('/course/api/banner?type=9')).json();
      const alias = (await get('/course/api/banner/list?type=9')).json();
      expect(alias).toEqual(cases);
      expect(cases.data.list).not.toEqual(articles.data.list);
    });

    it('refuses an unknown banner type', async () => {
      expectRefusal(await get('/course/api/banner?type=abc'), 400, /type/);
      expectRefusal(await get('/course/api/banner/list?type=5'), 400, /type/);
    });
  });
});
