import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpsItem, OpsItemOptions } from '../../../../contract/generated/schema-types';
import { mediaAssets } from '../../db/schema/index';
import { testDatabases } from '../../testing/test-database';
import { openOpsApp, type OpsTestApp } from '../ops/ops-test-kit';

type Cookie = { cookie: string };
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Problems = { message: string; data?: { problems?: Array<{ field: string; message: string }> } };

describe.each(testDatabases())('people, downloads and activities in the back office on %s', (kind) => {
  let t: OpsTestApp;
  let editor: Cookie;
  let publisher: Cookie;

  const call = async <T>(method: Method, url: string, who: Cookie, payload?: unknown, status = 200): Promise<T> => {
    const response = await t.ops(method, url, who, payload);
    expect(response.statusCode, response.body).toBe(status);
    return response.json().data as T;
  };
  const refusal = async (method: Method, url: string, payload: unknown, status = 422): Promise<Problems> => {
    const response = await t.ops(method, url, editor, payload);
    expect(response.statusCode, response.body).toBe(status);
    return response.json() as Problems;
  };
  const publish = (kindName: string, id: number) => call<OpsItem>('POST', `/items/${kindName}/${id}/publish`, publisher);
  const takeDown = (kindName: string, id: number) => call<OpsItem>('POST', `/items/${kindName}/${id}/offline`, publisher);
  const options = async (of: string, q = '') =>
    (await call<OpsItemOptions>('GET', `/item-options?of=${of}&q=${encodeURIComponent(q)}`, editor)).list.map((option) => option.title);
  const app = (url: string) => t.app.inject(url);
  const data = async <T>(url: string): Promise<T> => {
    const response = await app(url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as T;
  };
  const searchTitles = async (keyword: string) =>
    (await data<{ list: Array<{ title: string }> }>(`/course/api/search/results?keyword=${encodeURIComponent(keyword)}&page_size=50`)).list.map(
      (item) => item.title,
    );

  /** A PDF as the library keeps it (the file itself is not needed: publishing reads its row). */
  const libraryPdf = async (name: string, size: number, deleted = false): Promise<string> => {
    const url = `/media/uploads/doc-${name}.pdf`;
    await t.database.db.insert(mediaAssets).values({
      kind: 'document',
      name: `${name}.pdf`,
      mime: 'application/pdf',
      size,
      sha256: name.padEnd(64, '0'),
      url,
      pages: 3,
      uploaderName: 'test',
      deletedAt: deleted ? new Date() : null,
    });
    return url;
  };

  beforeAll(async () => {
    t = await openOpsApp(kind);
    editor = await t.signInAs('kinds-a-editor', 'editor');
    publisher = await t.signInAs('kinds-a-publisher', 'publisher');
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('讲者与专家', () => {
    it('a person is picked once published, by "name · hospital" so namesakes differ, and leaves the picker when taken down', async () => {
      const first = await call<OpsItem>('POST', '/items/person', editor, {
        fields: { name: ' 王伟 ', job_title: '主任医师', hospital: '北京协和医院', department: '心内科', bio: '从事冠心病介入治疗三十年' },
      });
      expect(first).toMatchObject({ state: 'draft', title: '王伟', app_path: '', fields: { name: '王伟', job_title: '主任医师' } });
      const second = await call<OpsItem>('POST', '/items/person', editor, { fields: { name: '王伟', hospital: '四川大学华西医院' } });
      expect(await options('person', '王伟')).toEqual([]);

      await publish('person', first.id);
      await publish('person', second.id);
      expect(await options('person', '王伟')).toEqual(['王伟 · 北京协和医院', '王伟 · 四川大学华西医院']);
      // Found by hospital too (the demo's lecturers at that hospital are listed with it).
      const atHuaxi = await options('person', '华西');
      expect(atHuaxi).toContain('王伟 · 四川大学华西医院');
      expect(atHuaxi).not.toContain('王伟 · 北京协和医院');

      // An edit waits in the draft; the picker keeps the published version.
      const edited = await call<OpsItem>('PUT', `/items/person/${first.id}`, editor, { fields: { ...first.fields, hospital: '北京大学第一医院' } });
      expect(edited).toMatchObject({ state: 'published', has_draft: true });
      expect(await options('person', '王伟')).toContain('王伟 · 北京协和医院');
      await publish('person', first.id);
      expect(await options('person', '王伟')).toContain('王伟 · 北京大学第一医院');

      await takeDown('person', second.id);
      expect(await options('person', '王伟')).toEqual(['王伟 · 北京大学第一医院']);
      const versions = await call<{ list: Array<{ title: string }> }>('GET', `/items/person/${first.id}/versions`, editor);
      expect(versions.list.map((v) => v.title)).toEqual(['王伟', '王伟']);
    });

    it('refuses a person without a name, by field, and makes nothing', async () => {
      const before = (await call<{ total: number }>('GET', '/items/person?page_size=1', editor)).total;
      expect((await refusal('POST', '/items/person', { fields: { name: '  ', hospital: '协和' } })).data?.problems).toEqual([
        { field: 'name', message: '姓名不能为空' },
      ]);
      expect((await refusal('POST', '/items/person', { fields: { name: '李明', job_title: 'x'.repeat(65) } })).data?.problems?.[0]?.field).toBe('job_title');
      expect((await call<{ total: number }>('GET', '/items/person?page_size=1', editor)).total).toBe(before);
    });
  });

  describe('指南下载', () => {
    const listTitles = async (query = '') =>
      (await data<{ list: Array<{ title: string }> }>(`/course/api/download/list?pageSize=999${query}`)).list.map((item) => item.title);
    const detail = (id: number) => app(`/course/api/download/detail/${id}`);

    it('a download is invisible as a draft, served with its library file once published, and gone when taken down', async () => {
      const pdf = await libraryPdf('hypertension-2026', 30_000);
      const created = await call<OpsItem>('POST', '/items/download', editor, {
        fields: { title: '高血压基层诊疗指南（2026）', category_id: 1, file_url: pdf, cover_img: '/media/cover.jpg' },
      });
      expect(created).toMatchObject({ state: 'draft', app_path: `/download-detail/${created.id}`, fields: { type: 1, file_url: pdf } });
      expect((await detail(created.id)).statusCode).toBe(404);
      expect(await listTitles()).not.toContain('高血压基层诊疗指南（2026）');
      expect((await app(`/course/api/download/download/${created.id}`)).statusCode).toBe(404);

      await publish('download', created.id);
      const shown = await data<{ title: string; link: string; filesize: number; type_text: string; category?: { id: number } }>(
        `/course/api/download/detail/${created.id}`,
      );
      // 30 000 bytes is 29.3 KB: the app's size is whole KB, rounded up, as uploads record it.
      expect(shown).toMatchObject({ title: '高血压基层诊疗指南（2026）', link: pdf, filesize: 30, type_text: 'PDF', category: { id: 1 } });
      expect(await listTitles('&category_id=1')).toContain('高血压基层诊疗指南（2026）');
      expect(await searchTitles('高血压基层诊疗指南')).toContain('高血压基层诊疗指南（2026）');
      expect(await options('download', '高血压基层')).toEqual(['高血压基层诊疗指南（2026）']);

      // An edit (a bigger PDF) waits in the draft.
      const bigger = await libraryPdf('hypertension-2026-scan', 25 * 1024 * 1024);
      await call('PUT', `/items/download/${created.id}`, editor, { fields: { ...created.fields, file_url: bigger } });
      expect((await data<{ filesize: number }>(`/course/api/download/detail/${created.id}`)).filesize).toBe(30);
      await publish('download', created.id);
      expect(await data<{ link: string; filesize: number }>(`/course/api/download/detail/${created.id}`)).toMatchObject({ link: bigger, filesize: 25 * 1024 });

      await takeDown('download', created.id);
      expect((await detail(created.id)).statusCode).toBe(404);
      expect((await app(`/course/api/download/download/${created.id}`)).statusCode).toBe(404);
      expect(await listTitles()).not.toContain('高血压基层诊疗指南（2026）');
      expect(await searchTitles('高血压基层诊疗指南')).not.toContain('高血压基层诊疗指南（2026）');
    });

    it('an image-text download opens its sanitised page and needs no file', async () => {
      const created = await call<OpsItem>('POST', '/items/download', editor, {
        fields: { title: '房颤抗凝流程图解', type: 3, content: '<h2>评估</h2><p onclick="x()">CHA2DS2-VASc 评分</p><script>x()</script>' },
      });
      expect(created.fields.content).toBe('<h2>评估</h2><p>CHA2DS2-VASc 评分</p>');
      await publish('download', created.id);
      expect(await data<{ type: number; type_text: string; content: string }>(`/course/api/download/detail/${created.id}`)).toMatchObject({
        type: 3,
        type_text: '图文',
        content: '<h2>评估</h2><p>CHA2DS2-VASc 评分</p>',
      });
    });

    it('refuses a file that is missing or not a library PDF, an empty image-text page and an unknown category, and changes nothing', async () => {
      const before = (await call<{ total: number }>('GET', '/items/download?page_size=1', editor)).total;
      const noFile = await refusal('POST', '/items/download', { fields: { title: '没有文件的指南' } });
      expect(noFile.data?.problems).toEqual([{ field: 'file_url', message: 'PDF 文件不能为空：请从媒体库选择' }]);
      const foreign = await refusal('POST', '/items/download', { fields: { title: '外链文件', file_url: 'https://example.com/guide.pdf' } });
      expect(foreign.data?.problems).toEqual([{ field: 'file_url', message: '所选 PDF 文件不在媒体库中或已删除，请从媒体库重新选择' }]);
      const deleted = await libraryPdf('deleted-guide', 1000, true);
      const gone = await refusal('POST', '/items/download', { fields: { title: '已删除的文件', file_url: deleted } });
      expect(gone.data?.problems?.map((p) => p.field)).toEqual(['file_url']);
      const emptyPage = await refusal('POST', '/items/download', { fields: { title: '空图文', type: 3, category_id: 999999 } });
      expect(emptyPage.data?.problems).toEqual([
        { field: 'content', message: '图文类型的正文不能为空' },
        { field: 'category_id', message: '所选分类不存在' },
      ]);
      expect((await refusal('POST', '/items/download', { fields: { title: '错的类型', type: 2 } })).data?.problems?.[0]?.field).toBe('type');
      expect((await call<{ total: number }>('GET', '/items/download?page_size=1', editor)).total).toBe(before);

      // A published download whose file was later deleted from the library cannot be published again.
      const pdf = await libraryPdf('soon-deleted', 2048);
      const created = await call<OpsItem>('POST', '/items/download', editor, { fields: { title: '稍后删除文件的指南', file_url: pdf } });
      await t.database.db.update(mediaAssets).set({ deletedAt: new Date() }).where(eq(mediaAssets.url, pdf));
      const response = await t.ops('POST', `/items/download/${created.id}/publish`, publisher);
      expect(response.statusCode).toBe(422);
      expect(response.json().data.problems).toEqual([{ field: 'file_url', message: '所选 PDF 文件不在媒体库中或已删除，请从媒体库重新选择' }]);
      expect((await detail(created.id)).statusCode).toBe(404);
    });

    it('offers the download categories to pick from', async () => {
      expect(await options('download-category')).toEqual(['临床指南', '专家共识', '诊疗手册', '图解流程']);
    });
  });

  describe('活动', () => {
    const monthItems = async (month: string) => {
      const list = await data<{
        activity_un_finished: Array<{ items: Array<{ title: string; link: string }> }>;
        activity_finished: Array<{ items: Array<{ title: string }> }>;
      }>(`/course/api/activity/list?date=${month}`);
      return [...list.activity_un_finished, ...list.activity_finished].flatMap((group) => group.items);
    };
    const calendarMonths = async () =>
      (await data<{ years: Array<{ year: number; months: number[] }> }>('/course/api/activity/calendar')).years.flatMap((y) =>
        y.months.map((m) => `${y.year}-${String(m).padStart(2, '0')}`),
      );

    it('an activity joins the calendar only once published, its edits wait, and it leaves when taken down', async () => {
      // 2019 has no seeded activities: the month appears in the calendar with this one only.
      const fields = {
        title: '2019 心血管病例演讲比赛',
        date: '2019-05-10T01:00:00.000Z',
        end_date: '2019-05-12T09:00:00.000Z',
        status_text: '已结束',
        content: '<p>比赛规则</p><iframe src="https://evil.example"></iframe>',
      };
      const created = await call<OpsItem>('POST', '/items/activity', editor, { fields });
      expect(created).toMatchObject({ state: 'draft', app_path: `/activity-detail/${created.id}`, fields: { content: '<p>比赛规则</p>', link: '' } });
      expect(await calendarMonths()).not.toContain('2019-05');
      expect((await app(`/course/api/activity/detail/${created.id}`)).statusCode).toBe(404);

      await publish('activity', created.id);
      expect(await calendarMonths()).toContain('2019-05');
      expect((await monthItems('2019-05')).map((item) => item.title)).toEqual(['2019 心血管病例演讲比赛']);
      expect(await data<{ title: string; end_date: string; content: string }>(`/course/api/activity/detail/${created.id}`)).toMatchObject({
        title: '2019 心血管病例演讲比赛',
        end_date: '2019-05-12 17:00:00',
        content: '<p>比赛规则</p>',
      });
      expect(await options('activity', '演讲比赛')).toContain('2019 心血管病例演讲比赛');

      await call('PUT', `/items/activity/${created.id}`, editor, { fields: { ...created.fields, title: '2019 心血管病例演讲大赛', link: '/live-list' } });
      expect((await monthItems('2019-05'))[0]).toMatchObject({ title: '2019 心血管病例演讲比赛', link: '' });
      await publish('activity', created.id);
      expect((await monthItems('2019-05'))[0]).toMatchObject({ title: '2019 心血管病例演讲大赛', link: '/live-list' });

      await takeDown('activity', created.id);
      expect(await calendarMonths()).not.toContain('2019-05');
      expect(await monthItems('2019-05')).toEqual([]);
      expect((await app(`/course/api/activity/detail/${created.id}`)).statusCode).toBe(404);
    });

    it('refuses an end before the start and a link that is no address, by field, and changes nothing', async () => {
      const before = (await call<{ total: number }>('GET', '/items/activity?page_size=1', editor)).total;
      const backwards = await refusal('POST', '/items/activity', {
        fields: { title: '时间颠倒的活动', date: '2024-06-02T00:00:00Z', end_date: '2024-06-01T00:00:00Z' },
      });
      expect(backwards.data?.problems).toEqual([{ field: 'end_date', message: '结束时间不能早于开始时间' }]);
      const badLink = await refusal('POST', '/items/activity', {
        fields: { title: '链接错误', date: '2024-06-01T00:00:00Z', end_date: '2024-06-02T00:00:00Z', link: 'javascript:alert(1)' },
      });
      expect(badLink.data?.problems?.map((p) => p.field)).toEqual(['link']);
      const noDates = await refusal('POST', '/items/activity', { fields: { title: '没有时间' } });
      expect(noDates.data?.problems?.map((p) => p.field).sort()).toEqual(['date', 'end_date']);
      expect((await call<{ total: number }>('GET', '/items/activity?page_size=1', editor)).total).toBe(before);

      // A published activity keeps serving while an edit that would end before it starts is refused.
      const created = await call<OpsItem>('POST', '/items/activity', editor, {
        fields: { title: '读书打卡周', date: '2024-06-01T00:00:00Z', end_date: '2024-06-07T00:00:00Z' },
      });
      await publish('activity', created.id);
      const edit = await refusal('PUT', `/items/activity/${created.id}`, { fields: { ...created.fields, end_date: '2024-05-01T00:00:00Z' } });
      expect(edit.data?.problems?.map((p) => p.field)).toEqual(['end_date']);
      expect((await call<OpsItem>('GET', `/items/activity/${created.id}`, editor)).has_draft).toBe(false);
    });
  });
});
