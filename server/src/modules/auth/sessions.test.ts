import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, studyProgress, users } from '../../db/schema';
import { signIn } from '../../testing/auth-session';
import { expectEndpointData } from '../../testing/schema-assert';
import { openTestApp, type TestApp } from '../../testing/test-app';
import { testDatabases } from '../../testing/test-database';
import { UNAUTHORIZED_MESSAGE } from '../../plugins/auth';
import { AUTH_MESSAGES } from './auth.routes';

const HOUR = 3600_000;

describe.each(testDatabases())('sessions on %s', (kind) => {
  let t: TestApp;
  let clock = Date.UTC(2025, 4, 6, 9, 0, 0);
  let ipSeq = 0;

  beforeAll(async () => {
    t = await openTestApp(kind, { authTestHooks: { now: () => clock } });
  });
  afterAll(async () => {
    await t?.close();
  });

  const me = (headers: Record<string, string>) => t.app.inject({ url: '/user/oauth/userinfo', headers });
  const refresh = (refresh_token: string) => t.app.inject({ method: 'POST', url: '/user/api/token/refresh', payload: { refresh_token } });
  const expect401 = (response: { statusCode: number; json(): unknown }) => {
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 401, message: UNAUTHORIZED_MESSAGE });
  };
  const liveChains = async (userId: number) =>
    new Set(
      (
        await t.database.db
          .select({ chain: sessions.chainId })
          .from(sessions)
          .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
      ).map((r) => r.chain),
    );

  it('accepts the access token as x-token or Bearer; nothing else', async () => {
    const a = await signIn(t.database, '13922220001', clock);
    const viaX = await me({ 'x-token': a.access_token });
    expectEndpointData('getUserInfo', viaX.json());
    expect(viaX.json().data.user).toMatchObject({ id: a.userId, mobile: '13922220001' });
    expect((await me({ authorization: `Bearer ${a.access_token}` })).json().data.user.id).toBe(a.userId);
    expect401(await me({}));
    expect401(await me({ 'x-token': 'null' }));
    expect401(await me({ 'x-token': 'not-a-token' }));
    expect401(await me({ 'x-token': 'x'.repeat(5000) }));
    expect401(await me({ authorization: a.access_token })); // no Bearer scheme
    expect401(await me({ 'x-token': a.refresh_token })); // a refresh token is not an access token
  });

  it("never trusts x-user-id: A's token with B's id acts as A", async () => {
    const a = await signIn(t.database, '13922220002', clock);
    const b = await signIn(t.database, '13922220003', clock);
    const response = await me({ 'x-token': a.access_token, 'x-user-id': String(b.userId) });
    expect(response.json().data.user.id).toBe(a.userId);
    expect401(await me({ 'x-user-id': String(b.userId) }));
    // Progress (media) is stored for A, not B.
    const progress = await t.app.inject({
      url: '/course/api/progress?content_id=39&progress=40&type=1',
      headers: { 'x-token': a.access_token, 'x-user-id': String(b.userId) },
    });
    expect(progress.json().data).toEqual({ saved: true });
    const rows = await t.database.db.select().from(studyProgress).where(eq(studyProgress.targetId, 39));
    expect(rows.map((r) => r.userId)).toContain(a.userId);
    expect(rows.map((r) => r.userId)).not.toContain(b.userId);
  });

  it('expires the access token after its TTL (2 h) while the refresh token still works', async () => {
    const a = await signIn(t.database, '13922220004', clock);
    const start = clock;
    clock += 2 * HOUR + 1000;
    expect401(await me({ 'x-token': a.access_token }));
    const next = await refresh(a.refresh_token);
    expectEndpointData('refreshSession', next.json());
    expect((await me({ 'x-token': next.json().data.access_token })).json().data.user.id).toBe(a.userId);
    clock = start;
  });

  it('rotates the refresh token; reusing an old one revokes the whole chain', async () => {
    const a = await signIn(t.database, '13922220005', clock);
    const first = (await refresh(a.refresh_token)).json().data;
    expect(first.refresh_token).not.toBe(a.refresh_token);
    expect401(await me({ 'x-token': a.access_token })); // the rotated-out access token is gone too
    const second = (await refresh(first.refresh_token)).json().data;
    expect((await me({ 'x-token': second.access_token })).json().code).toBe(0);

    // The first refresh token comes back (copied by someone): everything in the chain dies.
    expect401(await refresh(a.refresh_token));
    expect401(await me({ 'x-token': second.access_token }));
    expect401(await refresh(second.refresh_token));
    expect(await liveChains(a.userId)).toEqual(new Set());
  });

  it('refuses unknown, expired and malformed refresh tokens with 401, never 5xx', async () => {
    expect401(await refresh('no-such-token'));
    const a = await signIn(t.database, '13922220006', clock);
    clock += 31 * 24 * HOUR;
    expect401(await refresh(a.refresh_token));
    clock -= 31 * 24 * HOUR;
    const empty = await t.app.inject({ method: 'POST', url: '/user/api/token/refresh', payload: {} });
    expect(empty.statusCode).toBeLessThan(500);
    expect(empty.json().code).not.toBe(0);
  });

  it('log-out revokes the chain (by access token, or by refresh token once the access token expired)', async () => {
    const a = await signIn(t.database, '13922220007', clock);
    const other = await signIn(t.database, '13922220007', clock); // a second device
    const out = await t.app.inject({ method: 'POST', url: '/user/api/logout', headers: { 'x-token': a.access_token } });
    expectEndpointData('logout', out.json());
    expect401(await me({ 'x-token': a.access_token }));
    expect401(await refresh(a.refresh_token));
    expect((await me({ 'x-token': other.access_token })).json().code).toBe(0);

    const b = await signIn(t.database, '13922220008', clock);
    await t.app.inject({
      method: 'POST',
      url: '/user/api/logout',
      payload: `refresh_token=${b.refresh_token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect401(await refresh(b.refresh_token));
    // A guest logging out is fine too.
    expect((await t.app.inject({ method: 'POST', url: '/user/api/logout' })).json()).toMatchObject({ code: 0 });
  });

  /** The first step of a phone change: a code to the current number, proven by this session. */
  async function proveCurrentNumber(who: { headers: Record<string, string> }, mobile: string, ip: string): Promise<void> {
    await t.app.inject({ url: `/user/api/send-verify?mobile=${mobile}`, remoteAddress: ip });
    const code = (await t.app.inject(`/dev/api/sms/latest?mobile=${mobile}`)).json().data.code as string;
    const proved = await t.app.inject({ method: 'POST', url: '/user/api/verify-current-tel', payload: { code }, headers: who.headers, remoteAddress: ip });
    expect(proved.json().code).toBe(0);
  }

  it('a phone change keeps this session and revokes the others; the new number needs its own code', async () => {
    const here = await signIn(t.database, '13922220009', clock);
    const elsewhere = await signIn(t.database, '13922220009', clock);
    const ip = `10.2.${++ipSeq}.1`;
    await proveCurrentNumber(here, '13922220009', ip);
    const update = (body: Record<string, string>, headers: Record<string, string> = here.headers) =>
      t.app.inject({ method: 'PUT', url: '/user/api/update-tel', payload: body, headers, remoteAddress: ip });

    expect401(await update({ mobile: '13922220010', code: '1234' }, {}));
    expect((await update({ mobile: '13922220009', code: '1234' })).json()).toEqual({ code: -1, message: AUTH_MESSAGES.sameMobile });
    expect((await update({ mobile: '13922220010', code: '1234' })).json()).toEqual({ code: -1, message: AUTH_MESSAGES.missingCode });

    await t.app.inject({ url: '/user/api/send-verify?mobile=13922220010', remoteAddress: ip });
    const code = (await t.app.inject('/dev/api/sms/latest?mobile=13922220010')).json().data.code as string;
    const changed = await update({ mobile: '13922220010', code });
    expectEndpointData('updateTel', changed.json());
    expect(changed.json().data.user).toMatchObject({ id: here.userId, mobile: '13922220010' });
    expect((await me(here.headers)).json().data.user.mobile).toBe('13922220010');
    expect401(await me(elsewhere.headers));
    expect401(await refresh(elsewhere.refresh_token));
  });

  it('refuses a number that another account holds, only after its code is proven', async () => {
    const a = await signIn(t.database, '13922220011', clock);
    const ip = `10.2.${++ipSeq}.1`;
    await proveCurrentNumber(a, '13922220011', ip);
    await t.app.inject({ url: '/user/api/send-verify?mobile=13800000003', remoteAddress: ip });
    const wrongCode = await t.app.inject({
      method: 'PUT',
      url: '/user/api/update-tel',
      payload: { mobile: '13800000003', code: '0000' },
      headers: a.headers,
      remoteAddress: ip,
    });
    const code = (await t.app.inject('/dev/api/sms/latest?mobile=13800000003')).json().data.code as string;
    if (code !== '0000') expect(wrongCode.json().message).toBe(AUTH_MESSAGES.wrongCode);
    const taken = await t.app.inject({
      method: 'PUT',
      url: '/user/api/update-tel',
      payload: { mobile: '13800000003', code },
      headers: a.headers,
      remoteAddress: ip,
    });
    expect(taken.json()).toEqual({ code: -1, message: AUTH_MESSAGES.mobileTaken });
    const [row] = await t.database.db.select({ mobile: users.mobile }).from(users).where(eq(users.id, a.userId));
    expect(row.mobile).toBe('13922220011');
  });

  it('a disabled user loses access at once', async () => {
    const a = await signIn(t.database, '13922220012', clock);
    await t.database.db.update(users).set({ disabled: true }).where(eq(users.id, a.userId));
    expect401(await me(a.headers));
    expect401(await refresh(a.refresh_token));
  });

  it('stores only hashes of tokens', async () => {
    const a = await signIn(t.database, '13922220013', clock);
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, a.userId));
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(a.access_token);
    expect(stored).not.toContain(a.refresh_token);
  });
});
