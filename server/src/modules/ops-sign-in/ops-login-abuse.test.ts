import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefusal } from '../../testing/schema-assert';
import { testDatabases } from '../../testing/test-database';
import { OPS_TEST_PASSWORD, openOpsApp, type OpsTestApp } from '../ops/ops-test-kit';
import { OPS_LOGIN_LIMITS } from './ops-session.routes';
import { saveOperator } from '../ops-operators/ops-operators.service';

function signIn(t: OpsTestApp, name: string, password: string, remoteAddress: string) {
  return t.app.inject({ method: 'POST', url: '/ops/api/session', payload: { name, password }, remoteAddress });
}

describe.each(testDatabases())('operator sign-in under attack on %s', (kind) => {
  let t: OpsTestApp;
  beforeAll(async () => {
    t = await openOpsApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('does not lock the operator out when someone else guesses from other addresses', async () => {
    await saveOperator(t.database.db, { name: 'victim-a', password: OPS_TEST_PASSWORD, role: 'publisher', update: true });
    for (let i = 1; i <= 12; i += 1) {
      expectRefusal(await signIn(t, 'victim-a', `guess-${i}-wrong`, `10.20.0.${i}`), 401, '用户名或密码错误');
    }
    const own = await signIn(t, 'victim-a', OPS_TEST_PASSWORD, '10.99.0.1');
    expect(own.statusCode, own.body).toBe(200);
  });

  it('still locks one name at one address after its wrong passwords', async () => {
    await saveOperator(t.database.db, { name: 'victim-b', password: OPS_TEST_PASSWORD, role: 'editor', update: true });
    const { limit } = OPS_LOGIN_LIMITS.perPair[0];
    for (let i = 0; i < limit; i += 1) expectRefusal(await signIn(t, 'victim-b', `wrong-${i}-password`, '10.30.0.1'), 401);
    const blocked = await signIn(t, 'victim-b', OPS_TEST_PASSWORD, '10.30.0.1');
    expectRefusal(blocked, 429, '登录尝试过于频繁，请稍后再试');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await signIn(t, 'victim-b', OPS_TEST_PASSWORD, '10.30.0.2')).statusCode).toBe(200);
  });

  it('slows a name under a spread-out attack instead of locking it', async () => {
    await saveOperator(t.database.db, { name: 'victim-c', password: OPS_TEST_PASSWORD, role: 'publisher', update: true });
    const ceiling = OPS_LOGIN_LIMITS.perNameCeiling[0].limit;
    for (let i = 0; i < ceiling; i += 1) {
      expectRefusal(await signIn(t, 'victim-c', `spray-${i}-wrong`, `10.40.${Math.floor(i / 200)}.${(i % 200) + 1}`), 401);
    }
    // Over the ceiling each address gets fewer tries at this name…
    const fewer = OPS_LOGIN_LIMITS.perPairUnderAttack[0].limit;
    expect(fewer).toBeLessThan(OPS_LOGIN_LIMITS.perPair[0].limit);
    for (let i = 0; i < fewer; i += 1) expectRefusal(await signIn(t, 'victim-c', `late-${i}-wrong`, '10.41.0.1'), 401);
    expectRefusal(await signIn(t, 'victim-c', `late-x-wrong`, '10.41.0.1'), 429, '登录尝试过于频繁');
    // …and the operator at their own address still signs in.
    const own = await signIn(t, 'victim-c', OPS_TEST_PASSWORD, '10.99.0.2');
    expect(own.statusCode, own.body).toBe(200);
  });

  it('refuses at once, before hashing, when too many sign-ins wait for the hash', async () => {
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => signIn(t, `nobody-${i}`, 'wrong-password-x', `10.50.0.${i + 1}`)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(
      statuses.every((status) => status === 401 || status === 503),
      statuses.join(','),
    ).toBe(true);
    const busy = answers.filter((answer) => answer.statusCode === 503);
    expect(busy.length).toBeGreaterThan(0);
    expectRefusal(busy[0], 503, '登录请求过多，请稍后再试');
    expect(Number(busy[0].headers['retry-after'])).toBeGreaterThan(0);
  });
});
