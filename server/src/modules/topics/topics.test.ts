import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PagedContent, TopicDetail, TopicNewsPage } from '../../../../contract/generated/schema-types';
import { expectEndpointData, expectRefusal } from '../../testing/schema-assert';
import { openTestApp, type TestApp } from '../../testing/test-app';
import { testDatabases } from '../../testing/test-database';
import { moduleLink, safeLink } from './topics.service';

describe('module links and safe links', () => {
  it('derives each module kind’s page, an operator link wins', () => {
    expect(moduleLink(3, { id: 9, key: 'column', link: '' })).toBe('/topic-column/3/9');
    expect(moduleLink(3, { id: 10, key: 'study_group', link: '' })).toBe('/study-group-recruitment/3/10');
    expect(moduleLink(3, { id: 11, key: 'honor', link: '' })).toBe('/topic-honor/3');
    expect(moduleLink(3, { id: 12, key: 'news', link: '' })).toBe('/topic-news-list/3');
    expect(moduleLink(3, { id: 13, key: 'expert', link: '' })).toBe('/topic-desc/3');
    expect(moduleLink(3, { id: 14, key: 'link', link: 'https://example.com/a' })).toBe('https://example.com/a');
    expect(moduleLink(3, { id: 15, key: 'unknown', link: '' })).toBe('');
  });

  it('keeps internal paths and http(s) URLs only', () => {
    expect(safeLink('/academic-association')).toBe('/academic-association');
    expect(safeLink('//evil.example/x')).toBe('');
    expect(safeLink('javascript:alert(1)')).toBe('');
    expect(safeLink(null)).toBe('');
  });
});

