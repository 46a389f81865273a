import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SmsCodeMessage, SmsProvider } from '../../providers/sms/sms-provider';
import { signIn, type SignedIn } from '../../testing/auth-session';
import { openTestApp, type TestApp } from '../../testing/test-app';
import { testDatabases } from '../../testing/test-database';
import { AUTH_MESSAGES } from './auth.routes';

/** The SMS gateway stand-in: every code it was asked to send, in order. */
class RecordingSms implements SmsProvider {
  readonly name = 'tencent' as const;
  readonly sent: SmsCodeMessage[] = [];
  async send(message: SmsCodeMessage): Promise<void> {
    this.sent.push(message);
  }
  sentTo(mobile: string): SmsCodeMessage[] {
    return this.sent.filter((m) => m.mobile === mobile);
  }
}

describe.each(testDatabases())('a phone change refuses an unusable new number before any SMS, on %s', (kind) => {
  let t: TestApp;
  const sms = new RecordingSms();
  const clock = Date.UTC(2026, 10, 21, 9, 0, 0);
  let ipSeq = 0;

  beforeAll(async () => {
    t = await openTestApp(kind, { authTestHooks: { sms, now: () => clock } });
  });
  afterAll(async () => {
    await t?.close();
  });

  const ip = () => `10.8.${++ipSeq}.1`;
  const send = (mobile: string, who?: SignedIn, purpose?: string) =>
    t.app.inject({
      url: `/user/api/send-verify?mobile=${mobile}${purpose ? `&purpose=${purpose}` : ''}`,
      headers: who?.headers,
      remoteAddress: ip(),
    });
  /** Signs in and proves the current number, as the first step of the change does. */
  async function provenOwner(mobile: string): Promise<SignedIn> {
    const owner = await signIn(t.database, mobile, clock);
    await send(mobile);
    const code = sms.sentTo(mobile).at(-1)!.code;
    const proved = await t.app.inject({ method: 'POST', url: '/user/api/verify-current-tel', payload: { code }, headers: owner.headers, remoteAddress: ip() });
    expect(proved.json().code).toBe(0);
    return owner;
  }

  it('a number bound to another account is refused and gets no SMS', async () => {
    await signIn(t.database, '13977770002', clock);
    const owner = await provenOwner('13977770001');
    const before = sms.sent.length;
    const refused = await send('13977770002', owner, 'change-tel');
    expect(refused.json()).toEqual({ code: -1, message: AUTH_MESSAGES.mobileTaken });
    expect(sms.sent.length).toBe(before);
    expect(sms.sentTo('13977770002')).toEqual([]);
  });

  it("the user's own number is refused and gets no SMS", async () => {
    const owner = await provenOwner('13977770011');
    const before = sms.sent.length;
    const refused = await send('13977770011', owner, 'change-tel');
    expect(refused.json()).toEqual({ code: -1, message: AUTH_MESSAGES.sameMobile });
    expect(sms.sent.length).toBe(before);
  });

  it('a free number gets its code', async () => {
    const owner = await provenOwner('13977770021');
    const sent = await send('13977770022', owner, 'change-tel');
    expect(sent.json().code).toBe(0);
    expect(sms.sentTo('13977770022')).toHaveLength(1);
  });

  it('without a session, or before the current number is proven, nothing is sent', async () => {
    await signIn(t.database, '13977770032', clock);
    const unproven = await signIn(t.database, '13977770031', clock);
    const before = sms.sent.length;
    expect((await send('13977770033', undefined, 'change-tel')).statusCode).toBe(401);
    expect((await send('13977770032', unproven, 'change-tel')).json()).toEqual({ code: -1, message: AUTH_MESSAGES.currentTelFirst });
    expect(sms.sent.length).toBe(before);
  });
});
