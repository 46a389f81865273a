import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { smsCodes, users } from '../../db/schema';
import { expectEndpointData } from '../../testing/schema-assert';
import { openTestApp, testConfig, type TestApp } from '../../testing/test-app';
import { testDatabases } from '../../testing/test-database';
import { AUTH_MESSAGES } from './auth.routes';
import { MAX_OTHER_TRIES, MAX_TRIES } from './codes.repository';

const START = Date.UTC(2025, 2, 3, 8, 0, 0);
const MINUTE = 60_000;

describe.each(testDatabases())('login codes on %s', (kind) => {
  let t: TestApp;
  let clock = START;
  let ipSeq = 0;
  /** Each test talks from its own address so the per-address limits of one test do not leak into another. */
  let ip = '10.1.0.1';

  beforeAll(async () => {
    t = await openTestApp(kind, { authTestHooks: { now: () => clock } });
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(() => {
    ipSeq += 1;
    ip = `10.1.${ipSeq}.1`;
  });

  const send = (mobile: string, extra = '') => t.app.inject({ url: `/user/api/send-verify?mobile=${encodeURIComponent(mobile)}${extra}`, remoteAddress: ip });
  const check = (body: Record<string, unknown>, from = ip) =>
    t.app.inject({ method: 'POST', url: '/user/api/check-verify', payload: body, remoteAddress: from });
  /** The n-th address of this test's attacker, never the address that asked for the code. */
  const attacker = (n: number) => `10.2.${ipSeq}.${n}`;
  const inbox = async (mobile: string): Promise<string> => {
    const response = await t.app.inject(`/dev/api/sms/latest?mobile=${mobile}`);
    expect(response.statusCode).toBe(200);
    return response.json().data.code as string;
  };
  const wrong = (code: string) => String((Number(code) + 1) % 10000).padStart(4, '0');
  const codeRows = (mobile: string) => t.database.db.select().from(smsCodes).where(eq(smsCodes.mobile, mobile));
  /** A refusal as the client must see it: HTTP 200, code -1, a message. */
  const expectMinusOne = (response: { statusCode: number; json(): unknown }, message?: string | RegExp) => {
    expect(response.statusCode).toBe(200);
    const body = response.json() as { code: number; message: string; data?: unknown };
    expect(body.code).toBe(-1);
    expect(body.data).toBeUndefined();
    if (message) expect(body.message).toMatch(message);
  };

  it('sends a 4-digit code, stores only its hash, and logs a new user in with it (is_complete 0)', async () => {
    const mobile = '13911110001';
    const sent = await send(mobile);
    expectEndpointData('sendVerify', sent.json());
    expect(sent.json().data).toEqual({ countdown: 60 });
    const code = await inbox(mobile);
    expect(code).toMatch(/^\d{4}$/);
    const [row] = await codeRows(mobile);
    // A 64-digit hex digest, not the code: the four digits may well occur inside a digest by chance (1 in ~1,000).
    expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(Object.values(row)).not.toContain(code);

    const login = await check({ mobile, code });
    expectEndpointData('checkVerify', login.json());
    const data = login.json().data;
    expect(data.user).toMatchObject({ mobile, is_complete: 0, identity: null });
    expect(data.hasIInWhiteList).toBe(false);
    expect(data.access_token).not.toBe(data.refresh_token);
    const me = await t.app.inject({ url: '/user/oauth/userinfo', headers: { authorization: `Bearer ${data.access_token}` } });
    expect(me.json().data.user.id).toBe(data.user.id);
  });

  it('logs an existing user in and reports white-list membership', async () => {
    const mobile = '13800000001'; // seeded, certified, on a white-listed live
    await send(mobile);
    const login = (await check({ mobile, code: await inbox(mobile) })).json();
    expect(login.data.user).toMatchObject({ id: 1, is_complete: 1, identity: { id: 3 } });
    expect(login.data.hasIInWhiteList).toBe(true);
  });

  it('a code is single use', async () => {
    const mobile = '13911110002';
    await send(mobile);
    const code = await inbox(mobile);
    expect((await check({ mobile, code })).json().code).toBe(0);
    expectMinusOne(await check({ mobile, code }), AUTH_MESSAGES.missingCode);
  });

  it('the sixth try fails even with the right code', async () => {
    const mobile = '13911110003';
    await send(mobile);
    const code = await inbox(mobile);
    for (let i = 0; i < MAX_TRIES; i += 1) expectMinusOne(await check({ mobile, code: wrong(code) }), AUTH_MESSAGES.wrongCode);
    expectMinusOne(await check({ mobile, code }), AUTH_MESSAGES.deadCode);
    const [row] = await codeRows(mobile);
    expect(row.usedAt).toBeNull();
  });

  it('the fifth try may still be the right one', async () => {
    const mobile = '13911110004';
    await send(mobile);
    const code = await inbox(mobile);
    for (let i = 0; i < MAX_TRIES - 1; i += 1) await check({ mobile, code: wrong(code) });
    expect((await check({ mobile, code })).json().code).toBe(0);
  });

  it('many guesses at once still get only five comparisons', async () => {
    const mobile = '13911110005';
    await send(mobile);
    const code = await inbox(mobile);
    const guesses = Array.from({ length: 12 }, (_, i) => String((Number(code) + 1 + i) % 10000).padStart(4, '0'));
    const answers = await Promise.all(guesses.map((guess) => check({ mobile, code: guess })));
    expect(answers.every((a) => a.json().code === -1)).toBe(true);
    const [row] = await codeRows(mobile);
    expect(row.tries).toBe(MAX_TRIES);
    expectMinusOne(await check({ mobile, code }), AUTH_MESSAGES.deadCode);
  });

  it('wrong guesses from other addresses do not burn the code of the address that asked for it', async () => {
    const mobile = '13911110021';
    await send(mobile);
    const code = await inbox(mobile);
    for (let n = 1; n <= 3; n += 1) {
      for (let i = 0; i <= MAX_TRIES; i += 1) expectMinusOne(await check({ mobile, code: wrong(code) }, attacker(n)));
    }
    // The owner still has every one of its own tries: four wrong ones, then the right one.
    for (let i = 0; i < MAX_TRIES - 1; i += 1) expectMinusOne(await check({ mobile, code: wrong(code) }), AUTH_MESSAGES.wrongCode);
    expect((await check({ mobile, code })).json().code).toBe(0);
  });

  it('all other addresses together get MAX_OTHER_TRIES tries of a code, even with the right digits after that', async () => {
    const mobile = '13911110022';
    await send(mobile);
    const code = await inbox(mobile);
    // Another address of the owner (Wi-Fi to mobile data) may use the code …
    for (let i = 0; i < MAX_OTHER_TRIES; i += 1) expectMinusOne(await check({ mobile, code: wrong(code) }, attacker(i + 1)), AUTH_MESSAGES.wrongCode);
    // … but only within the shared tries: guessing stays bounded however many addresses join.
    expectMinusOne(await check({ mobile, code }, attacker(9)), AUTH_MESSAGES.deadCode);
    const [row] = await codeRows(mobile);
    expect(row).toMatchObject({ tries: 0, otherTries: MAX_OTHER_TRIES, usedAt: null });
    expect((await check({ mobile, code })).json().code).toBe(0);
  });

  it('many guesses at once from other addresses still get only MAX_OTHER_TRIES comparisons', async () => {
    const mobile = '13911110023';
    await send(mobile);
    const code = await inbox(mobile);
    const guesses = Array.from({ length: 12 }, (_, i) => String((Number(code) + 1 + i) % 10000).padStart(4, '0'));
    await Promise.all(guesses.map((guess, i) => check({ mobile, code: guess }, attacker(i + 1))));
    const [row] = await codeRows(mobile);
    expect(row.otherTries).toBe(MAX_OTHER_TRIES);
    expect(row.usedAt).toBeNull();
  });

  it('a code someone else asks for later does not replace the code the owner asked for', async () => {
    const mobile = '13911110024';
    await send(mobile);
    const code = await inbox(mobile);
    clock += MINUTE;
    expect((await t.app.inject({ url: `/user/api/send-verify?mobile=${mobile}`, remoteAddress: attacker(1) })).json().code).toBe(0);
    expect((await check({ mobile, code })).json().code).toBe(0);
  });

  it('a code expires after 5 minutes; a new one replaces the old one', async () => {
    const mobile = '13911110006';
    await send(mobile);
    const first = await inbox(mobile);
    clock += 5 * MINUTE;
    expectMinusOne(await check({ mobile, code: first }), AUTH_MESSAGES.missingCode);
    await send(mobile);
    const second = await inbox(mobile);
    if (second !== first) expectMinusOne(await check({ mobile, code: first }), AUTH_MESSAGES.wrongCode);
    expect((await check({ mobile, code: second })).json().code).toBe(0);
  });

  it('answers registered and unregistered numbers alike', async () => {
    const registered = '13800000002';
    const unknown = '13911110007';
    const sentA = (await send(registered, '&is_register=1')).json();
    const sentB = (await send(unknown, '&is_register=0')).json();
    expect(sentA).toEqual(sentB);
    const a = (await check({ mobile: registered, code: wrong(await inbox(registered)) })).json();
    const b = (await check({ mobile: unknown, code: wrong(await inbox(unknown)) })).json();
    expect(a).toEqual(b);
    // Nothing sent at all: same wording for both kinds of number too.
    const c = (await check({ mobile: '13800000003', code: '1234' })).json();
    const d = (await check({ mobile: '13911110008', code: '1234' })).json();
    expect(c).toEqual(d);
  });

  it('refuses bad input with code -1 and a clear message, storing nothing', async () => {
    const before = (await t.database.db.select({ id: smsCodes.id }).from(smsCodes)).length;
    const userCount = (await t.database.db.select({ id: users.id }).from(users)).length;
    for (const mobile of [
      '',
      '1391111',
      '139111100099',
      '23911110009',
      '１３９１１１１０００９',
      '139\u200b11110009',
      '١٣٩١١١١٠٠٠٩',
      '<script>',
      'x'.repeat(5000),
    ]) {
      expectMinusOne(await send(mobile));
    }
    expectMinusOne(await t.app.inject({ url: '/user/api/send-verify', remoteAddress: ip }), /mobile/);
    expectMinusOne(await t.app.inject({ url: '/user/api/send-verify?mobile=13911110009&mobile=13911110010', remoteAddress: ip }));
    for (const body of [
      { mobile: '13911110009' },
      { mobile: '13911110009', code: '12a4' },
      { mobile: '13911110009', code: '１２３４' },
      { mobile: '13911110009', code: '12345' },
      { mobile: '13911110009', code: { $gt: '' } },
      { mobile: ['13911110009'], code: '1234' },
      { mobile: '13911110009', code: '1234', union_id: 'u'.repeat(100) },
      { mobile: 'x'.repeat(100000), code: '1234' },
    ]) {
      const response = await check(body);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json().code).not.toBe(0);
    }
    // Form-encoded like the real client.
    const form = await t.app.inject({
      method: 'POST',
      url: '/user/api/check-verify',
      payload: 'mobile=139%2011110009&code=12',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      remoteAddress: ip,
    });
    expectMinusOne(form, AUTH_MESSAGES.invalidCode(4));
    expect((await t.database.db.select({ id: smsCodes.id }).from(smsCodes)).length).toBe(before);
    expect((await t.database.db.select({ id: users.id }).from(users)).length).toBe(userCount);
  });

  it('tells the app how long its codes are: CODE_LENGTH=6 sends, expects and accepts six digits', async () => {
    const rules = await t.app.inject({ url: '/user/api/login-code-rules', remoteAddress: ip });
    expectEndpointData('getLoginCodeRules', rules.json());
    expect(rules.json().data).toEqual({ code_length: 4 });

    const { buildApp } = await import('../../app');
    const base = testConfig();
    const six = await buildApp({
      database: t.database,
      config: { ...base, auth: { ...base.auth, codeLength: 6 } },
      logger: false,
      authTestHooks: { now: () => clock },
    });
    try {
      expect((await six.inject({ url: '/user/api/login-code-rules', remoteAddress: ip })).json().data).toEqual({ code_length: 6 });
      const mobile = '13911110012';
      expect((await six.inject({ url: `/user/api/send-verify?mobile=${mobile}`, remoteAddress: ip })).json().code).toBe(0);
      const code = (await six.inject(`/dev/api/sms/latest?mobile=${mobile}`)).json().data.code as string;
      expect(code).toMatch(/^\d{6}$/);
      const checkSix = (body: Record<string, unknown>) => six.inject({ method: 'POST', url: '/user/api/check-verify', payload: body, remoteAddress: ip });
      expectMinusOne(await checkSix({ mobile, code: code.slice(0, 4) }), AUTH_MESSAGES.invalidCode(6));
      const login = await checkSix({ mobile, code });
      expect(login.json().code).toBe(0);
      expect(login.json().data.user).toMatchObject({ mobile });
    } finally {
      await six.close();
    }
  });

  it('accepts the grouped number the client may send (spaces removed)', async () => {
    const sent = await send('139 1111 0011');
    expect(sent.json().code).toBe(0);
    expect(await inbox('13911110011')).toMatch(/^\d{4}$/);
  });
});
