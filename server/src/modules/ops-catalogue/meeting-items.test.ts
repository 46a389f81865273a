import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XLSX_MIME_TYPE } from '../../../../contract/forms/import-workbook';
import type { OpsItem, OpsMeetingApplications } from '../../../../contract/generated/schema-types';
import { meetings, users } from '../../db/schema/index';
import { signIn } from '../../testing/auth-session';
import { expectRefusal } from '../../testing/schema-assert';
import { testDatabases } from '../../testing/test-database';
import type { OpsTestApp } from '../ops/ops-test-kit';
import { openItemsApp, type ItemsTestApp } from './items-test-kit';
import { applicationsCsv, applicationsXlsx } from './meeting-applications';

type Cookie = { cookie: string };

const FIELDS = {
  title: '心血管介入年会测试会',
  cover_img: '/media/sample/cover.jpg',
  start_at: '2031-05-01T01:00:00.000Z',
  end_at: '2031-05-03T09:00:00.000Z',
  address: '上海国际会议中心',
  organizer: '中华医学会心血管病学分会',
  desc: '年度介入治疗进展',
  content: '<h2>会议日程</h2><p onclick="x()">第一天：<strong>冠脉</strong></p><script>bad()</script>',
  apply_enabled: true,
};

describe.each(testDatabases())('meetings in the back office on %s', (kind) => {
  let kit: ItemsTestApp;
  let t: OpsTestApp;
  let editor: Cookie;
  let publisher: Cookie;

  const app = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
  const uuidOf = async (id: number) => (await t.database.db.select({ uuid: meetings.uuid }).from(meetings).where(eq(meetings.id, id)))[0].uuid;
  /** Every title of 学术会, page by page (the app's page size is capped). */
  const academicTitles = () => kit.pagedTitles('/meeting/api/academic');
  const searchTitles = (keyword: string) => kit.searchTitles(keyword);
  const call = <T>(method: 'GET' | 'POST' | 'PUT', url: string, who: Cookie, payload?: unknown, status = 200) => kit.call<T>(method, url, who, payload, status);

  beforeAll(async () => {
    kit = await openItemsApp(kind, 'meeting');
    ({ t, editor, publisher } = kit);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a draft meeting is invisible, published it is listed, opened by uuid and found, and taken down it is gone', async () => {
    const draft = await call<OpsItem>('POST', '/items/meeting', editor, { fields: FIELDS });
    expect(draft).toMatchObject({ state: 'draft', kind: 'meeting' });
    expect(draft.fields.content).toContain('<strong>冠脉</strong>');
    expect(draft.fields.content).not.toMatch(/script|onclick/);
    const uuid = await uuidOf(draft.id);
    expect(draft.app_path).toBe(`/meeting/${uuid}`);
    expect((await app(`/meeting/api/academic/${uuid}`)).statusCode).toBe(404);
    expect(await academicTitles()).not.toContain(FIELDS.title);

    await call('POST', `/items/meeting/${draft.id}/publish`, publisher);
    const detail = (await app(`/meeting/api/academic/${uuid}`)).json().data as {
      title: string;
      content: string;
      address: string;
      organizer: string;
      origin_type: number;
    };
    expect(detail).toMatchObject({ title: FIELDS.title, address: FIELDS.address, organizer: FIELDS.organizer, origin_type: 14 });
    expect(detail.content).toContain('会议日程');
    expect(await academicTitles()).toContain(FIELDS.title);
    expect(await searchTitles('心血管介入年会')).toContain(FIELDS.title);
    const options = await call<{ list: Array<{ id: number; path: string }> }>(
      'GET',
      `/item-options?of=meeting&q=${encodeURIComponent('介入年会测试')}`,
      editor,
    );
    expect(options.list).toEqual([expect.objectContaining({ id: draft.id, path: `/meeting/${uuid}` })]);

    // An edit waits in the draft.
    await call('PUT', `/items/meeting/${draft.id}`, editor, { fields: { ...FIELDS, title: '心血管介入年会（改期）' } });
    expect((await app(`/meeting/api/academic/${uuid}`)).json().data.title).toBe(FIELDS.title);

    await call('POST', `/items/meeting/${draft.id}/offline`, publisher);
    expect((await app(`/meeting/api/academic/${uuid}`)).statusCode).toBe(404);
    expect(await academicTitles()).not.toContain(FIELDS.title);
    expect(await searchTitles('心血管介入年会')).not.toContain(FIELDS.title);
  });

  it('refuses an end before its start and a deadline after the end, by field, and writes nothing', async () => {
    const count = async () => (await t.database.db.select({ id: meetings.id }).from(meetings)).length;
    const total = await count();
    const response = await t.ops('POST', '/items/meeting', editor, {
      fields: { ...FIELDS, end_at: '2031-04-30T00:00:00.000Z', apply_deadline: '2031-06-01T00:00:00.000Z' },
    });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().data.problems).toEqual([
      { field: 'end_at', message: '结束时间不能早于开始时间' },
      { field: 'apply_deadline', message: '报名截止时间不能晚于结束时间' },
    ]);
    const badLink = await t.ops('POST', '/items/meeting', editor, { fields: { ...FIELDS, link: 'javascript:alert(1)' } });
    expect(badLink.statusCode).toBe(422);
    expect(badLink.json().data.problems[0].field).toBe('link');
    expect(await count()).toBe(total);
  });

  it('takes sign-ups only while open and before the deadline, and lists them for operators as JSON, CSV and Excel', async () => {
    const item = await call<OpsItem>('POST', '/items/meeting', editor, { fields: { ...FIELDS, title: '报名名单测试会' } });
    await call('POST', `/items/meeting/${item.id}/publish`, publisher);
    const doctor = await signIn(t.database, '13900000391');
    await t.database.db
      .update(users)
      .set({ isComplete: 1, name: '张医生', hospitalName: '协和医院', officeName: '心内科', dutyName: '主任医师' })
      .where(eq(users.id, doctor.userId));
    const apply = () => app(`/meeting/api/v4/apply/${item.id}`, doctor.headers);

    const applied = await apply();
    expect(applied.json(), applied.body).toMatchObject({ code: 0, data: { isApply: true } });

    // Doctors' mobile numbers: an editor may not see them; a publisher's look is audited.
    expect((await t.ops('GET', `/items/meeting/${item.id}/applications`, editor)).statusCode).toBe(403);
    const list = await call<OpsMeetingApplications>('GET', `/items/meeting/${item.id}/applications`, publisher);
    expect(list).toMatchObject({ meeting_id: item.id, title: '报名名单测试会', total: 1 });
    expect(list.list[0]).toMatchObject({
      user_id: doctor.userId,
      name: '张医生',
      hospital: '协和医院',
      department: '心内科',
      duty: '主任医师',
      certified: true,
    });
    expect(list.file).toBeUndefined();

    const csv = await call<OpsMeetingApplications>('GET', `/items/meeting/${item.id}/applications?format=csv`, publisher);
    expect(csv.file).toMatchObject({ name: '报名名单测试会-报名名单.csv', mime_type: 'text/csv;charset=utf-8' });
    const text = Buffer.from(csv.file?.content_base64 ?? '', 'base64').toString('utf8');
    expect(text.startsWith('\uFEFF用户ID,姓名,手机号,医院/单位,科室,职称,已认证,报名时间\r\n')).toBe(true);
    expect(text).toContain(`${doctor.userId},张医生,13900000391,协和医院,心内科,主任医师,是,`);

    // The same columns as a real workbook: the ID a number, the time a date Excel shows in Beijing time.
    expect((await t.ops('GET', `/items/meeting/${item.id}/applications?format=xlsx`, editor)).statusCode).toBe(403);
    const xlsx = await call<OpsMeetingApplications>('GET', `/items/meeting/${item.id}/applications?format=xlsx`, publisher);
    expect(xlsx.file).toMatchObject({ name: '报名名单测试会-报名名单.xlsx', mime_type: XLSX_MIME_TYPE });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(Buffer.from(xlsx.file?.content_base64 ?? '', 'base64')).buffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.name).toBe('报名名单');
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(1).values).toEqual([undefined, '用户ID', '姓名', '手机号', '医院/单位', '科室', '职称', '已认证', '报名时间']);
    const [, ...cells] = sheet.getRow(2).values as ExcelJS.CellValue[];
    expect(cells.slice(0, 7)).toEqual([doctor.userId, '张医生', '13900000391', '协和医院', '心内科', '主任医师', '是']);
    const appliedAt = new Date(list.list[0].applied_at).getTime();
    expect(cells[7]).toBeInstanceOf(Date);
    expect(Math.abs((cells[7] as Date).getTime() - (appliedAt + 8 * 3600_000))).toBeLessThan(1000);
    const audit = await call<{ list: Array<{ action: string; target: string; detail: { format?: string } }> }>('GET', '/audit', publisher);
    const looks = audit.list.filter((entry) => entry.action === 'item.applications' && entry.target === `meeting:${item.id}`);
    expect(looks.map((entry) => entry.detail.format).sort()).toEqual(['csv', 'json', 'xlsx']);

    expect((await t.ops('GET', '/items/meeting/99999999/applications', publisher)).statusCode).toBe(404);

    // Closed sign-up, then a deadline passed: both refused in the app's words.
    const other = await signIn(t.database, '13900000392');
    await t.database.db.update(users).set({ isComplete: 1 }).where(eq(users.id, other.userId));
    await call('PUT', `/items/meeting/${item.id}`, editor, { fields: { ...FIELDS, title: '报名名单测试会', apply_open: false } });
    await call('POST', `/items/meeting/${item.id}/publish`, publisher);
    expectRefusal(await app(`/meeting/api/v4/apply/${item.id}`, other.headers), 200, '报名已关闭');
    await call('PUT', `/items/meeting/${item.id}`, editor, {
      fields: { ...FIELDS, title: '报名名单测试会', apply_open: true, apply_deadline: '2020-01-01T00:00:00.000Z', start_at: '2019-12-01T00:00:00.000Z' },
    });
    await call('POST', `/items/meeting/${item.id}/publish`, publisher);
    expectRefusal(await app(`/meeting/api/v4/apply/${item.id}`, other.headers), 200, '报名已截止');

    // Taken down, it takes no sign-up at all.
    await call('POST', `/items/meeting/${item.id}/offline`, publisher);
    expectRefusal(await app(`/meeting/api/v4/apply/${item.id}`, other.headers), 200, '会议不存在');
  });
});

describe('the sign-up files', () => {
  const row = {
    user_id: 1,
    name: '=HYPERLINK("x")',
    mobile: '1',
    hospital: '北京,协和',
    department: '+1',
    duty: '@SUM(A1)',
    certified: false,
    applied_at: '2030-01-01T00:00:00.000Z',
  };

  it('CSV: quotes separators and defuses spreadsheet formulas', () => {
    const lines = applicationsCsv([row]).split('\r\n');
    expect(lines[1]).toBe(`1,"'=HYPERLINK(""x"")",1,"北京,协和",'+1,'@SUM(A1),否,2030-01-01 08:00:00`);
  });

  it('Excel: the same text, never a formula', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(await applicationsXlsx([row])).buffer);
    const cells = workbook.worksheets[0].getRow(2);
    expect([2, 4, 5, 6].map((column) => cells.getCell(column).value)).toEqual([`'=HYPERLINK("x")`, '北京,协和', "'+1", "'@SUM(A1)"]);
    cells.eachCell((cell) => expect(cell.formula).toBeFalsy());
  });
});
