import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectEndpointData, expectRefusal } from '../../testing/schema-assert';
import { openTestApp, type TestApp } from '../../testing/test-app';
import { testDatabases } from '../../testing/test-database';
import { HOSPITAL_EXISTS } from './profile.routes';
import { form, FORM_HEADERS, signIn } from './profile-test-kit';

interface Node {
  id: number;
  name: string;
  children?: Node[];
}

describe.each(testDatabases())('profile pickers on %s', (kind) => {
  let t: TestApp;
  const get = (url: string) => t.app.inject({ url });
  beforeAll(async () => {
    t = await openTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers the identity tree with other → patient, organisation, media', async () => {
    const response = await get('/user/api/identity/tree');
    expectEndpointData('listIdentityTree', response.json());
    const list = response.json().data.list as Node[];
    expect(list.map((n) => n.name)).toEqual(['医务工作者', '医药企业相关人员', '医学生', '其他']);
    expect(list[3].children!.map((n) => [n.id, n.name])).toEqual([
      [1, '患者'],
      [6, '患者组织'],
      [7, '媒体'],
    ]);
  });

  it('answers the city tree from the division data: every province, three levels, municipalities with one city', async () => {
    const response = await get('/user/api/city/tree');
    expectEndpointData('listRegions', response.json());
    const list = response.json().data.list as Node[];
    expect(list.length).toBe(34);
    const beijing = list.find((p) => p.id === 110000)!;
    expect(beijing.children!.map((c) => [c.id, c.name])).toEqual([[110100, '北京市']]);
    expect(beijing.children![0].children!.some((d) => d.id === 110108 && d.name === '海淀区')).toBe(true);
    const guangdong = list.find((p) => p.name === '广东省')!;
    expect(guangdong.children!.find((c) => c.name === '深圳市')!.children!.some((d) => d.name === '南山区')).toBe(true);
  });

  it('answers the tag trees, titles, organisation types and majors', async () => {
    for (const [url, name, first] of [
      ['/user/api/tags?type=need', 'listProfileTags', '学术会议'],
      ['/user/api/tags?type=good_at_disease', 'listProfileTags', '心血管疾病'],
      ['/user/api/tags?type=good_at_technology', 'listProfileTags', '介入治疗'],
      ['/user/api/patient/tags?type=confirmed_disease', 'listPatientTags', '心血管疾病'],
      ['/user/api/patient/tags?type=experience_treatment', 'listPatientTags', '药物治疗'],
      ['/user/api/position/tree', 'listTitleTree', '医师'],
      ['/user/api/org/types', 'listOrgTypes', '医药企业'],
      ['/user/api/major', 'listMajors', '临床医学'],
    ] as const) {
      const response = await get(url);
      expectEndpointData(name, response.json());
      expect((response.json().data.list as Node[])[0].name).toBe(first);
    }
    expectRefusal(await get('/user/api/tags?type=position'), 400, /type/);
    expectRefusal(await get('/user/api/patient/tags'), 400, /type/);
  });

  it('searches hospitals by name within the chosen area, and schools by province', async () => {
    const inHaidian = await get('/user/api/hospital?municipality_id=110108');
    expectEndpointData('listHospitals', inHaidian.json());
    const names = (inHaidian.json().data.list as Node[]).map((h) => h.name);
    expect(names).toContain('中国人民解放军总医院');
    expect(names).not.toContain('北京协和医院');
    const byName = (await get(`/user/api/hospital?city_id=110100&name=${encodeURIComponent('北京大学')}`)).json().data.list as Node[];
    expect(byName.map((h) => h.name)).toEqual(['北京大学第一医院', '北京大学人民医院', '北京大学第三医院']);
    expect((await get(`/user/api/hospital?name=${encodeURIComponent('%_')}`)).json().data.list).toEqual([]);
    const schools = await get('/user/api/school?province_id=310000');
    expectEndpointData('listSchools', schools.json());
    expect((schools.json().data.list as Node[]).map((s) => s.name)).toEqual(['复旦大学上海医学院', '上海交通大学医学院']);
  });

  it("answers a hospital's department tree; unknown hospital → 404", async () => {
    const response = await get('/user/api/office?hospital_id=1');
    expectEndpointData('listOffices', response.json());
    expect((response.json().data.list as Node[])[0].children!.map((d) => d.name)).toContain('心血管内科');
    expectRefusal(await get('/user/api/office?hospital_id=999999'), 404, '医院不存在');
    expectRefusal(await get('/user/api/office'), 400, /hospital_id/);
    expectRefusal(await get('/user/api/office?hospital_id=abc'), 400, /hospital_id/);
  });

  it('refuses bad picker input with a clear message and never a 5xx', async () => {
    for (const url of [
      '/user/api/hospital?municipality_id=-1',
      '/user/api/hospital?city_id=99999999999',
      `/user/api/hospital?name=${'x'.repeat(100)}`,
      '/user/api/school?province_id=abc',
      '/user/api/major?school_id=0',
    ]) {
      const response = await get(url);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).not.toBe(0);
    }
  });

  it('adds a hospital (添加成功 on the client): rules, grade, place; the same name in the city → code 400', async () => {
    const who = await signIn(t.database, '13600000001');
    const add = (values: Record<string, string | number>) =>
      t.app.inject({ method: 'POST', url: '/user/api/hospital', headers: { ...FORM_HEADERS, ...who.headers }, payload: form(values) });
    const good = { name: '海淀区四季青社区卫生服务中心', pccm: '一级甲等', province_id: 110000, city_id: 110100, municipality_id: 110108 };
    const created = await add(good);
    expectEndpointData('createHospital', created.json());
    expect(created.json().data).toMatchObject({ name: good.name, pccm: '一级甲等', province: '北京市', city: '北京市', municipality: '海淀区' });
    const listed = (await get(`/user/api/hospital?municipality_id=110108&name=${encodeURIComponent('四季青')}`)).json().data.list as Node[];
    expect(listed.map((h) => h.id)).toEqual([created.json().data.id]);
    expect((await add(good)).json()).toEqual({ code: HOSPITAL_EXISTS.code, message: HOSPITAL_EXISTS.message });
    for (const [values, message] of [
      [{ ...good, name: '12' }, '医院名称格式错误'],
      [{ ...good, name: '院' }, '医院名称格式错误'],
      [{ ...good, pccm: '' }, '请选择医院等级'],
      [{ ...good, pccm: '特等' }, '请选择医院等级'],
      [{ ...good, city_id: '' }, '请选择省市'],
      [{ ...good, city_id: 440100 }, '请选择省市'],
      [{ ...good, municipality_id: 440106 }, '请选择省市'],
      [{ ...good, province_id: 'abc' }, '请选择省市'],
    ] as const) {
      const response = await add(values);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ code: -1, message });
    }
    expect((await add({ ...good, name: 'x'.repeat(500) })).json().code).toBe(-1);
    const anonymous = await t.app.inject({ method: 'POST', url: '/user/api/hospital', headers: FORM_HEADERS, payload: form(good) });
    expect(anonymous.statusCode).toBe(401);
  });
});
