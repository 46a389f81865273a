import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PagedContent } from '../../../../contract/generated/schema-types';
import { articles } from '../../db/schema/index';
import { expectDataMatches, expectRefusal } from '../../testing/schema-assert';
import { openTestApp } from '../../testing/test-app';
import { testDatabases } from '../../testing/test-database';
import { withOpsHelpers, type OpsTestApp } from '../ops/ops-test-kit';
import { reindexItems } from './search-index';

// 搜索同义词: operators extend the list search widens terms with, and search follows at once.
describe.each(testDatabases())('search synonyms kept by operators on %s', (kind) => {
  let t: OpsTestApp;
  let articleId: number;
  let fibrillationId: number;

  const results = async (keyword: string) => {
    const response = await t.app.inject({ url: `/course/api/search/results?keyword=${encodeURIComponent(keyword)}&pageSize=50` });
    expect(response.statusCode).toBe(200);
    return (response.json().data as PagedContent).list.map((item) => item.id);
  };
  const suggestions = async (keyword: string) => {
    const response = await t.app.inject({ url: `/course/api/search/suggest?keyword=${encodeURIComponent(keyword)}` });
    expect(response.statusCode).toBe(200);
    return (response.json().data.list as Array<{ id: number; title: string }>).map((item) => item.title);
  };

  beforeAll(async () => {
    t = withOpsHelpers(await openTestApp(kind));
    // Terms the seed holds nowhere: 噬血细胞综合征 (HLH), and a title on 房颤 for suggestions.
    const [row] = await t.database.db
      .insert(articles)
      .values({ type: 1, title: '噬血细胞综合征的早期识别与治疗', publishedAt: new Date() })
      .returning({ id: articles.id });
    const [fibrillation] = await t.database.db
      .insert(articles)
      .values({ type: 1, title: '房颤患者左心耳封堵术后的抗凝管理', publishedAt: new Date(), viewCount: 100_000 })
      .returning({ id: articles.id });
    articleId = row.id;
    fibrillationId = fibrillation.id;
    await reindexItems(t.database.db, 'article', [articleId, fibrillationId]);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists the seeded groups and refuses anyone but an operator', async () => {
    expect((await t.ops('GET', '/search/synonyms', null)).statusCode).toBe(401);
    expect((await t.ops('POST', '/search/synonyms', null, { names: ['甲', '乙'] })).statusCode).toBe(401);
    expect((await t.ops('DELETE', '/search/synonyms/1', null)).statusCode).toBe(401);
    const editor = await t.signInAs('synonym-reader', 'editor');
    const list = await t.ops('GET', '/search/synonyms', editor);
    for (const group of list.json().data.list as unknown[]) expectDataMatches('schemas/ops/ops-search-synonym.json', { code: 0, message: '', data: group });
    expect(list.json().data.list).toContainEqual(expect.objectContaining({ names: ['房颤', '心房颤动', 'AF'], created_by: '' }));
  });

  it('refuses bad groups with a Chinese message and stores nothing', async () => {
    const editor = await t.signInAs('synonym-checker', 'editor');
    const before = (await t.ops('GET', '/search/synonyms', editor)).json().data.list.length as number;
    for (const body of [
      {},
      { names: ['单个'] },
      { names: ['甲', 'x'.repeat(33)] },
      { names: Array.from({ length: 11 }, (_, i) => `名${i}`) },
      { names: 'HLH' },
    ]) {
      const answer = await t.ops('POST', '/search/synonyms', editor, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().message).toMatch(/[\u4e00-\u9fff]/);
    }
    // Two names that are one after normalising, and a name another group has.
    expectRefusal(await t.ops('POST', '/search/synonyms', editor, { names: ['ＨＬＨ', 'hlh '] }), 422, '请至少填写两个不同的名称');
    expectRefusal(await t.ops('POST', '/search/synonyms', editor, { names: ['心房纤颤', 'af'] }), 422, /“AF”已在同义词组“房颤、心房颤动、AF”中/);
    expect((await t.ops('GET', '/search/synonyms', editor)).json().data.list).toHaveLength(before);
    expectRefusal(await t.ops('DELETE', '/search/synonyms/999999', editor), 404, '该同义词组不存在或已删除');
  });

  it('finds items by a group an operator adds, and stops when it is removed; both in the audit log', async () => {
    expect(await results('HLH')).not.toContain(articleId);
    const editor = await t.signInAs('synonym-editor', 'editor');
    const created = await t.ops('POST', '/search/synonyms', editor, { names: [' 噬血细胞综合征 ', 'HLH', '噬血综合征'] });
    expect(created.statusCode, created.body).toBe(200);
    expectDataMatches('schemas/ops/ops-search-synonym.json', created.json());
    expect(created.json().data).toMatchObject({ names: ['噬血细胞综合征', 'HLH', '噬血综合征'], created_by: 'synonym-editor' });
    for (const keyword of ['HLH', 'hlh', '噬血综合征']) expect(await results(keyword), keyword).toContain(articleId);

    const removed = await t.ops('DELETE', `/search/synonyms/${created.json().data.id as number}`, editor);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await results('HLH')).not.toContain(articleId);

    const audit = await t.ops('GET', '/audit?pageSize=20', editor);
    const entries = audit.json().data.list as Array<{ action: string; target: string }>;
    expect(entries.filter((entry) => entry.target === 'search-synonym:噬血细胞综合征、HLH、噬血综合征').map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['search.synonym-add', 'search.synonym-delete']),
    );
  });

  it('suggests titles of the Chinese term typed as pinyin (fa, fc → 房颤)', async () => {
    for (const letters of ['fc', 'fa']) expect(await suggestions(letters), letters).toContain('房颤患者左心耳封堵术后的抗凝管理');
  });
});
