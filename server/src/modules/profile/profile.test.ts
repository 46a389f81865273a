import { readFileSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { footprints, users } from '../../db/schema/index';
import { expectEndpointData } from '../../testing/schema-assert';
import { openTestApp, type TestApp } from '../../testing/test-app';
import { publishLayoutAsOperator, withOpsHelpers } from '../ops/ops-test-kit';
import { testDatabases } from '../../testing/test-database';
import { FAILED_PROFILE_FOOTPRINT } from './profile.repository';
import { form, FORM_HEADERS, signIn, tagId } from './profile-test-kit';

const place = { province_id: 110000, city_id: 110100, municipality_id: 110108 };

describe.each(testDatabases())('PUT /user/api/add-info on %s', (kind) => {
  let t: TestApp;
  let phone = 13700000000;
  let ids: Record<string, number> = {};
  const put = async (values: Record<string, string | number>, headers?: Record<string, string>) => {
    const who = headers ?? (await signIn(t.database, String(++phone))).headers;
    return t.app.inject({ method: 'PUT', url: '/user/api/add-info', headers: { ...FORM_HEADERS, ...who }, payload: form(values) });
  };
  const refusal = async (values: Record<string, string | number>) => {
    const response = await put(values);
    expect(response.statusCode).toBe(200);
    const body = response.json() as { code: number; message: string };
    expect(body.code).toBe(-1);
    return body.message;
  };
  let doctor: Record<string, string | number>;
  let staff: Record<string, string | number>;
  let student: Record<string, string | number>;
  let patient: Record<string, string | number>;

  beforeAll(async () => {
    t = await openTestApp(kind);
    ids = {
      need1: await tagId(t.database, 'need', '学术会议'),
      need2: await tagId(t.database, 'need', '临床指南'),
      title: await tagId(t.database, 'position', '主治医师'),
      org: await tagId(t.database, 'org_type', '医药企业'),
      disease: await tagId(t.database, 'confirmed_disease', '糖尿病'),
      treatment: await tagId(t.database, 'experience_treatment', '药物治疗'),
      goodAt: await tagId(t.database, 'good_at_disease', '高血压'),
    };
    doctor = {
      name: '林晓',
      identity: 3,
      ...place,
      hospital_id: 2,
      hospital_name: '中国人民解放军总医院',
      office_id: 2,
      office_name: '心血管内科',
      position_id: ids.title,
      position_name: '主治医师',
      tags: `${ids.need1},${ids.need2}`,
      good_at_disease: ids.goodAt,
    };
    staff = { name: '周航', identity: 5, ...place, company_type: ids.org, company_name: '恒瑞医药', duty_name: '医学经理', tags: ids.need1 };
    student = { name: '李思琪', identity: 8, ...place, school_id: 1, school_name: '北京大学医学部', major_id: 2, major_name: '内科学', tags: ids.need2 };
    patient = { name: '王秀兰', identity: 1, province_id: '', city_id: '', confirmed_disease: ids.disease, experience_treatment: ids.treatment };
  });
  afterAll(async () => {
    await t?.close();
  });

  it('saves each identity, sets is_complete = 1 and answers id and mobile; getProfile reads it back', async () => {
    for (const [values, identityName] of [
      [doctor, '医务工作者'],
      [staff, '医药企业相关人员'],
      [student, '医学生'],
      [patient, '患者'],
    ] as const) {
      const who = await signIn(t.database, String(++phone));
      const response = await put(values, who.headers);
      expectEndpointData('updateProfile', response.json());
      expect(response.json().data).toMatchObject({ id: who.id, mobile: String(phone), is_complete: 1, name: values.name, identity: { name: identityName } });
      const [row] = await t.database.db.select().from(users).where(eq(users.id, who.id));
      expect(row.isComplete).toBe(1);
      const profile = await t.app.inject({ url: '/user/api/profile', headers: who.headers });
      expectEndpointData('getProfile', profile.json());
      expect(profile.json().data).toMatchObject({ name: values.name, identity: String(values.identity), is_complete: 1 });
    }
  });

  it('takes names from the database and blanks what the identity hides ("other" keeps no location)', async () => {
    const who = await signIn(t.database, String(++phone));
    await put({ ...patient, ...place, hospital_id: 2 }, who.headers);
    const profile = (await t.app.inject({ url: '/user/api/profile', headers: who.headers })).json().data;
    expect(profile).toMatchObject({
      identity: '1',
      otherIdentityType: '1',
      province_id: '',
      hospital_id: '',
      confirmed_disease_name: '糖尿病',
      experience_treatment_name: '药物治疗',
    });
    const doc = await signIn(t.database, String(++phone));
    await put({ ...doctor, hospital_name: '随便写的名字' }, doc.headers);
    const saved = (await t.app.inject({ url: '/user/api/profile', headers: doc.headers })).json().data;
    expect(saved).toMatchObject({
      hospital_name: '中国人民解放军总医院',
      hospital_level_name: '三级甲等',
      municipality_name: '海淀区',
      tags_name: '学术会议,临床指南',
      good_at_disease_name: '高血压',
    });
  });

  it('a returning user (is_prompt 1) finishes without 需求; saying so in the request does not excuse anyone else', async () => {
    const returning = await signIn(t.database, String(++phone));
    await t.database.db.update(users).set({ isPrompt: 1 }).where(eq(users.id, returning.id));
    const saved = await put({ ...doctor, tags: '' }, returning.headers);
    expect(saved.json()).toMatchObject({ code: 0 });
    const [row] = await t.database.db.select({ isPrompt: users.isPrompt, isComplete: users.isComplete }).from(users).where(eq(users.id, returning.id));
    expect(row).toEqual({ isPrompt: 0, isComplete: 1 });
    // Once saved the user is no longer returning: the needs are asked for from then on.
    expect((await put({ ...doctor, tags: '' }, returning.headers)).json()).toMatchObject({ code: -1, message: '需求不能为空' });
    expect(await refusal({ ...doctor, tags: '', is_prompt: 1, returning: 'true' })).toBe('需求不能为空');
  });

  it('refuses every profile rule with its product message (HTTP 200, code -1)', async () => {
    for (const name of ['林', '12345', 'aaa', '哈哈']) expect(await refusal({ ...doctor, name })).toBe('姓名格式错误');
    expect(await refusal({ ...staff, company_name: '666' })).toBe('单位名称格式错误');
    expect(await refusal({ ...staff, duty_name: '经' })).toBe('职务格式错误');
    expect(await refusal({ ...doctor, duty_name: '1111' })).toBe('职务格式错误');
    expect(await refusal({ ...patient, identity: 6, company_name: 'bb' })).toBe('组织名称格式错误');
    expect(await refusal({ ...patient, identity: 7, company_name: '12' })).toBe('媒体名称格式错误');
    expect(await refusal({ ...doctor, name: '' })).toBe('姓名不能为空');
    expect(await refusal({ ...doctor, identity: '' })).toBe('身份类型不能为空');
    expect(await refusal({ ...patient, identity: 4 })).toBe('身份类型不能为空');
    expect(await refusal({ ...doctor, tags: '' })).toBe('需求不能为空');
    expect(await refusal({ ...patient, experience_treatment: '' })).toBe('治疗方式不能为空');
    expect(await refusal({ ...patient, confirmed_disease: '' })).toBe('确诊疾病不能为空');
    expect(await refusal({ ...doctor, province_id: '', city_id: '', municipality_id: '' })).toBe('所在地区不能为空');
    expect(await refusal({ ...doctor, hospital_id: '' })).toBe('医院不能为空');
    expect(await refusal({ ...doctor, office_id: '' })).toBe('科室不能为空');
    expect(await refusal({ ...doctor, position_id: '' })).toBe('职称不能为空');
    expect(await refusal({ ...staff, company_type: '' })).toBe('机构类型不能为空');
    expect(await refusal({ ...staff, company_name: '' })).toBe('单位名称不能为空');
    expect(await refusal({ ...staff, duty_name: '' })).toBe('职务不能为空');
    expect(await refusal({ ...student, school_id: '' })).toBe('学校不能为空');
    expect(await refusal({ ...student, major_id: '' })).toBe('专业不能为空');
    expect(await refusal({ ...patient, identity: 6 })).toBe('组织名称不能为空');
    expect(await refusal({ ...patient, identity: 7 })).toBe('媒体名称不能为空');
    expect(await refusal({ ...doctor, tags: '1,2,3,4,5,6' })).toBe('最多选择5个');
    expect(await refusal({ ...doctor, good_at_disease: '1,2,3,4' })).toBe('最多选择3个');
    expect(await refusal({ ...patient, confirmed_disease: '1,2,3,4' })).toBe('最多选择3个');
  });

  it('keeps the ordering rules and checks every chosen id against the database', async () => {
    // The region is required and comes first, so a missing city is named by it; the picker order (请选择省市 before a
    // hospital or school) is enforced on the client (src/forms tests) and a place that does not fit is refused here.
    expect(await refusal({ ...doctor, city_id: '' })).toBe('所在地区不能为空');
    expect(await refusal({ ...student, municipality_id: 999999 })).toBe('请选择省市');
    expect(await refusal({ ...student, school_id: '' })).toBe('学校不能为空');
    expect(await refusal({ ...doctor, hospital_id: 999999 })).toBe('请选择医院');
    expect(await refusal({ ...doctor, city_id: 440100 })).toBe('请选择省市'); // a city of another province
    expect(await refusal({ ...doctor, office_id: 999999 })).toBe('请选择科室');
    expect(await refusal({ ...student, major_id: 999999 })).toBe('请选择专业');
    expect(await refusal({ ...doctor, position_id: ids.org })).toBe('请选择职称'); // a tag of another tree
    expect(await refusal({ ...doctor, tags: `${ids.need1},${ids.disease}` })).toBe('参数错误: tags');
    expect(await refusal({ ...doctor, identity: 99 })).toBe('身份类型不能为空');
  });

  it('records a failed-submit footprint for a refused save', async () => {
    const who = await signIn(t.database, String(++phone));
    await put({ ...doctor, name: '1' }, who.headers);
    const rows = await t.database.db
      .select()
      .from(footprints)
      .where(and(eq(footprints.userId, who.id), eq(footprints.type, FAILED_PROFILE_FOOTPRINT.type)));
    expect(rows).toMatchObject([{ pageType: 'add-info', note: '姓名格式错误' }]);
  });

  it('checks the rules of the PUBLISHED add-info layout: a rule changed there changes what the server accepts', async () => {
    expect((await put({ ...doctor, name: '林晓' })).json().code).toBe(0);
    expect((await put({ ...doctor, duty_name: '' })).json().code).toBe(0);
    const doc = JSON.parse(readFileSync(new URL('../../../../layouts/add-info.layout.json', import.meta.url), 'utf8'));
    const form = (doc.body as Array<{ widget: string; props: { fields: Array<Record<string, unknown>> } }>).find((node) => node.widget === 'profile-form')!;
    const fields = form.props.fields;
    const name = fields.find((f) => f.name === 'name')!;
    name.rules = [{ rule: 'minLength', value: 3, message: '姓名至少3个字' }];
    fields.find((f) => f.name === 'duty')!.required = true;
    await publishLayoutAsOperator(withOpsHelpers(t), doc);
    expect(await refusal({ ...doctor, name: '林晓' })).toBe('姓名至少3个字');
    expect(await refusal({ ...doctor, name: '欧阳林晓', duty_name: '' })).toBe('职务不能为空');
    expect((await put({ ...doctor, name: '欧阳林晓', duty_name: '住院总医师' })).json().code).toBe(0);
  });

  it('refuses a name, company or duty longer than its column (code -1 naming the field, never a 5xx), saves nothing; the longest that fits is saved', async () => {
    for (const [values, message] of [
      [{ ...doctor, name: '林晓'.repeat(100) }, '参数错误: name 长度不能超过 64'],
      [{ ...staff, company_name: '恒瑞医药'.repeat(50) }, '参数错误: company_name 长度不能超过 128'],
      [{ ...staff, duty_name: '医学经理'.repeat(50) }, '参数错误: duty_name 长度不能超过 64'],
    ] as const) {
      const who = await signIn(t.database, String(++phone));
      const response = await put(values, who.headers);
      // Like every refusal of this form: HTTP 200 and code -1, the client shows the message.
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ code: -1, message });
      const [row] = await t.database.db.select({ isComplete: users.isComplete, name: users.name }).from(users).where(eq(users.id, who.id));
      expect(row).toEqual({ isComplete: 0, name: '' });
    }
    const who = await signIn(t.database, String(++phone));
    const longest = { ...staff, name: '林晓'.repeat(32), company_name: '恒瑞医药'.repeat(32), duty_name: '医学经理'.repeat(16) };
    expect((await put(longest, who.headers)).json().code).toBe(0);
    const [row] = await t.database.db
      .select({ name: users.name, companyName: users.companyName, dutyName: users.dutyName })
      .from(users)
      .where(eq(users.id, who.id));
    expect(row).toEqual({ name: longest.name, companyName: longest.company_name, dutyName: longest.duty_name });
  });

  it('needs a session (401) and never answers bad input with a 5xx', async () => {
    const anonymous = await t.app.inject({ method: 'PUT', url: '/user/api/add-info', headers: FORM_HEADERS, payload: form(doctor) });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 401, message: '登录超时，请重新登录！' });
    expect((await t.app.inject({ url: '/user/api/profile' })).statusCode).toBe(401);
    const bad: Array<Record<string, string | number>> = [
      { ...doctor, name: 'x'.repeat(5000) },
      { ...doctor, hospital_id: 'abc' },
      { ...doctor, hospital_id: '99999999999999' },
      { ...doctor, tags: 'a,b' },
      { identity: '3' },
    ];
    for (const values of bad) {
      const response = await put(values);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json().code).not.toBe(0);
    }
    const json = await t.app.inject({
      method: 'PUT',
      url: '/user/api/add-info',
      headers: (await signIn(t.database, String(++phone))).headers,
      payload: { name: ['a'], identity: { x: 1 } },
    });
    expect(json.statusCode).toBeLessThan(500);
  });
});
