import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentItem, PagedContent, ShortVideoDetail } from '../../../../contract/generated/schema-types';
import { expectEndpointData, expectRefusal } from '../../testing/schema-assert';
import { signIn } from '../../testing/auth-session';
import { openTestApp, type TestApp } from '../../testing/test-app';
import { testDatabases } from '../../testing/test-database';
import { checkPasswordRequest } from '../../testing/check-password';

/** Seeded short video 6 is gated by the watch password 1234. */
const PASSWORD_VIDEO_ID = 6;

describe.each(testDatabases())('short videos on %s', (kind) => {
  let t: TestApp;
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
  beforeAll(async () => {
    t = await openTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('listShortVideoCategories', () => {
    it('lists the short-video categories in order', async () => {
      const response = await get('/course/api/short-video/category');
      expectEndpointData('listShortVideoCategories', response.json());
      const list = response.json().data.list as { id: number; title: string }[];
      expect(list.map((c) => c.title)).toEqual(['科普', '手术', '查房', '会议花絮']);
    });
  });

  describe('listShortVideos', () => {
    it('pages every short video for 推荐, newest first, as short-video cards', async () => {
      const response = await get('/course/api/short-video/list?page=1');
      expectEndpointData('listShortVideos', response.json());
      const page1 = response.json().data as PagedContent;
      expect(page1).toMatchObject({ page: 1, total: 24, total_page: 3 });
      expect(page1.list).toHaveLength(10);
      expect(page1.list.every((c) => c.origin_type === 3 && c.is_short_video === 1)).toBe(true);
      const dates = page1.list.map((c) => c.created_at!);
      expect(dates).toEqual([...dates].sort().reverse());
      const page3 = (await get('/course/api/short-video/list?page=3')).json().data as PagedContent;
      expect(page3.list).toHaveLength(4);
      const ids = new Set([...page1.list, ...page3.list].map((c) => c.id));
      expect(ids.size).toBe(14);
      expect((await get('/course/api/short-video/list?category_id=0&pageSize=100')).json().data.total).toBe(24);
    });

    it('filters by category and answers an empty page past the end', async () => {
      const categories = (await get('/course/api/short-video/category')).json().data.list as { id: number }[];
      const one = (await get(`/course/api/short-video/list?category_id=${categories[1].id}&pageSize=50`)).json().data as PagedContent;
      expect(one.total).toBe(6);
      const other = (await get(`/course/api/short-video/list?category_id=${categories[2].id}&pageSize=50`)).json().data as PagedContent;
      const key = (c: ContentItem) => c.id;
      expect(one.list.map(key).filter((id) => other.list.map(key).includes(id))).toEqual([]);
      const none = (await get('/course/api/short-video/list?category_id=424242')).json().data as PagedContent;
      expect(none).toMatchObject({ list: [], total: 0, total_page: 0 });
      const beyond = (await get('/course/api/short-video/list?page=100000')).json().data as PagedContent;
      expect(beyond).toMatchObject({ list: [], total: 24 });
    });

    it('refuses bad paging and category values with a message naming the field', async () => {
      expectRefusal(await get('/course/api/short-video/list?page=0'), 400, /page/);
      expectRefusal(await get('/course/api/short-video/list?page=1e12'), 400, /page/);
      expectRefusal(await get('/course/api/short-video/list?pageSize=100000'), 400, /pageSize/);
      expectRefusal(await get('/course/api/short-video/list?category_id=abc'), 400, /category_id/);
      expectRefusal(await get('/course/api/short-video/list?category_id=-1'), 400, /category_id/);
    });
  });

  describe('getShortVideoDetail', () => {
    it('answers a short video with its counts, state and video_id', async () => {
      const response = await get('/course/api/short-video/detail/1');
      expectEndpointData('getShortVideoDetail', response.json());
      const video = response.json().data as ShortVideoDetail;
      expect(video).toMatchObject({ id: 1, need_password: 0, isPasswordAuth: true, isLike: false, isFavorite: false });
      expect(video.video_id).toMatch(/^(short-\d+|sample-)/);
      expect(video.view_count).toBeGreaterThan(0);
      // Seeded comment threads on the first two short videos.
      expect(video.comment_count).toBeGreaterThan(0);
    });

    it('keeps the video of a password item back until its pass is shown', async () => {
      const locked = (await get(`/course/api/short-video/detail/${PASSWORD_VIDEO_ID}`)).json();
      expectEndpointData('getShortVideoDetail', locked);
      expect(locked.data).toMatchObject({ need_password: 1, isPasswordAuth: false });
      expect(locked.data.video_id).toBeUndefined();
      const forged = (await get(`/course/api/short-video/detail/${PASSWORD_VIDEO_ID}`, { 'x-content-pass': `5:${PASSWORD_VIDEO_ID}:9999999999:bad` })).json();
      expect(forged.data.video_id).toBeUndefined();

      // Only a signed-in user may check a watch password; the pass itself opens the item for whoever holds it.
      const user = await signIn(t.database, '13800000101');
      const check = (await t.app.inject(checkPasswordRequest(`id=${PASSWORD_VIDEO_ID}&password=1234&type=5`, user.headers))).json();
      expect(check.code).toBe(0);
      const unlocked = (await get(`/course/api/short-video/detail/${PASSWORD_VIDEO_ID}`, { 'x-content-pass': check.data.pass })).json();
      expectEndpointData('getShortVideoDetail', unlocked);
      expect(unlocked.data).toMatchObject({ need_password: 1, isPasswordAuth: true });
      expect(unlocked.data.video_id).toMatch(/^(short-\d+|sample-)/);
    });

    it('answers 404 for an unknown id and 400 for a bad one', async () => {
      expectRefusal(await get('/course/api/short-video/detail/424242'), 404, '内容不存在');
      expectRefusal(await get('/course/api/short-video/detail/abc'), 400, /id/);
      expectRefusal(await get('/course/api/short-video/detail/0'), 400, /id/);
      expectRefusal(await get('/course/api/short-video/detail/99999999999'), 400, /id/);
    });
  });
});
