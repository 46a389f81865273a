import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentItem, MeetingNewsDetail, MeetingNewsList, PagedContent } from '../../../../contract/generated/schema-types';
import { expectEndpointData, expectRefusal } from '../../testing/schema-assert';
import { openTestApp, type TestApp } from '../../testing/test-app';
import { testDatabases } from '../../testing/test-database';

async function all(get: (url: string) => Promise<{ json(): { data: PagedContent } }>, path: string): Promise<ContentItem[]> {
  const items: ContentItem[] = [];
  for (let page = 1; ; page++) {
    const data = (await get(`${path}?page=${page}&pageSize=10`)).json().data;
    items.push(...data.list);
    if (page >= data.total_page!) return items;
  }
}

describe.each(testDatabases())('meetings on %s', (kind) => {
  let t: TestApp;
  const get = (url: string) => t.app.inject(url);
  beforeAll(async () => {
    t = await openTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('listAcademicMeetings', () => {
    it('pages 10 at a time: in progress, then upcoming, then ended', async () => {
      const response = await get('/meeting/api/academic?page=1');
      expectEndpointData('listAcademicMeetings', response.json());
      const first = response.json().data as PagedContent;
      expect(first).toMatchObject({ page: 1, total: 24, total_page: 3 });
      expect(first.list).toHaveLength(10);
      const items = await all(get, '/meeting/api/academic');
      expect(new Set(items.map((m) => m.id)).size).toBe(24);
      const statuses = items.map((m) => m.meeting_status);
      const rank = (s: number | undefined) => [1, 0, 2].indexOf(s!);
      expect(statuses.map(rank)).toEqual([...statuses.map(rank)].sort());
      const upcoming = items.filter((m) => m.meeting_status === 0).map((m) => m.start_at!);
      expect(upcoming).toEqual([...upcoming].sort());
      const ended = items.filter((m) => m.meeting_status === 2).map((m) => m.start_at!);
      expect(ended).toEqual([...ended].sort().reverse());
      expect(items.every((m) => m.isApply === false && typeof m.status_text === 'string')).toBe(true);
      expect(new Set(items.map((m) => m.origin_type))).toEqual(new Set([5, 14, 31]));
    });

    it('answers an empty page past the end and refuses bad paging', async () => {
      expect((await get('/meeting/api/academic?page=100000')).json().data).toMatchObject({ list: [], total: 24 });
      expectRefusal(await get('/meeting/api/academic?page=0'), 400, /page/);
      expectRefusal(await get('/meeting/api/academic?page=1e12'), 400, /page/);
      expectRefusal(await get('/meeting/api/academic?pageSize=101'), 400, /pageSize/);
      expectRefusal(await get('/meeting/api/academic?pageSize=abc'), 400, /pageSize/);
    });
  });

  describe('listMeetings', () => {
    it('lists conferences (origin_type 5 and 14), latest first', async () => {
      const response = await get('/meeting/api/meeting/list');
      expectEndpointData('listMeetings', response.json());
      const items = await all(get, '/meeting/api/meeting/list');
      expect(items).toHaveLength(14);
      expect(items.every((m) => m.origin_type === 5 || m.origin_type === 14)).toBe(true);
      const starts = items.map((m) => m.start_at!);
      expect(starts).toEqual([...starts].sort().reverse());
      expectRefusal(await get('/meeting/api/meeting/list?page=-2'), 400, /page/);
    });
  });

  describe('getMeeting', () => {
    it('answers one meeting by uuid as its list card shows it', async () => {
      const card = ((await get('/meeting/api/academic?page=1&pageSize=1')).json().data as PagedContent).list[0];
      const response = await get(`/meeting/api/academic/${card.uuid}`);
      expectEndpointData('getMeeting', response.json());
      const meeting = response.json().data as ContentItem;
      expect(meeting).toMatchObject(card);
      // Its body is its programme (日程), day by day from the 08:30 opening.
      expect(meeting.content).toMatch(/^<h3>\d+月\d+日（第一天）<\/h3><ul><li>08:30 /);
      // The page names where the meeting is and who holds it; the list cards leave both out.
      expect(meeting.address).toMatch(/国际会议中心$/);
      expect(meeting.organizer).toMatch(/^中华医学会.+学分会$/);
      expect(card).not.toHaveProperty('address');
    });

    it('shows the introduction of an academic entry, which has no body of its own', async () => {
      const cards = ((await get('/meeting/api/academic?page=1&pageSize=30')).json().data as PagedContent).list;
      const entry = cards.find((m) => m.origin_type === 31)!;
      const meeting = (await get(`/meeting/api/academic/${entry.uuid}`)).json().data as ContentItem;
      expect(meeting.content).toBe(`<p>${entry.desc}</p>`);
    });

    it('answers 404 会议不存在 for an unknown uuid and 400 for one that is not a uuid', async () => {
      expectRefusal(await get('/meeting/api/academic/00000000-0000-4000-8000-000000000000'), 404, '会议不存在');
      expectRefusal(await get('/meeting/api/academic/not-a-uuid'), 400, /uuid/);
    });
  });

  describe('listMeetingNews and getMeetingNews', () => {
    it('lists news newest first', async () => {
      const response = await get('/meeting/api/news?page=1&pageSize=3');
      expectEndpointData('listMeetingNews', response.json());
      const news = response.json().data as MeetingNewsList;
      expect(news).toMatchObject({ total: 10, total_page: 4, page: 1 });
      expect(news.list).toHaveLength(3);
      const dates = news.list.map((n) => n.created_at);
      expect(dates).toEqual([...dates].sort().reverse());
      expectRefusal(await get('/meeting/api/news?pageSize=0'), 400, /pageSize/);
    });

    it('answers one news item with sanitised content and its meeting', async () => {
      const first = ((await get('/meeting/api/news?pageSize=1')).json().data as MeetingNewsList).list[0];
      const response = await get(`/meeting/api/news/${first.id}`);
      expectEndpointData('getMeetingNews', response.json());
      const news = response.json().data as MeetingNewsDetail;
      expect(news).toMatchObject({ id: first.id, title: first.title });
      expect(news.content).toContain('<p>');
      expect(news.meeting?.title).toBeTruthy();
      expect(news.title.startsWith(news.meeting!.title)).toBe(true);
    });

    it('answers 404 for an unknown id and 400 for a bad one', async () => {
      expectRefusal(await get('/meeting/api/news/424242'), 404, '内容不存在');
      expectRefusal(await get('/meeting/api/news/abc'), 400, /id/);
      expectRefusal(await get('/meeting/api/news/0'), 400, /id/);
    });
  });
});
