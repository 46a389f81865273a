import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LayoutDocument, OpsAudience, OpsAudienceCount, OpsAudienceValues } from '../../../../contract/generated/schema-types';
import { regions, users } from '../../db/schema/index';
import { signIn } from '../../testing/auth-session';
import { expectRefusal } from '../../testing/schema-assert';
import { testDatabases } from '../../testing/test-database';
import { openOpsApp, type OpsTestApp } from '../ops/ops-test-kit';

const GUANGDONG = { key: 'guangdong', name: '广东医生', rule: { all: [{ fact: 'province', in: ['广东省'] }] } };

describe.each(testDatabases())('audience values and counts on %s', (kind) => {
  let t: OpsTestApp;
  let publisher: { cookie: string };

  beforeAll(async () => {
    t = await openOpsApp(kind);
    publisher = await t.signInAs('values-publisher', 'publisher');
  });
  afterAll(async () => {
    await t?.close();
  });

  const count = async (rule: unknown) => {
    const response = await t.ops('POST', '/audiences/count', publisher, { rule });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as OpsAudienceCount;
  };

  it('refuses a value the profile form does not offer, naming it and what it may mean, and stores nothing', async () => {
    expectRefusal(
      await t.ops('POST', '/audiences', publisher, { ...GUANGDONG, rule: { all: [{ fact: 'province', in: ['广东'] }] } }),
      400,
      '条件「省份」的取值「广东」不在资料选项中，不会匹配任何用户，请从列表中选择（是否指「广东省」？）',
    );
    expectRefusal(
      await t.ops('POST', '/audiences', publisher, {
        ...GUANGDONG,
        rule: { all: [{ fact: 'province', in: ['广东省'] }], none: [{ fact: 'department', in: ['不存在的科室'] }] },
      }),
      400,
      /条件「科室」的取值「不存在的科室」不在资料选项中/,
    );
    expectRefusal(
      await t.ops('POST', '/audiences', publisher, { ...GUANGDONG, rule: { all: [{ fact: 'interest', in: [999999] }] } }),
      400,
      /条件「兴趣标签」的取值「999999」/,
    );
    expect((await t.ops('GET', '/audiences', publisher)).json().data.list).toEqual([]);
    // The same check answers the form's count before a save.
    expectRefusal(
      await t.ops('POST', '/audiences/count', publisher, { rule: { all: [{ fact: 'city', in: ['广州'] }] } }),
      400,
      /「广州」.*（是否指「广东省 · 广州市」？）/,
    );

    // A region's id is a value too (rules written before the picker may hold ids).
    const [guangdong] = await t.database.db.select({ id: regions.id }).from(regions).where(eq(regions.name, '广东省'));
    const created = await t.ops('POST', '/audiences', publisher, {
      ...GUANGDONG,
      rule: {
        all: [
          { fact: 'province', in: ['广东省', guangdong.id] },
          { fact: 'city', in: ['广州市'] },
        ],
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const { id } = created.json().data as OpsAudience;
    expectRefusal(await t.ops('PUT', `/audiences/${id}`, publisher, { ...GUANGDONG, rule: { all: [{ fact: 'city', in: ['广州'] }] } }), 400, /「广州」/);
    expect(((await t.ops('GET', '/audiences', publisher)).json().data.list as OpsAudience[])[0].rule).toEqual({
      all: [
        { fact: 'province', in: ['广东省', guangdong.id] },
        { fact: 'city', in: ['广州市'] },
      ],
    });
  });

  it('offers the reference data by name, a city with its province', async () => {
    const search = async (fact: string, q: string) => {
      const response = await t.ops('GET', `/audience-values?fact=${fact}&q=${encodeURIComponent(q)}`, publisher);
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().data as OpsAudienceValues).list;
    };
    expect(await search('province', '广东')).toEqual([{ value: '广东省', label: '广东省' }]);
    expect(await search('city', '广州')).toContainEqual({ value: '广州市', label: '广东省 · 广州市' });
    // A % is a character searched for, not "anything".
    expect(await search('province', '%')).toEqual([]);
    expect((await search('province', '')).length).toBeGreaterThan(30);
    expectRefusal(await t.ops('GET', '/audience-values?fact=wechat', publisher), 400, /参数错误/);
    expectRefusal(await t.ops('GET', '/audience-values?fact=province', null), 401, '请先登录运营后台');
  });

  it('counts the doctors a rule takes in now, in the database', async () => {
    const rule = {
      all: [
        { fact: 'province', in: ['广东省'] },
        { fact: 'identity', in: [3] },
      ],
    };
    const before = await count(rule);
    expect(before).toMatchObject({ capped: false, uncounted: [] });
    for (const [mobile, province] of [
      ['13900000201', '广东省'],
      ['13900000202', '广东省'],
      ['13900000203', '浙江省'],
    ] as const) {
      const session = await signIn(t.database, mobile);
      await t.database.db.update(users).set({ identityId: 3, provinceName: province }).where(eq(users.id, session.userId));
    }
    expect((await count(rule)).count).toBe(before.count + 2);
    // 职称 from the profile form's title tree.
    const chief = {
      all: [
        { fact: 'position', in: ['主任医师'] },
        { fact: 'province', in: ['浙江省'] },
      ],
    };
    expect((await count(chief)).count).toBe(0);
    await t.database.db.update(users).set({ positionName: '主任医师' }).where(eq(users.mobile, '13900000203'));
    expect((await count(chief)).count).toBe(1);
    expectRefusal(
      await t.ops('POST', '/audiences/count', publisher, { rule: { all: [{ fact: 'position', in: ['主任'] }] } }),
      400,
      /「职称」的取值「主任」.*是否指「主任/,
    );
    // 都不满足 takes them out again; how the page is opened is not known for a stored profile.
    const outside = await count({ ...rule, none: [{ fact: 'province', in: ['广东省'] }], any: [{ fact: 'wechat', is: true }] });
    expect(outside).toEqual({ count: 0, capped: false, uncounted: ['wechat'] });
  });

  it('previews a page as a member of an audience and as an outsider', async () => {
    const document = {
      schemaVersion: 1,
      id: 'home-new',
      body: [
        { id: 'for-all', widget: 'page-title', props: { title: '所有人' } },
        { id: 'for-guangdong', widget: 'page-title', props: { title: '广东医生' }, audiences: ['guangdong'] },
      ],
    };
    const preview = async (as?: string) => {
      const response = await t.ops('POST', '/audiences/preview', publisher, { document, audience: 'guangdong', ...(as ? { as } : {}) });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().data as LayoutDocument).body.map((node) => node.id);
    };
    expect(await preview()).toEqual(['for-all', 'for-guangdong']);
    expect(await preview('member')).toEqual(['for-all', 'for-guangdong']);
    expect(await preview('outsider')).toEqual(['for-all']);
  });
});
