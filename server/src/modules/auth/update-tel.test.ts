import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { layoutRevisions, layouts, users } from '../../db/schema';
import type { SmsCodeMessage, SmsProvider, SmsTelChangedMessage } from '../../providers/sms/sms-provider';
import { signIn, type SignedIn } from '../../testing/auth-session';
import { expectEndpointData } from '../../testing/schema-assert';
import { openTestApp, type TestApp } from '../../testing/test-app';
import { testDatabases } from '../../testing/test-database';
import { AUTH_MESSAGES, CURRENT_TEL_PROOF_MS } from './auth.routes';

/** Keeps what would have been sent: the codes (to type them in) and the phone-change notices. */
class CapturingSms implements SmsProvider {
  readonly name = 'tencent' as const;
  readonly codes = new Map<string, string>();
  readonly notices: SmsTelChangedMessage[] = [];
  async send({ mobile, code }: SmsCodeMessage): Promise<void> {
    this.codes.set(mobile, code);
  }
  async sendTelChanged(message: SmsTelChangedMessage): Promise<void> {
    this.notices.push(message);
  }
}

describe.each(testDatabases())('phone change needs the current number too, on %s', (kind) => {
  let t: TestApp;
  const sms = new CapturingSms();
  let clock = Date.UTC(2026, 10, 20, 9, 0, 0);
  let ipSeq = 0;

  beforeAll(async () => {
    t = await openTestApp(kind, { authTestHooks: { sms, now: () => clock } });
  });
  afterAll(async () => {
    await t?.close();
  });

  const ip = () => `10.7.${++ipSeq}.1`;
  async function codeFor(mobile: string): Promise<string> {
    await t.app.inject({ url: `/user/api/send-verify?mobile=${mobile}`, remoteAddress: ip() });
    return sms.codes.get(mobile)!;
  }
  const verifyCurrent = (who: SignedIn, code: string) =>
    t.app.inject({ method: 'POST', url: '/user/api/verify-current-tel', payload: { code }, headers: who.headers, remoteAddress: ip() });
  const updateTel = (who: SignedIn, mobile: string, code: string) =>
    t.app.inject({ method: 'PUT', url: '/user/api/update-tel', payload: { mobile, code }, headers: who.headers, remoteAddress: ip() });
  const mobileOf = async (userId: number) => (await t.database.db.select({ mobile: users.mobile }).from(users).where(eq(users.id, userId)))[0].mobile;

  it('a stolen access token plus a code for the new number is not enough', async () => {
    const victim = await signIn(t.database, '13966660001', clock);
    const refused = await updateTel(victim, '13966660002', await codeFor('13966660002'));
    expect(refused.json()).toEqual({ code: -1, message: AUTH_MESSAGES.currentTelFirst });
    expect(await mobileOf(victim.userId)).toBe('13966660001');
    expect(sms.notices).toEqual([]);
  });

  it('with codes to the current and the new number it changes, and tells the old number by SMS', async () => {
    const owner = await signIn(t.database, '13966660011', clock);
    expect((await verifyCurrent(owner, '0000')).json().code).toBe(-1);
    const proved = await verifyCurrent(owner, await codeFor('13966660011'));
    expectEndpointData('verifyCurrentTel', proved.json());
    expect(proved.json().code).toBe(0);
    const changed = await updateTel(owner, '13966660012', await codeFor('13966660012'));
    expectEndpointData('updateTel', changed.json());
    expect(changed.json().data.user).toMatchObject({ id: owner.userId, mobile: '13966660012' });
    expect(sms.notices).toEqual([{ mobile: '13966660011', newMobileMasked: '139****0012' }]);
    // One proof, one change.
    const again = await updateTel(owner, '13966660013', await codeFor('13966660013'));
    expect(again.json()).toEqual({ code: -1, message: AUTH_MESSAGES.currentTelFirst });
    expect(await mobileOf(owner.userId)).toBe('13966660012');
  });

  it("the proof is this session's own and lasts 10 minutes", async () => {
    const owner = await signIn(t.database, '13966660021', clock);
    const otherDevice = await signIn(t.database, '13966660021', clock);
    await verifyCurrent(owner, await codeFor('13966660021'));
    expect((await updateTel(otherDevice, '13966660022', await codeFor('13966660022'))).json()).toEqual({ code: -1, message: AUTH_MESSAGES.currentTelFirst });
    clock += CURRENT_TEL_PROOF_MS + 1000;
    expect((await updateTel(owner, '13966660022', await codeFor('13966660022'))).json()).toEqual({ code: -1, message: AUTH_MESSAGES.currentTelFirst });
    expect(await mobileOf(owner.userId)).toBe('13966660021');
  });
});

describe.each(testDatabases())('the phone-change layouts of a database seeded before the two-step flow, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(kind);
    // The seed wrote the layouts as revision 1 from the old files: put the old one-step screens back.
    const oldUpdateTel = {
      schemaVersion: 1,
      id: 'my-update-tel',
      title: '修改手机号',
      body: [{ id: 'new-tel-form', widget: 'phone-login-form', props: { label: '新手机号' } }],
    };
    await t.database.db.update(layoutRevisions).set({ document: oldUpdateTel }).where(eq(layoutRevisions.layoutId, 'my-update-tel'));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('the hand-written data migration publishes the two-step screens as a new revision', async () => {
    const migration = readFileSync(new URL('../../../drizzle/0012_handoff.sql', import.meta.url), 'utf8');
    const handWritten = migration.slice(migration.indexOf('-- hand-written data migration'));
    for (const statement of handWritten.split('--> statement-breakpoint').slice(1)) await t.database.db.execute(sql.raw(statement));
    for (const [id, marker] of [
      ['my-update-tel', '"current-tel-form"'],
      ['my-send-verify', '"verify-current-tel"'],
    ]) {
      const [row] = await t.database.db.select().from(layouts).where(eq(layouts.id, id));
      expect(row).toMatchObject({ currentRevision: 2, publishedRevision: 2, updatedBy: 'migration' });
      const served = await t.app.inject(`/layout/api/layouts/${id}`);
      expect(served.body).toContain(marker);
    }
  });
});
