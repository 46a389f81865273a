import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../testing/auth-session';
import { expectRefusal } from '../../testing/schema-assert';
import { testDatabases } from '../../testing/test-database';
import { operatorSessions, operators } from '../../db/schema/index';
import { OPS_TEST_PASSWORD, openOpsApp, type OpsTestApp } from '../ops/ops-test-kit';

describe.each(testDatabases())('operator sign-in and roles on %s', (kind) => {
  let t: OpsTestApp;
  beforeAll(async () => {
    t = await openOpsApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('signs in with a session cookie (httpOnly, SameSite=Strict), stores only hashes, and answers me', async () => {
    const { cookie } = await t.signInAs('pub-a', 'publisher');
    const [stored] = await t.database.db.select().from(operators).where(eq(operators.username, 'pub-a'));
    expect(stored.passwordHash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(stored.passwordHash).not.toContain(OPS_TEST_PASSWORD);
    const token = cookie.split('=')[1];
    const sessions = await t.database.db.select().from(operatorSessions);
    expect(sessions.some((s) => s.tokenHash === token)).toBe(false);
    expect(sessions.length).toBeGreaterThan(0);

    const me = await t.ops('GET', '/me', { cookie });
    expect(me.json()).toMatchObject({ code: 0, data: { name: 'pub-a', role: 'publisher' } });
    expect(me.headers['cache-control']).toBe('no-store');

    const login = await t.ops('POST', '/session', null, { name: 'pub-a', password: OPS_TEST_PASSWORD });
    const setCookie = String(login.headers['set-cookie']);
    expect(setCookie).toMatch(/^ops_session=[A-Za-z0-9_-]{43}; Path=\/ops\/api; Max-Age=\d+; HttpOnly; SameSite=Strict$/);
    expect(login.json().data).toMatchObject({ name: 'pub-a', role: 'publisher' });
  });

  it('refuses wrong passwords and unknown names with the same message, and needs a session', async () => {
    await t.signInAs('pub-b', 'publisher');
    expectRefusal(await t.ops('POST', '/session', null, { name: 'pub-b', password: 'wrong-password' }), 401, '用户名或密码错误');
    expectRefusal(await t.ops('POST', '/session', null, { name: 'nobody-here', password: 'wrong-password' }), 401, '用户名或密码错误');
    expectRefusal(await t.ops('GET', '/me', null), 401, '请先登录运营后台');
    expectRefusal(await t.ops('GET', '/layouts', { cookie: 'ops_session=forged-token-value' }), 401);
  });

  it('never accepts app users’ tokens, even with a valid operator cookie', async () => {
    const doctor = await signIn(t.database, '13860000001');
    const { cookie } = await t.signInAs('pub-c', 'publisher');
    const withToken = await t.app.inject({ url: '/ops/api/me', headers: { 'x-token': doctor.access_token } });
    expectRefusal(withToken, 403, '运营接口不接受 App 用户令牌');
    const bearer = await t.app.inject({ url: '/ops/api/layouts', headers: { authorization: `Bearer ${doctor.access_token}`, cookie } });
    expectRefusal(bearer, 403, '运营接口不接受 App 用户令牌');
    // A reverse proxy's Basic auth in front of the console is not an app token.
    const basic = await t.app.inject({ url: '/ops/api/me', headers: { authorization: 'Basic b3BzOnNlY3JldA==', cookie } });
    expect(basic.json()).toMatchObject({ code: 0, data: { name: 'pub-c' } });
  });

  it('lets editors save drafts but not publish or roll back', async () => {
    const editor = await t.signInAs('editor-a', 'editor');
    const layout = (await t.ops('GET', '/layouts/channel-more', editor)).json().data;
    const saved = await t.ops('PUT', '/layouts/channel-more/draft', editor, { document: layout.document, base_revision: layout.revision });
    expect(saved.statusCode).toBe(200);
    const revision = saved.json().data.revision as number;
    expectRefusal(
      await t.ops('POST', '/layouts/channel-more/publish', editor, { revision }),
      403,
      '编辑的修改需要发布者审核：请点「提交审核」，审核通过后发布',
    );
    expectRefusal(await t.ops('POST', '/layouts/channel-more/rollback', editor, { revision: 1 }), 403, '只有发布者');
  });

  it('signs out: the session no longer works', async () => {
    const { cookie } = await t.signInAs('editor-b', 'editor');
    expect((await t.ops('DELETE', '/session', { cookie })).headers['set-cookie']).toMatch(/^ops_session=; .*Max-Age=0/);
    expectRefusal(await t.ops('GET', '/me', { cookie }), 401);
  });

  it('throttles sign-in attempts per name at one address', async () => {
    await t.signInAs('pub-d', 'publisher');
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) statuses.push((await t.ops('POST', '/session', null, { name: 'pub-d', password: `bad-${i}` })).statusCode);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    const blocked = await t.ops('POST', '/session', null, { name: 'pub-d', password: OPS_TEST_PASSWORD });
    expectRefusal(blocked, 429, '登录尝试过于频繁');
    expect(blocked.headers['retry-after']).toBeDefined();
  });

  it('keeps an audit entry for sign-ins and changes, but none for failed sign-ins (the security log counts those)', async () => {
    const { cookie } = await t.signInAs('auditor', 'editor');
    const audit = (await t.ops('GET', '/audit?page=1', { cookie })).json().data;
    const actions = (audit.list as { operator: string; action: string }[]).map((e) => `${e.operator} ${e.action}`);
    expect(actions).toContain('auditor session.login');
    expect(actions.filter((action) => action.endsWith('session.login-failed'))).toEqual([]);
    expect(actions).toContain('editor-a layout.save-draft');
    expect(audit.total).toBeGreaterThan(5);
    expect(audit.list[0]).toMatchObject({ created_at: expect.any(String), target: expect.any(String), detail: expect.any(Object) });
  });
});
