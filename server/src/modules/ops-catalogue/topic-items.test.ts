import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpsItem, OpsTopicInput, TopicDetail } from '../../../../contract/generated/schema-types';
import { people, topics } from '../../db/schema/index';
import { testDatabases } from '../../testing/test-database';
import type { OpsTestApp } from '../ops/ops-test-kit';
import { openItemsApp, type ItemsTestApp } from './items-test-kit';

type Cookie = { cookie: string };

const FIELDS: OpsTopicInput = {
  title: '心衰规范化诊疗专题',
  desc: '心衰诊疗的专家共识与学组',
  content: '<p>专题<strong>介绍</strong></p><img src="x" onerror="bad()">',
  mobile: '010-12345678',
  modules: [
    {
      id: null,
      key: 'study_group',
      title: '学组招募',
      study_groups: [
        {
          id: null,
          title: '心衰青年学组',
          roles: [{ name: '组长', members: [{ name: '李教授', hospital: '阜外医院' }] }],
          content: '<p>扫码加入：联系秘书 王老师</p>',
        },
      ],
    },
    { id: null, key: 'honor', title: '荣誉' },
  ],
  experts: [{ person_id: null, name: '王专家', title: '主任医师', hospital: '安贞医院', bio: '心衰诊疗二十年' }],
  honours: [{ id: null, type: 1, title: '年度优秀学组', content: '<p>表彰</p>' }],
};