describe.each(testDatabases())('topics on %s', (kind) => {
  let t: TestApp;
  const get = (url: string) => t.app.inject(url);
  beforeAll(async () => {
    t = await openTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('listTopics', () => {
    it('pages the topics as origin_type 13 cards', async () => {
      const response = await get('/meeting/api/topic/list?page=1&pageSize=5');
      expectEndpointData('listTopics', response.json());
      const page1 = response.json().data as PagedContent;
      expect(page1.total).toBe(8);
      expect(page1.total_page).toBe(2);
      expect(page1.list).toHaveLength(5);
      expect(page1.list.every((c) => c.origin_type === 13)).toBe(true);
      const page2 = (await get('/meeting/api/topic/list?page=2&pageSize=5')).json().data as PagedContent;
      expect(page2.list).toHaveLength(3);
      expect(page2.list.map((c) => c.id)).not.toContain(page1.list[0].id);
      expect((await get('/meeting/api/topic/list?page=3&pageSize=5')).json().data.list).toEqual([]);
    });

    it('uses page size 10 by default', async () => {
      const data = (await get('/meeting/api/topic/list')).json().data as PagedContent;
      expect(data.list).toHaveLength(8);
      expect(data.page).toBe(1);
    });

    it('refuses bad paging values with a message naming the field', async () => {
      expectRefusal(await get('/meeting/api/topic/list?page=abc'), 400, /page/);
      expectRefusal(await get('/meeting/api/topic/list?page=0'), 400, /page/);
      expectRefusal(await get('/meeting/api/topic/list?page=1e12'), 400, /page/);
      expectRefusal(await get('/meeting/api/topic/list?pageSize=100000'), 400, /pageSize/);
    });
  });

  describe('getTopicDetail', () => {
    it('answers a topic home: banners, long description, ≤3 news, modules with links, partners, contact, experts', async () => {
      const response = await get('/meeting/api/topic/detail/1');
      expectEndpointData('getTopicDetail', response.json());
      const topic = response.json().data as TopicDetail;
      expect(topic.title).toBe('心血管疾病防治专项');
      expect(Array.from(topic.desc).length).toBeGreaterThan(66);
      expect(topic.banners.length).toBeGreaterThan(0);
      expect(topic.news).toHaveLength(3);
      expect(topic.news_total).toBe(5);
      expect(topic.news[0].target_url).toMatch(/^\/article-detail\/\d+$/);
      const links = topic.modules.map((m) => m.link);
      expect(links).toContain(`/topic-column/1/${topic.modules.find((m) => m.key === 'column')!.id}`);
      expect(links.some((l) => l.startsWith('/study-group-recruitment/1/'))).toBe(true);
      expect(links).toContain('/topic-honor/1');
      expect(links).toContain('/academic-association');
      expect(topic.cooperates.length).toBeGreaterThan(0);
      expect(topic.experts[0].bio!.length).toBeGreaterThan(0);
      expect(topic).toMatchObject({
        mobile: '010-6588 3101',
        email: '',
        qrcode_name: '专题小助手',
        title_color: '#333333',
        title_font_size: 18,
        show_desc_title: 1,
      });
      expect(topic.special_module_id).toBeNull();
      expect(topic.special_module).toBeNull();
    });

    it('marks topics 5–8 with their fixed module pages 38, 37, 36, 35', async () => {
      for (const [id, moduleId] of [
        [5, 38],
        [6, 37],
        [7, 36],
        [8, 35],
      ]) {
        const topic = (await get(`/meeting/api/topic/detail/${id}`)).json().data as TopicDetail;
        expect(topic.special_module_id).toBe(moduleId);
        expect(topic.special_module).toMatchObject({ id: moduleId, key: 'column', link: `/topic-column/${id}/${moduleId}` });
      }
    });

    it('answers 404 for an unknown topic and 400 for a bad id', async () => {
      expectRefusal(await get('/meeting/api/topic/detail/424242'), 404, '专题不存在');
      expectRefusal(await get('/meeting/api/topic/detail/abc'), 400, /id/);
      expectRefusal(await get('/meeting/api/topic/detail/0'), 400, /id/);
      expectRefusal(await get('/meeting/api/topic/detail/99999999999'), 400, /id/);
    });
  });

  describe('listTopicNews', () => {
    it('pages all news of a topic, newest first', async () => {
      const response = await get('/meeting/api/topic/news/2?page=1&pageSize=2');
      expectEndpointData('listTopicNews', response.json());
      const page1 = response.json().data as TopicNewsPage;
      expect(page1).toMatchObject({ total: 5, total_page: 3, page: 1 });
      expect(page1.list).toHaveLength(2);
      expect(page1.list[0].created_at! >= page1.list[1].created_at!).toBe(true);
      expect(page1.list.every((n) => n.link === n.target_url && n.origin_type === 2)).toBe(true);
      const all = (await get('/meeting/api/topic/news/2')).json().data as TopicNewsPage;
      expect(all.list).toHaveLength(5);
    });

    it('refuses unknown topics and bad values', async () => {
      expectRefusal(await get('/meeting/api/topic/news/424242'), 404, '专题不存在');
      expectRefusal(await get('/meeting/api/topic/news/x'), 400, /id/);
      expectRefusal(await get('/meeting/api/topic/news/1?pageSize=-1'), 400, /pageSize/);
    });
  });

  describe('getAcademicAssociation', () => {
    it('answers the association page with banner, intro and related meetings and topics', async () => {
      const response = await get('/meeting/api/topic/association');
      expectEndpointData('getAcademicAssociation', response.json());
      const page = response.json().data;
      expect(page.title).toBe('医学学术协会');
      expect(page.banners).toHaveLength(1);
      expect(page.intro).toContain('<p>');
      expect(page.meetings.length).toBeGreaterThan(0);
      expect(page.meetings.every((m: { origin_type: number }) => [5, 14].includes(m.origin_type))).toBe(true);
      expect(page.topics.map((c: { id: number }) => c.id)).toEqual([1, 2, 3, 4]);
    });

    it('ignores unknown query parameters', async () => {
      const response = await get('/meeting/api/topic/association?id=abc');
      expect(response.statusCode).toBe(200);
    });
  });
});
