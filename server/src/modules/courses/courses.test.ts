import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentItem, CourseColumn, CourseDetail, CourseNewList, PagedContent } from '../../../../contract/generated/schema-types';
import { expectEndpointData, expectRefusal } from '../../testing/schema-assert';
import { signIn } from '../../testing/auth-session';
import { openTestApp, type TestApp } from '../../testing/test-app';
import { testDatabases } from '../../testing/test-database';
import { checkPasswordRequest } from '../../testing/check-password';

// Seed facts used below (server/src/seed/build-courses.ts): course column 1 holds lessons 2–6; 37 is a
// standalone course that needs a certified viewer and has comments; 39 and video 81 need the watch
// password 1234; video column 61 holds videos 62–65; clinic (7) and scientific (8) courses exist.
const COLUMN = 1;
const LESSON = 2;
const COURSE = 37;
const PASSWORD_COURSE = 39;
const PASSWORD_VIDEO = 81;
const VIDEO_COLUMN = 61;
const WATCH_PASSWORD = '1234';

describe.each(testDatabases())('courses on %s', (kind) => {
  let t: TestApp;
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
  beforeAll(async () => {
    t = await openTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('getCourseDetail', () => {
    it('returns a course with gates, speaker, parent, learners and comment count', async () => {
      const body = (await get(`/course/api/course/detail/${COURSE}`)).json();
      expectEndpointData('getCourseDetail', body);
      const course = body.data as CourseDetail;
      expect(course).toMatchObject({ id: COURSE, type: 1, source_type: 0, need_auth: 1, need_password: 0, isPasswordAuth: true, parent: null });
      expect(course.video_id).toMatch(/^(lecture-\d+|sample-)/);
      expect(course.content).toContain('<');
      expect(course.comment_count).toBeGreaterThan(0);
      expect(course.last_study_user_avatar.length).toBeGreaterThan(0);
      expect(course.duration_format).toMatch(/^\d+:\d\d/);
    });

    it('names the series of a lesson and lists its downloads', async () => {
      const lesson = (await get('/course/api/course/detail/4')).json().data as CourseDetail;
      expect(lesson.parent).toMatchObject({ id: COLUMN, source_type: 0 });
      expect(lesson.downloads).toEqual([{ name: expect.stringContaining('课件'), link: expect.any(String) }]);
    });

    it('counts a view once per viewer (here: per guest address) per window', async () => {
      const visit = async (remoteAddress: string) =>
        ((await t.app.inject({ url: `/course/api/course/detail/${LESSON}`, remoteAddress })).json().data as CourseDetail).view_count;
      const first = await visit('198.51.100.41');
      expect(await visit('198.51.100.42')).toBe(first + 1);
      expect(await visit('198.51.100.42')).toBe(first + 1);
    });

    it('leaves out video_id and content of a password course until the pass comes with the request', async () => {
      const locked = (await get(`/course/api/course/detail/${PASSWORD_COURSE}`)).json();
      expectEndpointData('getCourseDetail', locked);
      expect(locked.data).toMatchObject({ need_password: 1, isPasswordAuth: false });
      expect(locked.data.video_id).toBeUndefined();
      expect(locked.data.content).toBeUndefined();
      // Only a signed-in user may check a watch password; the pass itself opens the item for whoever holds it.
      const user = await signIn(t.database, '13800000102');
      const check = (await t.app.inject(checkPasswordRequest(`id=${PASSWORD_COURSE}&type=1&password=${WATCH_PASSWORD}`, user.headers))).json();
      expect(check.code).toBe(0);
      const pass = check.data.pass as string;
      const open = (await get(`/course/api/course/detail/${PASSWORD_COURSE}`, { 'x-content-pass': pass })).json().data as CourseDetail;
      expect(open.isPasswordAuth).toBe(true);
      expect(open.video_id).toMatch(/^(lecture-\d+|sample-)/);
      // A pass for another item opens nothing.
      const other = (await get(`/course/api/course/detail/${PASSWORD_VIDEO}`, { 'x-content-pass': pass })).json().data as CourseDetail;
      expect(other).toMatchObject({ source_type: 4, isPasswordAuth: false });
      expect(other.video_id).toBeUndefined();
    });

    it('refuses a series, unknown ids and bad ids with a clear message', async () => {
      expectRefusal(await get(`/course/api/course/detail/${COLUMN}`), 404, '课程不存在');
      expectRefusal(await get('/course/api/course/detail/999999'), 404, '课程不存在');
      expectRefusal(await get('/course/api/course/detail/abc'), 400, /id/);
      expectRefusal(await get('/course/api/course/detail/0'), 400, /id/);
      expectRefusal(await get('/course/api/course/detail/99999999999'), 400, /id/);
    });
  });

  describe('getCourseColumn', () => {
    it('returns a course column with its catalogue in order, opening course details', async () => {
      const body = (await get(`/course/api/course/column/${COLUMN}`)).json();
      expectEndpointData('getCourseColumn', body);
      const column = body.data as CourseColumn;
      expect(column).toMatchObject({ id: COLUMN, type: 2, source_type: 0, course_count: 5 });
      expect(column.items.map((i) => i.id)).toEqual([2, 3, 4, 5, 6]);
      expect(column.items[0]).toMatchObject({ origin_type: 1, type: 1, source_type: 0, title: expect.stringMatching(/^第1讲/) });
    });

    it('returns a video column whose items are videos', async () => {
      const column = (await get(`/course/api/course/column/${VIDEO_COLUMN}`)).json().data as CourseColumn;
      expect(column).toMatchObject({ source_type: 4, course_count: 4 });
      expect(column.items.every((i) => i.origin_type === 3 && i.source_type === 4)).toBe(true);
    });

    it('refuses a single course and unknown or bad ids', async () => {
      expectRefusal(await get(`/course/api/course/column/${LESSON}`), 404, '系列课程不存在');
      expectRefusal(await get('/course/api/course/column/424242'), 404, '系列课程不存在');
      expectRefusal(await get('/course/api/course/column/x1'), 400, /id/);
    });
  });

  describe('listCourses and listCourseCategories', () => {
    it('pages the top-level courses, series and videos (10 by default)', async () => {
      const body = (await get('/course/api/course/list')).json();
      expectEndpointData('listCourses', body);
      const page = body.data as PagedContent;
      expect(page.list).toHaveLength(10);
      expect(page.total_page).toBe(Math.ceil(page.total! / 10));
      const all = (await get('/course/api/course/list?pageSize=100')).json().data as PagedContent;
      expect(all.list.some((i) => i.type === 2 && i.source_type === 4)).toBe(true);
      expect(all.list.some((i) => i.origin_type === 3)).toBe(true);
      expect(all.list.every((i) => !/^第\d+讲/.test(i.title))).toBe(true);
      const beyond = (await get(`/course/api/course/list?page=${page.total_page! + 1}`)).json().data as PagedContent;
      expect(beyond.list).toEqual([]);
    });

    it('filters by category (0 = all) and by title, matching wildcards literally', async () => {
      const categories = (await get('/course/api/course/category')).json();
      expectEndpointData('listCourseCategories', categories);
      const first = categories.data.list[0] as { id: number; title: string };
      expect(categories.data.list.length).toBeGreaterThan(1);
      const inCategory = (await get(`/course/api/course/list?category_id=${first.id}&pageSize=100`)).json().data as PagedContent;
      const all = (await get('/course/api/course/list?category_id=0&pageSize=100')).json().data as PagedContent;
      expect(inCategory.total).toBeGreaterThan(0);
      expect(inCategory.total).toBeLessThan(all.total!);
      const byTitle = (await get(`/course/api/course/list?title=${encodeURIComponent('心力衰竭')}`)).json().data as PagedContent;
      expect(byTitle.list.every((i) => i.title.includes('心力衰竭'))).toBe(true);
      expect((await get('/course/api/course/list?title=%25')).json().data.list).toEqual([]);
    });

    it('refuses bad paging, category and title values', async () => {
      expectRefusal(await get('/course/api/course/list?page=0'), 400, /page/);
      expectRefusal(await get('/course/api/course/list?pageSize=100000'), 400, /pageSize/);
      expectRefusal(await get('/course/api/course/list?category_id=-1'), 400, /category_id/);
      expectRefusal(await get('/course/api/course/list?category_id=abc'), 400, /category_id/);
      expectRefusal(await get(`/course/api/course/list?title=${'长'.repeat(101)}`), 400, /title/);
      expectRefusal(await get('/course/api/course/category?pageSize=1e9'), 400, /pageSize/);
    });
  });

  describe('listCourseNew', () => {
    it('groups new lessons under their series, newest first', async () => {
      const body = (await get('/course/api/course/new')).json();
      expectEndpointData('listCourseNew', body);
      const news = body.data as CourseNewList;
      expect(news.total).toBeGreaterThan(1);
      expect(news.list).toHaveLength(news.total);
      const group = news.list.find((g) => g.source_id === 7)!;
      expect(group).toMatchObject({ id: 7, origin_type: 1, type: 2, total_count: 5 });
      expect(group.items.length).toBeGreaterThan(0);
      expect(group.desc).toMatch(/^新增\d+讲/);
    });

    it('filters by content type and limits the list, keeping the total', async () => {
      const clinic = (await get('/course/api/course/new?content_type=7')).json().data as CourseNewList;
      expect(clinic.list.map((g) => g.source_id)).toEqual([7]);
      const one = (await get('/course/api/course/new?pageSize=1')).json().data as CourseNewList;
      expect(one.list).toHaveLength(1);
      expect(one.total).toBeGreaterThan(1);
      expectRefusal(await get('/course/api/course/new?content_type=5'), 400, /content_type/);
      expectRefusal(await get('/course/api/course/new?pageSize=0'), 400, /pageSize/);
    });
  });

  describe('listCourseRecommend', () => {
    it('pages recommended courses, most viewed first', async () => {
      const body = (await get('/course/api/course/recommend?page=1&pageSize=10')).json();
      expectEndpointData('listCourseRecommend', body);
      const page = body.data as PagedContent;
      expect(page.list).toHaveLength(10);
      const views = page.list.map((i) => i.view_count ?? 0);
      expect(views).toEqual([...views].sort((a, b) => b - a));
      const next = (await get('/course/api/course/recommend?page=2&pageSize=10')).json().data as PagedContent;
      const key = (i: ContentItem) => i.id;
      expect(next.list.map(key).some((id) => page.list.map(key).includes(id))).toBe(false);
    });

    it('relates to a course: same category first, itself and its series left out', async () => {
      const related = (await get(`/course/api/course/recommend?course_id=${LESSON}&pageSize=5`)).json().data as PagedContent;
      expect(related.list).toHaveLength(5);
      expect(related.list.map((i) => i.id)).not.toContain(LESSON);
      expect(related.list.map((i) => i.id)).not.toContain(COLUMN);
    });

    it('refuses an unknown course and bad values', async () => {
      expectRefusal(await get('/course/api/course/recommend?course_id=999999'), 404, '课程不存在');
      expectRefusal(await get('/course/api/course/recommend?course_id=abc'), 400, /course_id/);
      expectRefusal(await get('/course/api/course/recommend?page=100001'), 400, /page/);
    });
  });

  describe('clinic and scientific courses', () => {
    it('lists the clinic categories and courses (content_type 7 by default, all on one page)', async () => {
      const categories = (await get('/course/api/clinic/category')).json();
      expectEndpointData('listClinicCategories', categories);
      expect(categories.data.list.map((c: { title: string }) => c.title)).toContain('临床思维');
      const body = (await get('/course/api/clinic/list?page=1&pageSize=999')).json();
      expectEndpointData('listClinicCourses', body);
      const list = body.data as PagedContent;
      expect(list.total).toBeGreaterThan(5);
      expect(list.list).toHaveLength(list.total!);
      expect(list.total_page).toBe(1);
    });

    it('lists the scientific ones and filters by category and title', async () => {
      const categories = (await get('/course/api/clinic/category?content_type=8')).json().data.list as { id: number; title: string }[];
      expect(categories.map((c) => c.title)).toContain('科研设计');
      const scientific = (await get('/course/api/clinic/list?content_type=8')).json().data as PagedContent;
      const clinic = (await get('/course/api/clinic/list?content_type=7')).json().data as PagedContent;
      const ids = new Set(clinic.list.map((i) => i.id));
      expect(scientific.list.length).toBeGreaterThan(0);
      expect(scientific.list.some((i) => ids.has(i.id))).toBe(false);
      const firstCategory = (await get('/course/api/clinic/category')).json().data.list[0].id as number;
      const inCategory = (await get(`/course/api/clinic/list?category_id=${firstCategory}`)).json().data as PagedContent;
      expect(inCategory.total).toBeLessThan(clinic.total!);
      const one = clinic.list[0];
      const byTitle = (await get(`/course/api/clinic/list?title=${encodeURIComponent(one.title)}`)).json().data as PagedContent;
      expect(byTitle.list.map((i) => i.id)).toContain(one.id);
    });

    it('answers the clinic banners', async () => {
      const body = (await get('/course/api/clinic/banner')).json();
      expectEndpointData('listClinicBanners', body);
      expect(body.data.list.length).toBeGreaterThan(0);
    });

    it('refuses other content types and bad values', async () => {
      expectRefusal(await get('/course/api/clinic/list?content_type=1'), 400, /content_type/);
      expectRefusal(await get('/course/api/clinic/list?pageSize=1000'), 400, /pageSize/);
      expectRefusal(await get('/course/api/clinic/list?category_id=1.5'), 400, /category_id/);
      expectRefusal(await get('/course/api/clinic/category?content_type=x'), 400, /content_type/);
    });
  });
});
