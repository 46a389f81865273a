import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefusal } from '../../testing/schema-assert';
import { testDatabases } from '../../testing/test-database';
import { opsSignInFailures } from '../../db/schema/index';
import { OPS_TEST_PASSWORD, openOpsApp, type OpsTestApp } from '../ops/ops-test-kit';
import { OPS_PASSWORD_WRITE_LIMITS } from './ops-accounts.routes';

const STRONG = 'amber-violin-harbor-73';
type Account = { id: number; name: string; role: string; disabled: boolean };

describe.each(testDatabases())('operators’ accounts, sessions and the security log on %s', (kind) => {
  let t: OpsTestApp;
  let admin: { cookie: string };
  beforeAll(async () => {
    t = await openOpsApp(kind);
    admin = await t.signInAs('acct-admin', 'admin');
  });
  afterAll(async () => {
    await t?.close();
  });

  const signIn = (name: string, password: string, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/ops/api/session', payload: { name, password }, remoteAddress });
  const cookieOf = (response: { headers: Record<string, unknown> }) => ({ cookie: String(response.headers['set-cookie']).split(';')[0] });
  const accounts = async (): Promise<Account[]> => (await t.ops('GET', '/operators', admin)).json().data.list;
  const accountNamed = async (name: string): Promise<Account> => {
    const found = (await accounts()).find((account) => account.name === name);
    if (!found) throw new Error(`no operator ${name}`);
    return found;
  };
  const auditOf = async (target: string) =>
    ((await t.ops('GET', `/audit?target=${encodeURIComponent(target)}&pageSize=50`, admin)).json().data.list as { operator: string; action: string }[]).map(
      (entry) => `${entry.operator} ${entry.action}`,
    );

  it('keeps anonymous sign-in failures out of the audit log: one counted row per address and hour', async () => {
    const before = (await t.ops('GET', '/audit?pageSize=1', admin)).json().data.total as number;
    const addresses = ['10.60.0.1', '10.60.0.2', '10.60.0.3'];
    for (let i = 0; i < 60; i += 1) {
      const name = i === 0 ? 'acct-admin' : `<script>alert(${i})</script>`.slice(0, 64);
      expectRefusal(await signIn(name, `wrong-password-${i}`, addresses[i % 3]), 401, '用户名或密码错误');
    }
    expect((await t.ops('GET', '/audit?pageSize=1', admin)).json().data.total).toBe(before);
    const rows = (await t.database.db.select().from(opsSignInFailures)).filter((row) => addresses.includes(row.addressKey));
    expect(new Set(rows.map((row) => `${row.addressKey} ${row.hour.toISOString()}`)).size).toBe(rows.length);
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows.length).toBeLessThanOrEqual(6); // at most one hour boundary crossed during the test
    expect(rows.reduce((sum, row) => sum + row.attempts, 0)).toBe(60);
    expect(rows.reduce((sum, row) => sum + row.knownNames, 0)).toBe(1);
    // Admins read it in the console; nothing the callers typed is shown.
    const listed = (await t.ops('GET', '/security/sign-in-failures', admin)).json();
    expect(listed.data.list.filter((row: { address: string }) => addresses.includes(row.address))).toHaveLength(rows.length);
    expect(JSON.stringify(listed)).not.toContain('script');
    const publisher = await t.signInAs('acct-publisher', 'publisher');
    expectRefusal(await t.ops('GET', '/security/sign-in-failures', publisher), 403, '只有管理员可以管理运营人员');
    expectRefusal(await t.ops('GET', '/operators', publisher), 403, '只有管理员');
  });

  it('refuses weak, common and name-based passwords when an admin creates an operator', async () => {
    for (const password of ['1234567890', 'password12', 'qwertyuiop', 'new-editor-2024', 'short']) {
      const refused = await t.ops('POST', '/operators', admin, { name: 'new-editor', role: 'editor', password });
      expectRefusal(refused, 400, /^密码(太容易被猜到：|至少需要 10 个字符)/);
    }
    expect((await accounts()).some((account) => account.name === 'new-editor')).toBe(false);
    const created = await t.ops('POST', '/operators', admin, { name: 'new-editor', role: 'editor', password: STRONG });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data).toMatchObject({ name: 'new-editor', role: 'editor', disabled: false });
    expect((await signIn('new-editor', STRONG)).statusCode).toBe(200);
    expectRefusal(await t.ops('POST', '/operators', admin, { name: 'new-editor', role: 'editor', password: STRONG }), 409, '用户名已被使用');
    expect(await auditOf('operator:new-editor')).toContain('acct-admin operator.create');
  });

  it('disabling ends the operator’s open session at once; re-enabling lets them sign in again', async () => {
    const editor = await t.signInAs('acct-editor', 'editor');
    expect((await t.ops('GET', '/me', editor)).statusCode).toBe(200);
    const { id } = await accountNamed('acct-editor');
    const patched = await t.ops('PATCH', `/operators/${id}`, admin, { disabled: true });
    expect(patched.json().data).toMatchObject({ name: 'acct-editor', disabled: true });
    expectRefusal(await t.ops('GET', '/me', editor), 401, '请先登录运营后台');
    expectRefusal(await signIn('acct-editor', OPS_TEST_PASSWORD), 401, '用户名或密码错误');
    await t.ops('PATCH', `/operators/${id}`, admin, { disabled: false });
    expect((await signIn('acct-editor', OPS_TEST_PASSWORD)).statusCode).toBe(200);
    expect(await auditOf('operator:acct-editor')).toEqual(expect.arrayContaining(['acct-admin operator.disable', 'acct-admin operator.enable']));
  });

  it('a role change and a password reset end the operator’s sessions and are audited', async () => {
    const first = await t.signInAs('acct-role', 'editor');
    const { id } = await accountNamed('acct-role');
    const promoted = await t.ops('PATCH', `/operators/${id}`, admin, { role: 'publisher' });
    expect(promoted.json().data).toMatchObject({ role: 'publisher' });
    expectRefusal(await t.ops('GET', '/me', first), 401);
    const second = cookieOf(await signIn('acct-role', OPS_TEST_PASSWORD));
    expect((await t.ops('GET', '/me', second)).json().data).toMatchObject({ role: 'publisher' });
    expectRefusal(await t.ops('PUT', `/operators/${id}/password`, admin, { password: 'password12' }), 400, '密码太容易被猜到');
    expect((await t.ops('GET', '/me', second)).statusCode).toBe(200);
    expect((await t.ops('PUT', `/operators/${id}/password`, admin, { password: STRONG })).statusCode).toBe(200);
    expectRefusal(await t.ops('GET', '/me', second), 401);
    expectRefusal(await signIn('acct-role', OPS_TEST_PASSWORD), 401);
    expect((await signIn('acct-role', STRONG)).statusCode).toBe(200);
    const audit = await auditOf('operator:acct-role');
    expect(audit).toEqual(expect.arrayContaining(['acct-admin operator.role', 'acct-admin operator.password-reset']));
  });

  it('an operator’s own password change keeps this session and ends the others', async () => {
    await t.signInAs('acct-self', 'editor');
    const here = cookieOf(await signIn('acct-self', OPS_TEST_PASSWORD));
    const elsewhere = cookieOf(await signIn('acct-self', OPS_TEST_PASSWORD));
    expectRefusal(await t.ops('PUT', '/me/password', here, { current_password: 'not-my-password', password: STRONG }), 400, '当前密码不正确');
    // Setting the role already held is no change: the session stays.
    expect((await t.ops('PATCH', `/operators/${(await accountNamed('acct-self')).id}`, admin, { role: 'editor' })).statusCode).toBe(200);
    expect((await t.ops('GET', '/me', elsewhere)).statusCode).toBe(200);
    expectRefusal(await t.ops('PUT', '/me/password', here, { current_password: OPS_TEST_PASSWORD, password: 'acct-self-1234' }), 400, '不能包含用户名');
    expect((await t.ops('PUT', '/me/password', here, { current_password: OPS_TEST_PASSWORD, password: STRONG })).statusCode).toBe(200);
    expect((await t.ops('GET', '/me', here)).statusCode).toBe(200);
    expectRefusal(await t.ops('GET', '/me', elsewhere), 401);
    expect(await auditOf('operator:acct-self')).toContain('acct-self operator.password-change');
  });

  it('limits password writes per operator, so a stolen session cannot guess the current password at speed', async () => {
    const guesser = await t.signInAs('acct-guesser', 'editor');
    const { limit } = OPS_PASSWORD_WRITE_LIMITS.own[0];
    for (let i = 0; i < limit; i += 1) {
      expectRefusal(await t.ops('PUT', '/me/password', guesser, { current_password: `guess-${i}-password`, password: STRONG }), 400, '当前密码不正确');
    }
    expectRefusal(await t.ops('PUT', '/me/password', guesser, { current_password: OPS_TEST_PASSWORD, password: STRONG }), 429, '修改密码过于频繁');
  });

  it('never leaves the console without an enabled admin', async () => {
    const { id } = await accountNamed('acct-admin');
    const others = (await accounts()).filter((account) => account.role === 'admin' && !account.disabled && account.id !== id);
    expect(others).toEqual([]);
    const patch = (payload: object) => t.ops('PATCH', `/operators/${id}`, admin, payload);
    expectRefusal(await patch({ disabled: true }), 409, '至少要保留一位启用的管理员');
    expectRefusal(await patch({ role: 'publisher' }), 409, '至少要保留一位启用的管理员');
    expect((await t.ops('GET', '/me', admin)).json().data).toMatchObject({ role: 'admin' });
    // With a second admin, the first may step down (and their session ends like anyone's).
    const second = await t.ops('POST', '/operators', admin, { name: 'acct-admin-2', role: 'admin', password: STRONG });
    expect(second.statusCode).toBe(200);
    expect((await patch({ role: 'publisher' })).statusCode).toBe(200);
    expectRefusal(await t.ops('GET', '/me', admin), 401);
    admin = cookieOf(await signIn('acct-admin-2', STRONG));
    const back = await t.ops('PATCH', `/operators/${id}`, admin, { role: 'admin' });
    expect(back.statusCode).toBe(200);
  });

  it('lets an admin publish like a publisher', async () => {
    const layout = (await t.ops('GET', '/layouts/channel-more', admin)).json().data;
    const saved = await t.ops('PUT', '/layouts/channel-more/draft', admin, { document: layout.document, base_revision: layout.revision });
    const published = await t.ops('POST', '/layouts/channel-more/publish', admin, { revision: saved.json().data.revision });
    expect(published.statusCode, published.body).toBe(200);
  });
});
