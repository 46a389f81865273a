import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { appointments, lives, users } from '../../db/schema/index';
import type { HttpJsonRequest } from '../../providers/http-json';
import { AliyunSmsProvider } from '../../providers/sms/aliyun-sms';
import { reminderParams, reminderStartText } from '../../providers/sms/reminder-text';
import type { SmsCodeMessage, SmsProvider, SmsReminderMessage } from '../../providers/sms/sms-provider';
import { TencentSmsProvider } from '../../providers/sms/tencent-sms';
import { openTestDatabase, bothTestDatabases } from '../../testing/test-database';
import { createReminderJob, runReminderPass } from './reminders';

class RecordingSms implements SmsProvider {
  readonly name = 'console' as const;
  readonly reminders: SmsReminderMessage[] = [];
  failNext = false;
  async send(_message: SmsCodeMessage): Promise<void> {}
  async sendReminder(message: SmsReminderMessage): Promise<void> {
    // A little delay so concurrent passes overlap while a claim is held.
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (this.failNext) {
      this.failNext = false;
      throw new Error('provider down');
    }
    this.reminders.push(message);
  }
}

describe.each(bothTestDatabases())('live reminders on %s', (kind) => {
  let database: Database;
  const NOW = Date.parse('2030-01-01T10:00:00Z');
  const now = () => NOW;
  let soonId: number;
  let laterId: number;
  let userIds: number[];

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const db = database.db;
    const [soon, later] = await db.select().from(lives).where(eq(lives.liveStatus, 0)).limit(2);
    soonId = soon!.id;
    laterId = later!.id;
    await db
      .update(lives)
      .set({ startAt: new Date(NOW + 10 * 60_000) })
      .where(eq(lives.id, soonId));
    await db
      .update(lives)
      .set({ startAt: new Date(NOW + 3 * 3600_000) })
      .where(eq(lives.id, laterId));
    userIds = (await db.select({ id: users.id }).from(users).limit(3)).map((u) => u.id);
    await db.delete(appointments).where(inArray(appointments.liveId, [soonId, laterId]));
    // Other bookings that might fall into the window are marked as already reminded.
    await db.update(appointments).set({ smsRemindedAt: new Date(NOW - 1000) });
    await db.insert(appointments).values([...userIds.map((userId) => ({ userId, liveId: soonId })), { userId: userIds[0]!, liveId: laterId }]);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('reminds each booking of a live starting within the lead time exactly once, even with concurrent passes', async () => {
    const sms = new RecordingSms();
    sms.failNext = true; // the first send fails: its claim rolls back and a later pass retries it
    const first = await Promise.all([runReminderPass(database.db, { sms, now }), runReminderPass(database.db, { sms, now })]);
    const retry = await runReminderPass(database.db, { sms, now });
    const again = await Promise.all([runReminderPass(database.db, { sms, now }), runReminderPass(database.db, { sms, now })]);
    expect(first[0] + first[1] + retry).toBe(userIds.length);
    expect(again).toEqual([0, 0]);
    expect(sms.reminders).toHaveLength(userIds.length);
    const mobiles = (await database.db.select({ mobile: users.mobile }).from(users).where(inArray(users.id, userIds))).map((u) => u.mobile);
    expect(sms.reminders.map((m) => m.mobile).sort()).toEqual([...mobiles].sort());
    const rows = await database.db.select().from(appointments).where(eq(appointments.liveId, soonId));
    expect(rows.every((r) => r.smsRemindedAt?.getTime() === NOW)).toBe(true);
    const [later] = await database.db.select().from(appointments).where(eq(appointments.liveId, laterId));
    expect(later!.smsRemindedAt).toBeNull();
  });

  it('the job reminds the later live once it comes within the lead time; a provider without reminders sends nothing', async () => {
    const sms = new RecordingSms();
    const job = createReminderJob(database.db, { sms, now: () => NOW + 2.6 * 3600_000, leadMinutes: 30 });
    expect(await Promise.all([job.runOnce(), job.runOnce()])).toEqual([1, 1]); // the same pass, shared
    expect(sms.reminders.map((m) => m.startAt.getTime())).toEqual([NOW + 3 * 3600_000]);
    await job.stop();
    const bare: SmsProvider = { name: 'aliyun', send: async () => undefined };
    expect(await runReminderPass(database.db, { sms: bare, now })).toBe(0);
  });

  it('sends through the Aliyun and Tencent adapters with the reminder template (fake transport), once per booking', async () => {
    const at = () => NOW + 2.6 * 3600_000;
    const [later] = await database.db.select({ title: lives.title, startAt: lives.startAt }).from(lives).where(eq(lives.id, laterId));
    await database.db.insert(appointments).values({ userId: userIds[1]!, liveId: laterId });
    const requests: HttpJsonRequest[] = [];
    const aliyun = new AliyunSmsProvider(
      { accessKeyId: 'id', accessKeySecret: 'secret', signName: '博医荟', templateCode: 'SMS_1', reminderTemplateCode: 'SMS_2', regionId: 'cn-hangzhou' },
      async (request) => {
        requests.push(request);
        return { Code: 'OK' };
      },
    );
    expect(await Promise.all([runReminderPass(database.db, { sms: aliyun, now: at }), runReminderPass(database.db, { sms: aliyun, now: at })])).toEqual(
      expect.arrayContaining([1, 0]),
    );
    expect(requests).toHaveLength(1);
    const q = Object.fromEntries(new URL(requests[0]!.url).searchParams);
    expect(q).toMatchObject({
      Action: 'SendSms',
      TemplateCode: 'SMS_2',
      TemplateParam: JSON.stringify(reminderParams({ mobile: '', liveTitle: later!.title, startAt: later!.startAt })),
    });
    expect(q.Signature).toBeTruthy();

    await database.db.insert(appointments).values({ userId: userIds[2]!, liveId: laterId });
    const tencentRequests: HttpJsonRequest[] = [];
    const tencent = new TencentSmsProvider(
      { secretId: 'AKID', secretKey: 'k', sdkAppId: '1400', signName: '博医荟', templateId: '1', reminderTemplateId: '2', region: 'ap-guangzhou' },
      async (request) => {
        tencentRequests.push(request);
        return { Response: { SendStatusSet: [{ Code: 'Ok' }] } };
      },
      () => Math.floor(at() / 1000),
    );
    expect(await runReminderPass(database.db, { sms: tencent, now: at })).toBe(1);
    expect(await runReminderPass(database.db, { sms: tencent, now: at })).toBe(0);
    expect(tencentRequests).toHaveLength(1);
    const body = JSON.parse(tencentRequests[0]!.body!) as { TemplateId: string; TemplateParamSet: string[]; PhoneNumberSet: string[] };
    expect(body.TemplateId).toBe('2');
    expect(body.TemplateParamSet[1]).toBe(reminderStartText(later!.startAt));
    expect(tencentRequests[0]!.headers!.Authorization).toMatch(/^TC3-HMAC-SHA256 Credential=AKID\//);
  });
});
