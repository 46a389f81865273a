import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import type { WechatApi } from '../../providers/wechat/wechat-api';
import { expectEndpointData } from '../../testing/schema-assert';
import { openTestApp, type TestApp } from '../../testing/test-app';
import { testDatabases } from '../../testing/test-database';
import { HANDOFF_MESSAGES, UNBOUND_WECHAT_CODE } from './handoff.routes';
import { WECHAT_HANDOFF_TTL_MS } from './wechat-handoffs.repository';

describe.each(testDatabases())('social handoffs on %s', (kind) => {
  let t: TestApp;
  let uuid = '';
  const UNION = 'oUnion_seed-user-5';
  let ipSeq = 0;
  let clock = Date.parse('2026-11-20T08:00:00Z');
  const get = (url: string, ip = `10.4.0.${++ipSeq}`) => t.app.inject({ url, remoteAddress: ip });
  // WeChat behind its provider interface: the OAuth code names the visitor.
  const wechatApi: WechatApi = {
    exchangeOauthCode: async (code: string) => ({ openid: `oOpen_${code}`, unionid: code === 'seed5' ? UNION : `oUnion_${code}` }),
    getJsapiTicket: async () => 'TICKET',
  };

  /** One real OAuth round trip (our redirect, WeChat's code back to our callback): the wx_token it hands to /middle. */
  async function wechatToken(code: string): Promise<string> {
    const start = new URL((await t.app.inject('/wechat/wxOauth?redirect_url=/middle&path=/my')).headers.location as string);
    const callback = new URL(start.searchParams.get('redirect_uri')!);
    callback.searchParams.set('code', code);
    callback.searchParams.set('state', start.searchParams.get('state')!);
    const back = new URL((await t.app.inject(callback.pathname + callback.search)).headers.location as string);
    expect(back.searchParams.get('union_id')).toBeNull();
    expect(back.searchParams.get('openid')).toBeNull();
    return back.searchParams.get('wx_token')!;
  }
  const wxLogin = (token: string, extra = '') => get(`/user/oauth/unionid/login?wx_token=${encodeURIComponent(token)}${extra}`);
  const codeLogin = async (mobile: string, extra: Record<string, string>, ip: string) => {
    await t.app.inject({ url: `/user/api/send-verify?mobile=${mobile}`, remoteAddress: ip });
    const code = (await t.app.inject(`/dev/api/sms/latest?mobile=${mobile}`)).json().data.code as string;
    return t.app.inject({ method: 'POST', url: '/user/api/check-verify', payload: { mobile, code, ...extra }, remoteAddress: ip });
  };
  const unionIdOf = async (mobile: string) =>
    (await t.database.db.select({ unionId: users.unionId, openid: users.openid }).from(users).where(eq(users.mobile, mobile)))[0];

  beforeAll(async () => {
    t = await openTestApp(kind, {
      config: { wechat: { appId: 'wxappid', appSecret: 'secret' }, PUBLIC_ORIGIN: 'https://m.example.com' },
      authTestHooks: { wechatApi, now: () => clock },
    });
    await t.database.db.update(users).set({ unionId: UNION }).where(eq(users.id, 5));
    [{ uuid }] = await t.database.db.select({ uuid: users.uuid }).from(users).where(eq(users.id, 5));
  });
  afterAll(async () => {
    await t?.close();
  });

  it("the OAuth callback's one-time token signs the bound user in, with a safe path back", async () => {
    const response = await wxLogin(await wechatToken('seed5'), `&path=${encodeURIComponent('/course-detail/12?x=1')}`);
    expectEndpointData('loginByUnionId', response.json());
    const data = response.json().data;
    expect(data).toMatchObject({ user_id: 5, uuid, path: '/course-detail/12?x=1', user: { id: 5, mobile: '13800000005' } });
    const me = await t.app.inject({ url: '/user/oauth/userinfo', headers: { 'x-token': data.access_token } });
    expect(me.json().data.user.id).toBe(5);
  });

  it('a raw union id signs nobody in, not even a known one', async () => {
    expect((await get(`/user/oauth/unionid/login?union_id=${UNION}`)).json()).toMatchObject({ code: -1 });
    expect((await wxLogin(UNION)).json()).toEqual({ code: -1, message: HANDOFF_MESSAGES.deadWechatToken });
  });

  it('a token signs in once; a second use and an expired token are refused', async () => {
    const token = await wechatToken('seed5');
    expect((await wxLogin(token)).json().data.user_id).toBe(5);
    expect((await wxLogin(token)).json()).toEqual({ code: -1, message: HANDOFF_MESSAGES.deadWechatToken });
    const late = await wechatToken('seed5');
    clock += WECHAT_HANDOFF_TTL_MS + 1000;
    expect((await wxLogin(late)).json()).toEqual({ code: -1, message: HANDOFF_MESSAGES.deadWechatToken });
  });

  it('answers unknown or malformed tokens with code -1 and a message', async () => {
    for (const id of ['oUnion_nobody', 'bad id', '%E4%B8%AD', "x' or 1=1", 'A'.repeat(43)]) {
      const response = await wxLogin(id);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ code: -1, message: HANDOFF_MESSAGES.deadWechatToken });
    }
    const missing = await get('/user/oauth/unionid/login');
    expect(missing.statusCode).toBe(200);
    expect(missing.json()).toMatchObject({ code: -1, message: expect.stringMatching(/wx_token/) });
    expect((await wxLogin('a'.repeat(5000))).json().code).toBe(-1);
  });

  it('logs a known uuid in and refuses unknown or malformed ones', async () => {
    const response = await get(`/user/oauth/uuid/login?uuid=${uuid.toUpperCase()}&path=/my`);
    expectEndpointData('loginByUuid', response.json());
    expect(response.json().data).toMatchObject({ user_id: 5, uuid, path: '/my' });
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', '5']) {
      expect((await get(`/user/oauth/uuid/login?uuid=${id}`)).json()).toEqual({ code: -1, message: HANDOFF_MESSAGES.unknownUuid });
    }
  });

  it('never echoes an off-site path', async () => {
    for (const path of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)']) {
      const data = (await get(`/user/oauth/uuid/login?uuid=${uuid}&path=${encodeURIComponent(path)}`)).json().data;
      expect(data.path).toBeUndefined();
    }
  });

  it('does not log a disabled user in', async () => {
    await t.database.db.update(users).set({ unionId: 'oUnion_disabled4', disabled: true }).where(eq(users.id, 4));
    expect((await wxLogin(await wechatToken('disabled4'))).json()).toEqual({ code: -1, message: HANDOFF_MESSAGES.deadWechatToken });
    await t.database.db.update(users).set({ disabled: false }).where(eq(users.id, 4));
  });

  it('throttles handoffs per address (ids work like secrets: no enumeration)', async () => {
    const ip = '10.4.9.9';
    for (let i = 0; i < 30; i += 1) await get(`/user/oauth/unionid/login?wx_token=guess${i}`, ip);
    expect((await get(`/user/oauth/unionid/login?wx_token=${await wechatToken('seed5')}`, ip)).json()).toMatchObject({
      code: -1,
      message: expect.stringMatching(/尝试次数过多/),
    });
  });

  it('check-verify binds nothing from a client-supplied union_id / openid', async () => {
    const login = await codeLogin('13944440003', { union_id: 'oUnion_forged', openid: 'oOpen_forged' }, '10.4.8.1');
    expect(login.json().code).toBe(0);
    expect(await unionIdOf('13944440003')).toEqual({ unionId: null, openid: null });
    // The victim's union id is not taken over either, and stays no credential.
    await codeLogin('13944440004', { union_id: UNION }, '10.4.8.1');
    expect(await unionIdOf('13944440004')).toEqual({ unionId: null, openid: null });
  });

  it('an unbound WeChat identity keeps its token, which the next code login binds once', async () => {
    const token = await wechatToken('newbie');
    expect((await wxLogin(token)).json()).toEqual({ code: UNBOUND_WECHAT_CODE, message: HANDOFF_MESSAGES.unboundWechat });
    expect((await codeLogin('13944440001', { wx_token: token }, '10.4.8.8')).json().code).toBe(0);
    expect(await unionIdOf('13944440001')).toEqual({ unionId: 'oUnion_newbie', openid: 'oOpen_newbie' });
    // Spent by the binding: it binds and signs in nothing more.
    expect((await codeLogin('13944440002', { wx_token: token }, '10.4.8.8')).json().code).toBe(0);
    expect(await unionIdOf('13944440002')).toEqual({ unionId: null, openid: null });
    expect((await wxLogin(token)).json().code).toBe(-1);
    // From now on a fresh WeChat sign-in lands on the bound account.
    expect((await wxLogin(await wechatToken('newbie'))).json().data.user.mobile).toBe('13944440001');
  });
});