describe.each(testDatabases())('topics in the back office on %s', (kind) => {
  let kit: ItemsTestApp;
  let t: OpsTestApp;
  let editor: Cookie;
  let publisher: Cookie;

  const app = (url: string) => t.app.inject(url);
  const topicTitles = () => kit.pagedTitles('/meeting/api/topic/list');
  const searchTitles = (keyword: string) => kit.searchTitles(keyword);
  const call = <T>(method: 'GET' | 'POST' | 'PUT', url: string, who: Cookie, payload?: unknown, status = 200) => kit.call<T>(method, url, who, payload, status);

  beforeAll(async () => {
    kit = await openItemsApp(kind, 'topic');
    ({ t, editor, publisher } = kit);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a new topic with modules, a study group, experts and honours is invisible as a draft, served once published, gone when taken down', async () => {
    const draft = await call<OpsItem>('POST', '/items/topic', editor, { fields: FIELDS });
    expect(draft).toMatchObject({ kind: 'topic', state: 'draft', app_path: `/topic-detail/${draft.id}` });
    expect(draft.fields.content).not.toContain('onerror');
    expect((await app(`/meeting/api/topic/detail/${draft.id}`)).statusCode).toBe(404);
    expect(await topicTitles()).not.toContain(FIELDS.title);

    await call('POST', `/items/topic/${draft.id}/publish`, publisher);
    const detail = (await app(`/meeting/api/topic/detail/${draft.id}`)).json().data as TopicDetail;
    expect(detail).toMatchObject({ title: FIELDS.title, mobile: '010-12345678', show_desc_title: 1 });
    expect(detail.experts).toEqual([expect.objectContaining({ name: '王专家', title: '主任医师', hospital: '安贞医院' })]);
    const [groupModule, honourModule] = detail.modules;
    expect(groupModule).toMatchObject({ key: 'study_group', link: `/study-group-recruitment/${draft.id}/${groupModule.id}` });
    expect(honourModule).toMatchObject({ key: 'honor', link: `/topic-honor/${draft.id}` });
    const groups = (await app(`/meeting/api/topic/study-group/list?topic_id=${draft.id}&meeting_subject_id=${groupModule.id}`)).json().data.list;
    expect(groups).toEqual([
      expect.objectContaining({
        title: '心衰青年学组',
        configure: [{ name: '组长', members: [{ name: '李教授', avatar: '', title: '', hospital: '阜外医院' }] }],
      }),
    ]);
    expect(groups[0].content).toContain('扫码加入');
    const honours = (await app(`/meeting/api/topic/honor/list?topic_id=${draft.id}`)).json().data.list as Array<{ id: number; title: string }>;
    expect(honours.map((h) => h.title)).toEqual(['年度优秀学组']);
    expect(await topicTitles()).toContain(FIELDS.title);
    expect(await searchTitles('心衰规范化')).toContain(FIELDS.title);

    // An edit waits in the draft; publishing it keeps the module and study group ids (links stay valid).
    const published = await call<OpsItem>('GET', `/items/topic/${draft.id}`, editor);
    const input = published.fields as unknown as OpsTopicInput;
    const modules = input.modules ?? [];
    expect(modules[0].id).toBe(groupModule.id);
    const edited: OpsTopicInput = {
      ...input,
      title: '心衰规范化诊疗专题（2026）',
      modules: [{ ...modules[0], study_groups: (modules[0].study_groups ?? []).map((g) => ({ ...g, title: '心衰青年学组（第二期）' })) }],
    };
    await call('PUT', `/items/topic/${draft.id}`, editor, { fields: edited });
    expect((await app(`/meeting/api/topic/detail/${draft.id}`)).json().data.title).toBe(FIELDS.title);
    await call('POST', `/items/topic/${draft.id}/publish`, publisher);
    const after = (await app(`/meeting/api/topic/detail/${draft.id}`)).json().data as TopicDetail;
    expect(after.title).toBe('心衰规范化诊疗专题（2026）');
    expect(after.modules.map((m) => m.id)).toEqual([groupModule.id]);
    const regrouped = (await app(`/meeting/api/topic/study-group/list?topic_id=${draft.id}&meeting_subject_id=${groupModule.id}`)).json().data.list;
    expect(regrouped.map((g: { id: number; title: string }) => [g.id, g.title])).toEqual([[groups[0].id, '心衰青年学组（第二期）']]);

    await call('POST', `/items/topic/${draft.id}/offline`, publisher);
    expect((await app(`/meeting/api/topic/detail/${draft.id}`)).statusCode).toBe(404);
    expect((await app(`/meeting/api/topic/study-group/detail/${groups[0].id}`)).statusCode).toBe(404);
    expect((await app(`/meeting/api/topic/honor/detail/${honours[0].id}`)).statusCode).toBe(404);
    expect(await topicTitles()).not.toContain('心衰规范化诊疗专题（2026）');
    expect(await searchTitles('心衰规范化')).not.toContain('心衰规范化诊疗专题（2026）');
  });

  it('copies a picked person into a blank expert, and refuses what cannot be shown, by field, writing nothing', async () => {
    const [person] = await t.database.db
      .insert(people)
      .values({ name: '赵医生', title: '副主任医师', hospital: '人民医院', photo: '/media/p.jpg', bio: '介入' })
      .returning({ id: people.id });
    const item = await call<OpsItem>('POST', '/items/topic', editor, { fields: { title: '讲者专题', experts: [{ person_id: person.id, name: '赵医生' }] } });
    await call('POST', `/items/topic/${item.id}/publish`, publisher);
    const detail = (await app(`/meeting/api/topic/detail/${item.id}`)).json().data as TopicDetail;
    expect(detail.experts).toEqual([
      expect.objectContaining({ name: '赵医生', title: '副主任医师', hospital: '人民医院', avatar: '/media/p.jpg', bio: '介入' }),
    ]);

    const count = async () => (await t.database.db.select({ id: topics.id }).from(topics)).length;
    const before = await count();
    const response = await t.ops('POST', '/items/topic', editor, {
      fields: {
        title: '错误专题',
        title_color: 'red',
        modules: [{ key: 'news', title: '新闻', study_groups: [{ title: '不该在这里' }] }],
        honours: [{ type: 2, title: '图片集', cover_imgs: [] }],
        experts: [{ person_id: 99999999, name: '无此人' }],
      },
    });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().data.problems.map((p: { field: string }) => p.field)).toEqual(['title_color']);
    const semantic = await t.ops('POST', '/items/topic', editor, {
      fields: {
        title: '错误专题',
        modules: [{ key: 'news', title: '新闻', study_groups: [{ title: '不该在这里' }] }],
        honours: [{ type: 2, title: '图片集', cover_imgs: [] }],
        experts: [{ person_id: 99999999, name: '无此人' }],
      },
    });
    expect(semantic.statusCode, semantic.body).toBe(422);
    expect(semantic.json().data.problems).toEqual([
      { field: 'modules', message: '只有「学组招募」栏目可以有学组' },
      { field: 'honours', message: '图片集至少需要一张图片' },
      { field: 'experts', message: '所选讲者不存在或未发布' },
    ]);
    expect(await count()).toBe(before);
    expect((await t.database.db.select().from(topics).where(eq(topics.title, '错误专题'))).length).toBe(0);
  });
});
