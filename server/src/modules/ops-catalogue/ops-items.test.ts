import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpsItem, OpsItemBulkResult, OpsItemImportReport, OpsItemPage } from '../../../../contract/generated/schema-types';
import { testDatabases } from '../../testing/test-database';
import { openOpsApp, type OpsTestApp } from '../ops/ops-test-kit';

type Cookie = { cookie: string };

describe.each(testDatabases())('content back office on %s', (kind) => {
  let t: OpsTestApp;
  let editor: Cookie;
  let publisher: Cookie;

  const call = async <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: Cookie, payload?: unknown, status = 200): Promise<T> => {
    const response = await t.ops(method, url, who, payload);
    expect(response.statusCode, response.body).toBe(status);
    return response.json().data as T;
  };
  const refusal = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: Cookie, payload: unknown, status: number) => {
    const response = await t.ops(method, url, who, payload);
    expect(response.statusCode, response.body).toBe(status);
    return response.json() as { message: string; data?: { problems?: Array<{ field: string; message: string }> } };
  };
  const app = (url: string) => t.app.inject(url);
  const detailStatus = async (id: number) => (await app(`/course/api/article/detail/${id}`)).statusCode;
  const searchTitles = async (keyword: string) => {
    const response = await app(`/course/api/search/results?keyword=${encodeURIComponent(keyword)}&page_size=50`);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().data.list as Array<{ title: string }>).map((item) => item.title);
  };
  const articleListTitles = async () =>
    ((await app('/course/api/article/list?page_size=50')).json().data.list as Array<{ title: string }>).map((item) => item.title);
  const auditTargets = async () =>
    ((await call<{ list: Array<{ action: string; target: string }> }>('GET', '/audit', publisher)).list ?? []).map((e) => `${e.action} ${e.target}`);

  beforeAll(async () => {
    t = await openOpsApp(kind);
    editor = await t.signInAs('catalogue-editor', 'editor');
    publisher = await t.signInAs('catalogue-publisher', 'publisher');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a new medical column and an article stay invisible as drafts, appear everywhere once published, and vanish when taken down', async () => {
    const column = await call<OpsItem>('POST', '/items/medical-column', editor, { fields: { title: '重症医学前沿', desc: '重症监护的新证据' } });
    expect(column).toMatchObject({ state: 'draft', has_draft: true, published: null, version: 0 });
    const columnIndex = async () => JSON.stringify((await app('/course/api/medicalColumn')).json().data);
    expect(await columnIndex()).not.toContain('重症医学前沿');
    // The A–Z letter comes from the name's pinyin (重症 reads zhòng): Z.
    await call('POST', `/items/medical-column/${column.id}/publish`, publisher);
    expect(await columnIndex()).toContain('重症医学前沿');
    const published = await call<OpsItem>('GET', `/items/medical-column/${column.id}`, editor);
    expect(published).toMatchObject({ state: 'published', has_draft: false, version: 1, fields: { letter: '' } });

    const pasted =
      '<h2>脓毒性休克的液体复苏</h2><p onclick="alert(1)">早期<strong>目标导向</strong>治疗</p><script>steal()</script><table><tr><td>乳酸</td></tr></table>';
    const article = await call<OpsItem>('POST', '/items/article', editor, {
      fields: { title: '脓毒性休克液体复苏新进展', summary: '一文读懂最新指南', author: '重症医学科', medical_column_id: column.id, content: pasted },
    });
    expect(article.fields.content).toContain('<strong>目标导向</strong>');
    expect(article.fields.content).toContain('<table>');
    expect(article.fields.content).not.toMatch(/script|onclick/);
    expect(await detailStatus(article.id)).toBe(404);
    expect(await searchTitles('脓毒')).not.toContain('脓毒性休克液体复苏新进展');

    // Only a publisher publishes.
    expect((await refusal('POST', `/items/article/${article.id}/publish`, editor, undefined, 403)).message).toBe(
      '编辑的修改需要发布者审核：请点「提交审核」，审核通过后发布',
    );
    await call('POST', `/items/article/${article.id}/publish`, publisher);
    expect(await detailStatus(article.id)).toBe(200);
    expect(await articleListTitles()).toContain('脓毒性休克液体复苏新进展');
    expect(await searchTitles('脓毒')).toContain('脓毒性休克液体复苏新进展');
    const columnPage = (await app(`/course/api/article/itemList/${column.id}?content_type=30`)).json();
    expect(JSON.stringify(columnPage)).toContain('脓毒性休克液体复苏新进展');

    // An edit waits in the draft: doctors keep the published version until it is published.
    const edited = await call<OpsItem>('PUT', `/items/article/${article.id}`, editor, {
      fields: { ...article.fields, title: '脓毒性休克液体复苏：2026 更新' },
    });
    expect(edited).toMatchObject({ state: 'published', has_draft: true, title: '脓毒性休克液体复苏：2026 更新' });
    expect((await app(`/course/api/article/detail/${article.id}`)).json().data.title).toBe('脓毒性休克液体复苏新进展');
    await call('POST', `/items/article/${article.id}/publish`, publisher);
    expect((await app(`/course/api/article/detail/${article.id}`)).json().data.title).toBe('脓毒性休克液体复苏：2026 更新');

    // History: version 1 comes back as a draft.
    const versions = await call<{ list: Array<{ version: number; title: string }> }>('GET', `/items/article/${article.id}/versions`, editor);
    expect(versions.list.map((v) => [v.version, v.title])).toEqual([
      [2, '脓毒性休克液体复苏：2026 更新'],
      [1, '脓毒性休克液体复苏新进展'],
    ]);
    const restored = await call<OpsItem>('POST', `/items/article/${article.id}/versions/1/restore`, editor);
    expect(restored).toMatchObject({ has_draft: true, title: '脓毒性休克液体复苏新进展' });

    // A column with published content cannot be taken down.
    expect((await refusal('POST', `/items/medical-column/${column.id}/offline`, publisher, undefined, 409)).message).toBe(
      '专栏下还有 1 篇已发布的内容，请先移走或下线它们',
    );

    const share = async () => (await app(`/course/api/share?content_id=${article.id}&type=2`)).json() as { code: number; data?: { title?: string } };
    expect((await share()).code).toBe(0);
    await call('POST', `/items/article/${article.id}/offline`, publisher);
    expect(await detailStatus(article.id)).toBe(404);
    // No poster or share link for something doctors can no longer open.
    expect((await share()).code).toBe(-1);
    expect(await articleListTitles()).not.toContain('脓毒性休克液体复苏：2026 更新');
    expect(await searchTitles('脓毒')).not.toContain('脓毒性休克液体复苏：2026 更新');
    expect(JSON.stringify((await app(`/course/api/article/itemList/${column.id}?content_type=30`)).json())).not.toContain('脓毒性休克');

    const audit = await auditTargets();
    for (const action of ['item.create', 'item.publish', 'item.update', 'item.restore', 'item.offline']) {
      expect(
        audit.some((line) => line.startsWith(`${action} article:${article.id}`)),
        action,
      ).toBe(true);
    }
  });

  it('a case goes under a tab of the case list: its picker offers case categories, an article category is refused', async () => {
    const offered = await call<{ list: Array<{ id: number; title: string }> }>('GET', '/item-options?of=case-category&q=', editor);
    const caseTab = offered.list[0];
    expect(caseTab).toBeDefined();
    const articleTab = (await call<{ list: Array<{ id: number }> }>('GET', '/item-options?of=category&q=', editor)).list[0];
    expect(offered.list.map((option) => option.id)).not.toContain(articleTab.id);
    const fields = { title: '难治性高血压一例：肾动脉狭窄', summary: '一例继发性高血压的诊治', content: '<p>病例经过</p>' };
    const refused = await refusal('POST', '/items/case', editor, { fields: { ...fields, category_id: articleTab.id } }, 422);
    expect(refused.data?.problems).toEqual([{ field: 'category_id', message: '所选分类不存在' }]);
    const made = await call<OpsItem>('POST', '/items/case', editor, { fields: { ...fields, category_id: caseTab.id } });
    await call('POST', `/items/case/${made.id}/publish`, publisher);
    const tab = (await app(`/course/api/article/list?content_type=6&category_id=${caseTab.id}&page_size=50`)).json().data.list as Array<{ title: string }>;
    expect(tab.map((item) => item.title)).toContain('难治性高血压一例：肾动脉狭窄');
  });

  it('refuses wrong fields by name and changes nothing', async () => {
    const before = (await call<OpsItemPage>('GET', '/items/article?page_size=1', editor)).total;
    const missing = await refusal('POST', '/items/article', editor, { fields: { title: '', summary: 'x' } }, 422);
    expect(missing.data?.problems).toEqual([{ field: 'title', message: '标题不能为空' }]);
    const noColumn = await refusal('POST', '/items/article', editor, { fields: { title: '有效标题', medical_column_id: 999999 } }, 422);
    expect(noColumn.data?.problems).toEqual([{ field: 'medical_column_id', message: '所选医学专栏不存在或未发布' }]);
    const unknown = await refusal('POST', '/items/article', editor, { fields: { title: '有效标题', script: '<x>' } }, 422);
    expect(unknown.message).toContain('script');
    expect((await refusal('GET', '/items/podcast', editor, undefined, 400)).message).toBeTruthy();
    expect((await call<OpsItemPage>('GET', '/items/article?page_size=1', editor)).total).toBe(before);
  });

  it('a preview link shows the draft on the real detail, only for that item, and nothing to anyone else', async () => {
    const draft = await call<OpsItem>('POST', '/items/article', editor, { fields: { title: '预览中的房颤抗凝要点', content: '<p>草稿正文</p>' } });
    const { path } = await call<{ path: string }>('POST', `/items/article/${draft.id}/preview`, editor);
    expect(path).toMatch(new RegExp(`^/article-detail/${draft.id}\\?item-preview=`));
    const token = decodeURIComponent(path.split('item-preview=')[1]);
    const detail = (headers: Record<string, string> = {}, id = draft.id) => t.app.inject({ url: `/course/api/article/detail/${id}`, headers });
    const previewed = await detail({ 'x-item-preview': token });
    expect(previewed.statusCode, previewed.body).toBe(200);
    expect(previewed.json().data.title).toBe('预览中的房颤抗凝要点');
    expect(previewed.headers['cache-control']).toBe('private, no-store');
    expect((await detail()).statusCode).toBe(404);
    // The token opens this draft only, and a changed token nothing.
    const seeded = (await app('/course/api/article/list?page_size=1')).json().data.list[0] as { id: number; title: string };
    expect((await detail({ 'x-item-preview': token }, seeded.id)).json().data.title).toBe(seeded.title);
    expect((await detail({ 'x-item-preview': `${token.slice(0, -2)}xx` })).statusCode).toBe(404);
    // Published, then edited: doctors keep the published title, the preview shows the edit.
    await call('POST', `/items/article/${draft.id}/publish`, publisher);
    await call('PUT', `/items/article/${draft.id}`, editor, { fields: { title: '预览中的房颤抗凝要点（修订）', content: '<p>修订</p>' } });
    expect((await detail()).json().data.title).toBe('预览中的房颤抗凝要点');
    expect((await detail({ 'x-item-preview': token })).json().data.title).toBe('预览中的房颤抗凝要点（修订）');
  });

  it('never keeps a body link to content that does not exist or was taken down', async () => {
    const target = await call<OpsItem>('POST', '/items/article', editor, { fields: { title: '被链接的指南解读' } });
    const linking = { title: '链接到其他内容的文章', content: `<p>详见<a href="/article-detail/${target.id}">指南解读</a></p>` };
    // A draft is not something a doctor could open.
    const toDraft = await refusal('POST', '/items/article', editor, { fields: linking }, 422);
    expect(toDraft.data?.problems).toEqual([{ field: 'content', message: `正文中的链接指向的内容不存在或已下线：/article-detail/${target.id}` }]);
    await call('POST', `/items/article/${target.id}/publish`, publisher);
    const article = await call<OpsItem>('POST', '/items/article', editor, { fields: linking });
    // Taken down after the link was saved: publishing the linking article is refused with the link named.
    await call('POST', `/items/article/${target.id}/offline`, publisher);
    const refused = await refusal('POST', `/items/article/${article.id}/publish`, publisher, undefined, 422);
    expect(refused.data?.problems?.[0]).toMatchObject({ field: 'content' });
    expect(await detailStatus(article.id)).toBe(404);
    // Links to screens that are not content (a list) are the layout's business.
    await call('PUT', `/items/article/${article.id}`, editor, { fields: { ...linking, content: '<p><a href="/article-list">更多资讯</a></p>' } });
    await call('POST', `/items/article/${article.id}/publish`, publisher);
    expect(await detailStatus(article.id)).toBe(200);
  });

  it('lists filter by words, state and column; bulk actions report each refusal', async () => {
    const made = [];
    for (const title of ['糖尿病足的综合管理', '糖尿病肾病早筛']) {
      made.push(await call<OpsItem>('POST', '/items/article', editor, { fields: { title, author: '内分泌科' } }));
    }
    const drafts = await call<OpsItemPage>('GET', `/items/article?q=${encodeURIComponent('糖尿病')}&state=draft`, editor);
    expect(drafts.list.map((row) => row.title).sort()).toEqual(['糖尿病肾病早筛', '糖尿病足的综合管理']);
    const published = await call<OpsItemBulkResult>('POST', '/items/article/bulk/publish', publisher, { ids: made.map((m) => m.id) });
    expect(published.done.sort()).toEqual(made.map((m) => m.id).sort());
    const again = await call<OpsItemBulkResult>('POST', '/items/article/bulk/publish', publisher, { ids: [made[0].id] });
    expect(again).toEqual({ done: [], refused: [{ id: made[0].id, message: '没有待发布的修改' }] });
    const down = await call<OpsItemBulkResult>('POST', '/items/article/bulk/offline', publisher, { ids: made.map((m) => m.id) });
    expect(down.done).toHaveLength(2);
    const offline = await call<OpsItemPage>('GET', `/items/article?q=${encodeURIComponent('糖尿病')}&state=offline`, editor);
    expect(offline.total).toBe(2);
    expect(await searchTitles('糖尿病足')).not.toContain('糖尿病足的综合管理');
  });

  it('imports a CSV: a dry run lists broken rows and writes nothing; the real run is idempotent', async () => {
    const column = await call<OpsItem>('POST', '/items/medical-column', editor, { fields: { title: '心血管影像' } });
    await call('POST', `/items/medical-column/${column.id}/publish`, publisher);
    const header = 'key,title,summary,author,medical_column,content';
    const good = ['old-101,冠脉CTA的判读要点,影像科的判读清单,影像科,心血管影像,<p>钙化积分</p>', 'old-102,心脏磁共振入门,,影像科,,<p>T1 mapping</p>'];
    const broken = [',没有编号的一行,,,,', 'old-104,,缺标题,,,', 'old-105,专栏不对,,,不存在的专栏,'];
    const dry = await call<OpsItemImportReport>('POST', '/items/article/import', editor, {
      format: 'csv',
      data: [header, ...good, ...broken].join('\n'),
      dry_run: true,
    });
    expect(dry.problems.map((p) => [p.row, p.field])).toEqual([
      [3, 'key'],
      [4, 'title'],
      [5, 'medical_column'],
    ]);
    expect(dry).toMatchObject({ rows: 5, created: 2, dry_run: true });
    const notDry = await call<OpsItemImportReport>('POST', '/items/article/import', editor, {
      format: 'csv',
      data: [header, ...good, ...broken].join('\n'),
      dry_run: false,
    });
    expect(notDry.problems).toHaveLength(3);
    expect((await call<OpsItemPage>('GET', `/items/article?q=${encodeURIComponent('冠脉CTA')}`, editor)).total).toBe(0);

    const csv = [header, ...good].join('\n');
    const first = await call<OpsItemImportReport>('POST', '/items/article/import', publisher, { format: 'csv', data: csv, dry_run: false, publish: true });
    expect(first).toMatchObject({ rows: 2, created: 2, updated: 0, unchanged: 0, problems: [] });
    expect(await searchTitles('冠脉')).toContain('冠脉CTA的判读要点');
    const second = await call<OpsItemImportReport>('POST', '/items/article/import', publisher, { format: 'csv', data: csv, dry_run: false, publish: true });
    expect(second).toMatchObject({ created: 0, updated: 0, unchanged: 2 });
    const changed = csv.replace('心脏磁共振入门', '心脏磁共振入门（第二版）');
    const third = await call<OpsItemImportReport>('POST', '/items/article/import', publisher, { format: 'csv', data: changed, dry_run: false, publish: true });
    expect(third).toMatchObject({ created: 0, updated: 1, unchanged: 1 });
    expect((await call<OpsItemPage>('GET', `/items/article?q=${encodeURIComponent('心脏磁共振')}`, editor)).list.map((r) => r.title)).toEqual([
      '心脏磁共振入门（第二版）',
    ]);
  });
});
