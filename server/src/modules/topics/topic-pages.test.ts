import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ChannelList,
  PagedContent,
  StudyGroupMembers,
  TopicDetail,
  TopicHonour,
  TopicHonourPage,
  TopicStudyGroup,
} from '../../../../contract/generated/schema-types';
import { expectEndpointData, expectRefusal } from '../../testing/schema-assert';
import { openTestApp, type TestApp } from '../../testing/test-app';
import { testDatabases } from '../../testing/test-database';

describe.each(testDatabases())('topic pages on %s', (kind) => {
  let t: TestApp;
  let topic1: TopicDetail;
  const get = (url: string) => t.app.inject(url);
  const moduleOf = (key: string) => topic1.modules.find((m) => m.key === key)!.id;
  beforeAll(async () => {
    t = await openTestApp(kind);
    topic1 = (await get('/meeting/api/topic/detail/1')).json().data as TopicDetail;
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('study groups', () => {
    it('lists the study groups of a module, with roles and members', async () => {
      const response = await get(`/meeting/api/topic/study-group/list?meeting_subject_id=${moduleOf('study_group')}&topic_id=1`);
      expectEndpointData('listTopicStudyGroups', response.json());
      const [group] = response.json().data.list as TopicStudyGroup[];
      expect(group).toMatchObject({ topic_id: 1, meeting_subject_id: moduleOf('study_group'), show_avatar: 1 });
      expect(group.main_img).toMatch(/^\/media\//);
      expect(group.configure.map((r) => r.name)).toEqual(['组长', '副组长', '委员']);

      const detail = await get(`/meeting/api/topic/study-group/detail/${group.id}`);
      expectEndpointData('getTopicStudyGroup', detail.json());
      expect(detail.json().data).toEqual(group);

      const members = await get(`/meeting/api/topic/study-group/member/${group.id}`);
      expectEndpointData('listTopicStudyGroupMembers', members.json());
      const data = members.json().data as StudyGroupMembers;
      expect(data.total).toBe(7);
      expect(data.list[0].members[0].name.length).toBeGreaterThan(1);
    });

    it('answers an empty list for a module without groups, refuses unknown or mismatched modules', async () => {
      expect((await get(`/meeting/api/topic/study-group/list?meeting_subject_id=${moduleOf('honor')}`)).json().data.list).toEqual([]);
      expectRefusal(await get('/meeting/api/topic/study-group/list?meeting_subject_id=424242'), 404, '专题栏目不存在');
      expectRefusal(await get(`/meeting/api/topic/study-group/list?meeting_subject_id=${moduleOf('study_group')}&topic_id=2`), 404, '专题栏目不存在');
      expectRefusal(await get('/meeting/api/topic/study-group/list'), 400, /meeting_subject_id/);
      expectRefusal(await get('/meeting/api/topic/study-group/list?meeting_subject_id=abc'), 400, /meeting_subject_id/);
      expectRefusal(await get('/meeting/api/topic/study-group/detail/424242'), 404, '学组不存在');
      expectRefusal(await get('/meeting/api/topic/study-group/member/424242'), 404, '学组不存在');
      expectRefusal(await get('/meeting/api/topic/study-group/member/1e30'), 400, /id/);
    });
  });

  describe('honours', () => {
    it('pages the honours of a topic without their bodies; both kinds are present', async () => {
      const response = await get('/meeting/api/topic/honor/list?topic_id=1');
      expectEndpointData('listTopicHonours', response.json());
      const page = response.json().data as TopicHonourPage;
      expect(page).toMatchObject({ total: 3, total_page: 1, page: 1 });
      expect(page.list.map((h) => h.type).sort()).toEqual([1, 1, 2]);
      expect(page.list.every((h) => h.content === undefined && h.cover_img.length > 0)).toBe(true);
      const second = (await get('/meeting/api/topic/honor/list?topic_id=1&page=2&pageSize=2')).json().data as TopicHonourPage;
      expect(second.list).toHaveLength(1);
    });

    it('answers a type 1 honour with HTML and an image set without', async () => {
      const list = (await get('/meeting/api/topic/honor/list?topic_id=2')).json().data.list as TopicHonour[];
      const detailPage = list.find((h) => h.type === 1)!;
      const imageSet = list.find((h) => h.type !== 1)!;
      const one = await get(`/meeting/api/topic/honor/detail/${detailPage.id}?topic_id=2`);
      expectEndpointData('getTopicHonour', one.json());
      expect(one.json().data.content).toMatch(/<p>/);
      const set = (await get(`/meeting/api/topic/honor/detail/${imageSet.id}`)).json().data as TopicHonour;
      expect(set.content).toBe('');
      expect(set.cover_img.length).toBe(2);
    });

    it('answers the honour banners', async () => {
      const response = await get('/meeting/api/topic/honor/banner?topic_id=3');
      expectEndpointData('listTopicHonourBanners', response.json());
      expect(response.json().data.list).toHaveLength(1);
    });

    it('refuses unknown topics and honours, a honour of another topic, and bad values', async () => {
      expectRefusal(await get('/meeting/api/topic/honor/list?topic_id=424242'), 404, '专题不存在');
      expectRefusal(await get('/meeting/api/topic/honor/list'), 400, /topic_id/);
      expectRefusal(await get('/meeting/api/topic/honor/banner?topic_id=424242'), 404, '专题不存在');
      expectRefusal(await get('/meeting/api/topic/honor/banner?topic_id=-1'), 400, /topic_id/);
      expectRefusal(await get('/meeting/api/topic/honor/detail/424242'), 404, '荣誉不存在');
      const [honour] = (await get('/meeting/api/topic/honor/list?topic_id=1')).json().data.list as TopicHonour[];
      expectRefusal(await get(`/meeting/api/topic/honor/detail/${honour.id}?topic_id=2`), 404, '荣誉不存在');
      expectRefusal(await get('/meeting/api/topic/honor/detail/abc'), 400, /id/);
    });
  });

  describe('topic columns', () => {
    it('lists the category tabs a column uses and pages its items as cards', async () => {
      const column = moduleOf('column');
      const categories = await get(`/meeting/api/topic/column/category?topic_subject_id=${column}&topic_id=1`);
      expectEndpointData('listTopicColumnCategories', categories.json());
      const tabs = (categories.json().data as ChannelList).list;
      expect(tabs.map((c) => c.title)).toEqual(['专家讲堂', '病例分享', '基层培训']);

      const all = await get(`/meeting/api/topic/column/list?topic_subject_id=${column}`);
      expectEndpointData('listTopicColumnItems', all.json());
      const data = all.json().data as PagedContent;
      expect(data.total).toBe(9);
      expect(data.list).toHaveLength(9);
      expect(data.list.every((c) => c.origin_type === 1)).toBe(true);
      const one = (await get(`/meeting/api/topic/column/list?topic_subject_id=${column}&category_id=${tabs[1].id}&page=1&pageSize=2`)).json()
        .data as PagedContent;
      expect(one).toMatchObject({ total: 3, total_page: 2 });
      expect(one.list).toHaveLength(2);
      const everything = (await get(`/meeting/api/topic/column/list?topic_subject_id=${column}&category_id=0`)).json().data as PagedContent;
      expect(everything.total).toBe(9);
    });

    it('serves the fixed module page of a special topic', async () => {
      const data = (await get('/meeting/api/topic/column/list?topic_subject_id=38&topic_id=5')).json().data as PagedContent;
      expect(data.list.length).toBeGreaterThan(0);
    });

    it('refuses unknown or mismatched modules and bad values', async () => {
      expectRefusal(await get('/meeting/api/topic/column/category?topic_subject_id=424242'), 404, '专题栏目不存在');
      expectRefusal(await get('/meeting/api/topic/column/list?topic_subject_id=38&topic_id=1'), 404, '专题栏目不存在');
      expectRefusal(await get('/meeting/api/topic/column/list'), 400, /topic_subject_id/);
      expectRefusal(await get('/meeting/api/topic/column/list?topic_subject_id=1&category_id=-5'), 400, /category_id/);
      expectRefusal(await get('/meeting/api/topic/column/list?topic_subject_id=1&page=99999999999'), 400, /page/);
      expectRefusal(await get('/meeting/api/topic/column/category?topic_subject_id=%27%3B--'), 400, /topic_subject_id/);
    });
  });
});
