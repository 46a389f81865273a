import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { expectEndpointData } from '../../../test/schema-assert';
import { openTestApp, type TestApp } from '../../../test/test-app';
import { testDatabases } from '../../../test/test-database';
import { HANDOFF_MESSAGES } from './handoff.routes';

describe.each(testDatabases())('social handoffs on %s', (kind) => {
  let t: TestApp;
  let uuid = '';
  const UNION = 'oUnion_seed-user-5';
  let ipSeq = 0;
  const get = (url: string, ip = `10.4.0.${++ipSeq}`) => t.app.inject({ url, remoteAddress: ip });

  beforeAll(async () => {
    t = await openTestApp(kind);
    await t.database.db.update(users).set({ unionId: UNION }).where(eq(users.id, 5));
    [{ uuid }] = await t.database.db.select({ uuid: users.uuid }).from(users).where(eq(users.id, 5));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('logs a known union id in: user, tokens, user id, uuid, and a safe path back', async () => {
    const response = await get(`/user/oauth/unionid/login?union_id=${UNION}&path=${encodeURIComponent('/course-detail/12?x=1')}`);
    expectEndpointData('loginByUnionId', response.json());
    const data = response.json().data;
    expect(data).toMatchObject({ user_id: 5, uuid, path: '/course-detail/12?x=1', user: { id: 5, mobile: '13800000005' } });
    const me = await t.app.inject({ url: '/user/oauth/userinfo', headers: { 'x-token': data.access_token } });
    expect(me.json().data.user.id).toBe(5);
  });

  it('answers an unknown or malformed union id with code -1 and a message', async () => {
    for (const id of ['oUnion_nobody', 'bad id', '%E4%B8%AD', "x' or 1=1"]) {
      const response = await get(`/user/oauth/unionid/login?union_id=${encodeURIComponent(id)}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ code: -1, message: HANDOFF_MESSAGES.unknownUnionId });
    }
    const missing = await get('/user/oauth/unionid/login');
    expect(missing.statusCode).toBe(200);
    expect(missing.json()).toMatchObject({ code: -1, message: expect.stringMatching(/union_id/) });
    const huge = await get(`/user/oauth/unionid/login?union_id=${'a'.repeat(5000)}`);
    expect(huge.json().code).toBe(-1);
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
    await t.database.db.update(users).set({ unionId: 'oUnion_disabled', disabled: true }).where(eq(users.id, 4));
    expect((await get('/user/oauth/unionid/login?union_id=oUnion_disabled')).json()).toEqual({ code: -1, message: HANDOFF_MESSAGES.unknownUnionId });
    await t.database.db.update(users).set({ disabled: false }).where(eq(users.id, 4));
  });

  it('throttles handoffs per address (ids work like secrets: no enumeration)', async () => {
    const ip = '10.4.9.9';
    for (let i = 0; i < 30; i += 1) await get(`/user/oauth/unionid/login?union_id=guess${i}`, ip);
    expect((await get(`/user/oauth/unionid/login?union_id=${UNION}`, ip)).json()).toMatchObject({ code: -1, message: expect.stringMatching(/尝试次数过多/) });
  });

  it('check-verify binds the union id of the login page to a user who has none', async () => {
    const ip = '10.4.8.8';
    await t.app.inject({ url: '/user/api/send-verify?mobile=13944440001', remoteAddress: ip });
    const code = (await t.app.inject('/dev/api/sms/latest?mobile=13944440001')).json().data.code;
    const login = await t.app.inject({ method: 'POST', url: '/user/api/check-verify', payload: { mobile: '13944440001', code, union_id: 'oUnion_new', openid: 'oOpen_new' }, remoteAddress: ip });
    expect(login.json().code).toBe(0);
    // The union id someone else already holds is not taken over.
    await t.app.inject({ url: '/user/api/send-verify?mobile=13944440002', remoteAddress: ip });
    const code2 = (await t.app.inject('/dev/api/sms/latest?mobile=13944440002')).json().data.code;
    await t.app.inject({ method: 'POST', url: '/user/api/check-verify', payload: { mobile: '13944440002', code: code2, union_id: UNION }, remoteAddress: ip });
    const handoff = (await get('/user/oauth/unionid/login?union_id=oUnion_new')).json();
    expect(handoff.data.user.mobile).toBe('13944440001');
    expect((await get(`/user/oauth/unionid/login?union_id=${UNION}`)).json().data.user_id).toBe(5);
  });
});
