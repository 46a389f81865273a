import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpsItem, OpsItemOptions } from '../../../../contract/generated/schema-types';
import { lives, liveWhiteList, people, questionnaires } from '../../db/schema/index';
import { signIn, type SignedIn } from '../../testing/auth-session';
import { testDatabases } from '../../testing/test-database';
import { openOpsApp, type OpsTestApp } from '../ops/ops-test-kit';
import { checkPasswordRequest } from '../../testing/check-password';

type Cookie = { cookie: string };
type Problems = Array<{ field: string; message: string }>;

describe.each(testDatabases())('live items in the back office on %s', (kind) => {
  let t: OpsTestApp;
  let editor: Cookie;
  let publisher: Cookie;
  let doctor: SignedIn;
  let lecturer: { id: number; name: string; hospital: string };

  const call = async <T>(method: 'GET' | 'POST' | 'PUT', url: string, who: Cookie, payload?: unknown, status = 200): Promise<T> => {
    const response = await t.ops(method, url, who, payload);
    expect(response.statusCode, response.body).toBe(status);
    return response.json().data as T;
  };
  const problemsOf = async (method: 'POST' | 'PUT', url: string, payload: unknown): Promise<Problems> => {
    const response = await t.ops(method, url, editor, payload);
    expect(response.statusCode, response.body).toBe(422);
    return (response.json() as { data: { problems: Problems } }).data.problems;
  };
  const get = (url: string, who?: SignedIn) => t.app.inject({ url, headers: who?.headers ?? {} });
  const detailStatus = async (id: number) => (await get(`/live/api/live/detail/${id}`)).statusCode;
  const homeText = async () => JSON.stringify((await get('/live/api/live/home?pageSize=999')).json());
  const searchText = async (keyword: string) =>
    JSON.stringify((await get(`/course/api/search/results?keyword=${encodeURIComponent(keyword)}&page_size=50`)).json());

  const base = { title: '心衰管理直播课', start_at: '2030-03-01T11:00:00.000Z', end_at: '2030-03-01T13:00:00.000Z' };

  beforeAll(async () => {
    t = await openOpsApp(kind);
    editor = await t.signInAs('live-editor', 'editor');
    publisher = await t.signInAs('live-publisher', 'publisher');
    doctor = await signIn(t.database, '13800000001');
    [lecturer] = await t.database.db
      .insert(people)
      .values({ name: '李心安', title: '主任医师', hospital: '协和医院', publishState: 1 })
      .returning({ id: people.id, name: people.name, hospital: people.hospital });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a new live is invisible as a draft, is served once published, edits wait in the draft, and taking it down 404s it', async () => {
    const created = await call<OpsItem>('POST', '/items/live', editor, {
      fields: { ...base, lecturer_ids: [lecturer.id], content: '<p onclick="x()">慢性心衰的<strong>全程管理</strong></p>', top: true },
    });
    expect(created).toMatchObject({ state: 'draft', app_path: `/live-detail/${created.id}` });
    expect(created.fields.content).not.toContain('onclick');
    expect(await detailStatus(created.id)).toBe(404);
    expect(await homeText()).not.toContain('心衰管理直播课');
    expect((await get(`/live/api/appointment/${created.id}`, doctor)).json().code).toBe(404);

    await call('POST', `/items/live/${created.id}/publish`, publisher);
    const detail = (await get(`/live/api/live/detail/${created.id}`)).json().data.live;
    expect(detail).toMatchObject({ title: '心衰管理直播课', doctor: lecturer.name, hospital: lecturer.hospital, live_status: 0 });
    expect(await homeText()).toContain('心衰管理直播课');
    expect(await searchText('心衰管理')).toContain('心衰管理直播课');
    const [row] = await t.database.db.select().from(lives).where(eq(lives.id, created.id));
    // The stream is named as the seed names it when the operator leaves it empty.
    expect(row.webinarId).toBe(`wb-${created.id}`);
    const options = await call<OpsItemOptions>('GET', `/item-options?of=live&q=${encodeURIComponent('心衰管理')}`, editor);
    expect(options.list.map((o) => o.id)).toContain(created.id);

    const published = await call<OpsItem>('GET', `/items/live/${created.id}`, editor);
    await call('PUT', `/items/live/${created.id}`, editor, { fields: { ...published.fields, title: '心衰管理直播课（更新）' } });
    expect((await get(`/live/api/live/detail/${created.id}`)).json().data.live.title).toBe('心衰管理直播课');
    await call('POST', `/items/live/${created.id}/publish`, publisher);
    expect((await get(`/live/api/live/detail/${created.id}`)).json().data.live.title).toBe('心衰管理直播课（更新）');

    await call('POST', `/items/live/${created.id}/offline`, publisher);
    expect(await detailStatus(created.id)).toBe(404);
    expect(await homeText()).not.toContain('心衰管理直播课');
    expect(await searchText('心衰管理')).not.toContain('心衰管理直播课');
  });

  it('keeps the watch password as a hash only, and an empty password keeps it', async () => {
    const created = await call<OpsItem>('POST', '/items/live', editor, { fields: { ...base, title: '密码直播', auth_type: 2, password: '2468' } });
    expect(created.fields.password).toBe('');
    expect(String(created.fields.password_hash)).toMatch(/^hmac-sha256\$/);
    expect(JSON.stringify(created)).not.toContain('2468');
    await call('POST', `/items/live/${created.id}/publish`, publisher);
    const item = await call<OpsItem>('GET', `/items/live/${created.id}`, editor);
    const saved = await call<OpsItem>('PUT', `/items/live/${created.id}`, editor, { fields: { ...item.fields, password: '' } });
    // Nothing changed: the empty password kept the stored hash, so there is no draft.
    expect(saved.has_draft).toBe(false);
    const check = await t.app.inject(checkPasswordRequest(`id=${created.id}&type=4&password=2468`, doctor.headers));
    expect(check.json().code, check.body).toBe(0);
  });

  it('stores the white list and the questionnaire, and refuses a bad white list row by row storing nothing', async () => {
    const created = await call<OpsItem>('POST', '/items/live', editor, {
      fields: {
        ...base,
        title: '白名单直播',
        auth_type: 3,
        white_list: '手机号,姓名\n13800000001,张医生\n139 0000 0002',
        questionnaire_name: '会后问卷',
        questionnaire_questions: [
          { type: 'single', name: '您的科室', options: ['心内科', '急诊科'] },
          { type: 'text', name: '建议', must: false },
        ],
        booking: false,
      },
    });
    expect(created.fields.white_list).toBe('13800000001,张医生\n13900000002');
    await call('POST', `/items/live/${created.id}/publish`, publisher);
    const listed = await t.database.db.select({ mobile: liveWhiteList.mobile }).from(liveWhiteList).where(eq(liveWhiteList.liveId, created.id));
    expect(listed.map((r) => r.mobile).sort()).toEqual(['13800000001', '13900000002']);
    const [row] = await t.database.db.select().from(lives).where(eq(lives.id, created.id));
    const [questionnaire] = await t.database.db
      .select()
      .from(questionnaires)
      .where(eq(questionnaires.id, row.questionnaireId ?? 0));
    expect(questionnaire.columns).toEqual([
      { type: 'question', name: '您的科室', must: true, multi_select: false, options: ['心内科', '急诊科'] },
      { type: 'textarea', name: '建议', must: false },
    ]);
    expect((await get(`/live/api/appointment/${created.id}`, doctor)).json()).toMatchObject({ code: 409, message: '本场直播不开放预约' });
    // The app is told, so it offers no 预约直播: the detail's flags and the live's card.
    expect((await get(`/live/api/live/detail/${created.id}`, doctor)).json().data.live.flags).toMatchObject({ noBooking: true });
    const forecast = (await get('/live/api/live/home?pageSize=999')).json().data.forecast as Array<{ id: number; booking_closed?: boolean }>;
    expect(forecast.find((card) => card.id === created.id)).toMatchObject({ booking_closed: true });

    const item = await call<OpsItem>('GET', `/items/live/${created.id}`, editor);
    expect(item.fields).toMatchObject({ booking: false, questionnaire_name: '会后问卷', white_list: '13800000001,张医生\n13900000002' });
    const problems = await problemsOf('PUT', `/items/live/${created.id}`, { fields: { ...item.fields, white_list: '13800000001\n12345\n13800000001\nabc' } });
    expect(problems).toEqual([
      { field: 'white_list', message: '白名单第 2 行：「12345」不是 11 位手机号' },
      { field: 'white_list', message: '白名单第 3 行：手机号与第 1 行重复' },
      { field: 'white_list', message: '白名单第 4 行：「abc」不是 11 位手机号' },
    ]);
    expect((await call<OpsItem>('GET', `/items/live/${created.id}`, editor)).has_draft).toBe(false);
  });

  it('takes bookings again once 开放预约 is turned back on', async () => {
    const created = await call<OpsItem>('POST', '/items/live', editor, { fields: { ...base, title: '预约开关直播', booking: false } });
    await call('POST', `/items/live/${created.id}/publish`, publisher);
    expect((await get(`/live/api/appointment/${created.id}`, doctor)).json()).toMatchObject({ code: 409, message: '本场直播不开放预约' });
    await call('PUT', `/items/live/${created.id}`, editor, { fields: { ...created.fields, booking: true } });
    await call('POST', `/items/live/${created.id}/publish`, publisher);
    expect((await get(`/live/api/live/detail/${created.id}`, doctor)).json().data.live.flags.noBooking).toBeUndefined();
    const forecast = (await get('/live/api/live/home?pageSize=999')).json().data.forecast as Array<{ id: number; booking_closed?: boolean }>;
    expect(forecast.find((card) => card.id === created.id)?.booking_closed).toBeUndefined();
    expect((await get(`/live/api/appointment/${created.id}`, doctor)).json()).toMatchObject({ code: 0, data: { isAppointment: true } });
  });

  it('refuses wrong fields by name and creates nothing', async () => {
    const count = async () => (await t.database.db.select({ id: lives.id }).from(lives)).length;
    const before = await count();
    expect(await problemsOf('POST', '/items/live', { fields: { ...base, end_at: '2030-03-01T10:00:00.000Z' } })).toEqual([
      { field: 'end_at', message: '结束时间不能早于开始时间' },
    ]);
    expect(await problemsOf('POST', '/items/live', { fields: { ...base, lecturer_ids: [999999] } })).toEqual([
      { field: 'lecturer_ids', message: '所选讲者不存在或未发布（#999999）' },
    ]);
    expect(await problemsOf('POST', '/items/live', { fields: { ...base, live_status: 5 } })).toEqual([
      { field: 'replay_video', message: '回放状态需要选择回放视频' },
    ]);
    expect(await problemsOf('POST', '/items/live', { fields: { ...base, auth_type: 2 } })).toEqual([
      { field: 'password', message: '密码观看需要设置观看密码' },
    ]);
    expect((await problemsOf('POST', '/items/live', { fields: { ...base, password: '12a4' } }))[0].field).toBe('password');
    expect(await problemsOf('POST', '/items/live', { fields: { ...base, auth_type: 3 } })).toEqual([
      { field: 'white_list', message: '仅白名单观看需要填写白名单' },
    ]);
    expect(
      await problemsOf('POST', '/items/live', {
        fields: { ...base, questionnaire_name: '问卷', questionnaire_questions: [{ type: 'multiple', name: '多选题', options: ['只有一项'] }] },
      }),
    ).toEqual([{ field: 'questionnaire_questions', message: '问卷第 1 题是选择题，至少需要两个选项' }]);
    expect(await problemsOf('POST', '/items/live', { fields: { ...base, parent_id: 999999 } })).toEqual([
      { field: 'parent_id', message: '所选直播专栏不存在或未发布' },
    ]);
    expect(await count()).toBe(before);
  });

  it('a session joins a published live column, which then cannot be taken down while the session is published', async () => {
    const column = await call<OpsItem>('POST', '/items/live', editor, { fields: { ...base, title: '心血管系列专栏', type: 2 } });
    await call('POST', `/items/live/${column.id}/publish`, publisher);
    const session = await call<OpsItem>('POST', '/items/live', editor, { fields: { ...base, title: '系列第一讲', parent_id: column.id } });
    const sessionsShown = async () => JSON.stringify((await get(`/live/api/live/column/detail/${column.id}`)).json());
    expect(await sessionsShown()).not.toContain('系列第一讲');
    await call('POST', `/items/live/${session.id}/publish`, publisher);
    expect(await sessionsShown()).toContain('系列第一讲');
    const refused = await t.ops('POST', `/items/live/${column.id}/offline`, publisher);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('专栏下还有 1 场已发布的直播，请先下线它们');
    await call('POST', `/items/live/${session.id}/offline`, publisher);
    expect(await sessionsShown()).not.toContain('系列第一讲');
    await call('POST', `/items/live/${column.id}/offline`, publisher);
    expect((await get(`/live/api/live/column/detail/${column.id}`)).statusCode).toBe(404);
  });
});
