import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityCalendar, ActivityDetail, ActivityList } from '../../../../contract/generated/schema-types';
import { expectEndpointData, expectRefusal } from '../../testing/schema-assert';
import { openTestApp, type TestApp } from '../../testing/test-app';
import { testDatabases } from '../../testing/test-database';
import { monthKey, monthOf } from './activities.service';

const itemsOf = (groups: ActivityList['activity_finished']) => groups.flatMap((g) => g.items);

describe('activity months', () => {
  it('are China Standard Time months', () => {
    expect(monthKey(monthOf(new Date('2023-03-31T16:30:00Z')))).toBe('2023-04');
    expect(monthKey(monthOf(new Date('2023-03-31T15:30:00Z')))).toBe('2023-03');
  });
});

describe.each(testDatabases())('activities on %s', (kind) => {
  let t: TestApp;
  const get = (url: string) => t.app.inject(url);
  beforeAll(async () => {
    t = await openTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('getActivityCalendar', () => {
    it('offers the years and months that have activities, from the data', async () => {
      const response = await get('/course/api/activity/calendar');
      expectEndpointData('getActivityCalendar', response.json());
      const calendar = response.json().data as ActivityCalendar;
      const years = calendar.years.map((y) => y.year);
      expect(years.slice(0, 4)).toEqual([2020, 2021, 2022, 2023]);
      expect(years).toContain(monthOf(new Date()).year);
      expect(calendar.years[1]).toEqual({ year: 2021, months: [1, 3, 4, 6, 8, 9, 11] });
      // Seeded activities run around now, so this month is the one shown first.
      expect(calendar.current).toBe(monthKey(monthOf(new Date())));
    });
  });

  describe('listActivities', () => {
    it('answers one month, finished items grouped by day', async () => {
      const response = await get('/course/api/activity/list?date=2021-03&pageSize=999');
      expectEndpointData('listActivities', response.json());
      const month = response.json().data as ActivityList;
      expect(month.date).toBe('2021-03');
      expect(month.activity_un_finished).toEqual([]);
      const items = itemsOf(month.activity_finished);
      expect(items).toHaveLength(1);
      expect(items[0]).toMatchObject({ finished: true, status_text: '已结束', origin_type: 11 });
      expect(items[0].title).toContain('2021年3月');
      expect(month.activity_finished[0].date).toBe(items[0].date.slice(0, 10));
      expect(items[0].date.startsWith('2021-03-')).toBe(true);
    });

    it('defaults to the calendar month, with unfinished items first', async () => {
      const calendar = (await get('/course/api/activity/calendar')).json().data as ActivityCalendar;
      const month = (await get('/course/api/activity/list')).json().data as ActivityList;
      expect(month.date).toBe(calendar.current);
      const unfinished = itemsOf(month.activity_un_finished);
      expect(unfinished.length).toBeGreaterThan(0);
      expect(unfinished.every((item) => !item.finished && item.date.startsWith(calendar.current))).toBe(true);
      const starts = unfinished.map((item) => item.date);
      expect(starts).toEqual([...starts].sort());
      // An item with its own link (a live activity) keeps it for the client.
      const all = [...unfinished, ...itemsOf(month.activity_finished)];
      expect(all.every((item) => item.link === '' || item.link.startsWith('/'))).toBe(true);
    });

    it('answers an empty month with its date', async () => {
      const month = (await get('/course/api/activity/list?date=2019-05')).json().data as ActivityList;
      expect(month).toEqual({ date: '2019-05', activity_un_finished: [], activity_finished: [] });
    });

    it('refuses bad dates and sizes with a message naming the field', async () => {
      expectRefusal(await get('/course/api/activity/list?date=2024-13'), 400, /date/);
      expectRefusal(await get('/course/api/activity/list?date=2024-00'), 400, /date/);
      expectRefusal(await get('/course/api/activity/list?date=2024-1'), 400, /date/);
      expectRefusal(await get('/course/api/activity/list?date=abc'), 400, /date/);
      expectRefusal(await get(`/course/api/activity/list?date=${'9'.repeat(5000)}`), 400, /date/);
      expectRefusal(await get('/course/api/activity/list?pageSize=100000'), 400, /pageSize/);
    });
  });

  describe('getActivityDetail', () => {
    it('answers title, time, content, cover and like/favourite state', async () => {
      const response = await get('/course/api/activity/detail/1');
      expectEndpointData('getActivityDetail', response.json());
      const detail = response.json().data as ActivityDetail;
      expect(detail).toMatchObject({ id: 1, isLike: false, isFavorite: false });
      expect(detail.title).toContain('2020年1月');
      expect(detail.content).toContain('<p>');
      expect(detail.cover_img).toMatch(/^\/media\//);
    });

    it('answers 404 for an unknown id and 400 for a bad one', async () => {
      expectRefusal(await get('/course/api/activity/detail/424242'), 404, '内容不存在');
      expectRefusal(await get('/course/api/activity/detail/1.5'), 400, /id/);
      expectRefusal(await get('/course/api/activity/detail/99999999999'), 400, /id/);
    });
  });
});
