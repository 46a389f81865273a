import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { downloadEmailRequests, downloads, users } from '../../db/schema/index';
import type { MailFileJob, MailProvider } from '../../providers/mail/mail-provider';
import { SmtpMailProvider, type MailTransport } from '../../providers/mail/smtp-mail';
import { openTestDatabase, bothTestDatabases } from '../../testing/test-database';
import { backoffMs, createMailQueue, createMailQueueJob, EMAIL_SUBJECT_PREFIX } from './download-email-queue';

/** A fake mail transport behind the real SMTP provider: fails while `failures` > 0, records what it accepted. */
class FakeTransport implements MailTransport {
  readonly accepted: { to: string; subject: string; text: string }[] = [];
  calls = 0;
  constructor(
    public failures = 0,
    private readonly delayMs = 0,
  ) {}
  async sendMail(message: { to: string; subject: string; text: string }): Promise<unknown> {
    this.calls += 1;
    // A little delay so passes of two "processes" overlap while rows are claimed.
    if (this.delayMs) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
    if (this.failures > 0) {
      this.failures -= 1;
      throw new Error('451 4.3.0 temporary failure');
    }
    this.accepted.push(message);
    return { messageId: `<${this.calls}@test>` };
  }
}

const smtp = (transport: MailTransport) => new SmtpMailProvider({ url: 'smtp://mail.test:587', from: '博医荟 <no-reply@mail.test>' }, transport);

describe('backoff', () => {
  it('doubles from the base delay and is capped', () => {
    expect([1, 2, 3, 4].map((n) => backoffMs(n, 1000, 1_000_000))).toEqual([1000, 2000, 4000, 8000]);
    expect(backoffMs(30, 1000, 60_000)).toBe(60_000);
  });
});

describe.each(bothTestDatabases())('download e-mail queue on %s', (kind) => {
  let database: Database;
  let userId: number;
  let file: { id: number; title: string; link: string };
  // Relative to the real clock: rows are inserted with the database's now() as their first due time.
  const T0 = Date.now() + 1000;

  async function enqueue(count: number, email = 'doctor@example.com'): Promise<number[]> {
    const rows = await database.db
      .insert(downloadEmailRequests)
      .values(Array.from({ length: count }, (_, i) => ({ downloadId: file.id, userId, email: `${i}.${email}`, nextAttemptAt: new Date(T0 - 1000) })))
      .returning({ id: downloadEmailRequests.id });
    return rows.map((r) => r.id);
  }
  const rowsOf = (ids: number[]) =>
    database.db.select().from(downloadEmailRequests).where(inArray(downloadEmailRequests.id, ids)).orderBy(downloadEmailRequests.id);

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const [u] = await database.db.select({ id: users.id }).from(users).limit(1);
    userId = u!.id;
    const [d] = await database.db
      .select({ id: downloads.id, title: downloads.title, link: downloads.link })
      .from(downloads)
      .where(eq(downloads.type, 1))
      .limit(1);
    file = d!;
    // Earlier requests of the seed (if any) are out of the way.
    await database.db.update(downloadEmailRequests).set({ status: 'sent' });
  });
  afterAll(async () => {
    await database?.close();
  });

  it('a failed send is queued again with backoff, then sent by a later pass; the message carries the file', async () => {
    const [id] = await enqueue(1);
    const transport = new FakeTransport(1);
    const queue = createMailQueue(database.db, { mail: smtp(transport), now: () => T0, baseDelayMs: 60_000 });
    expect(await queue.runOnce()).toBe(0);
    let [row] = await rowsOf([id!]);
    expect(row).toMatchObject({ status: 'queued', attempts: 1, lastError: expect.stringContaining('temporary failure'), sentAt: null });
    expect(row!.nextAttemptAt.getTime()).toBe(T0 + 60_000);

    // Not due yet: nothing is tried.
    const early = createMailQueue(database.db, { mail: smtp(transport), now: () => T0 + 59_000 });
    expect(await early.runOnce()).toBe(0);
    expect(transport.calls).toBe(1);

    const later = createMailQueue(database.db, { mail: smtp(transport), now: () => T0 + 60_000 });
    expect(await later.runOnce()).toBe(1);
    [row] = await rowsOf([id!]);
    expect(row).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(row!.sentAt?.getTime()).toBe(T0 + 60_000);
    expect(transport.accepted).toHaveLength(1);
    expect(transport.accepted[0]).toMatchObject({ to: '0.doctor@example.com', subject: `${EMAIL_SUBJECT_PREFIX}${file.title}` });
    expect(transport.accepted[0]!.text).toContain(file.link);

    // Sent stays sent.
    expect(await createMailQueue(database.db, { mail: smtp(transport), now: () => T0 + 10 * 3600_000 }).runOnce()).toBe(0);
    expect(transport.calls).toBe(2);
  });

  it('gives up after the last attempt (status failed) and never tries again', async () => {
    const [id] = await enqueue(1, 'gives-up@example.com');
    const transport = new FakeTransport(100);
    let clock = T0;
    const queue = createMailQueue(database.db, { mail: smtp(transport), now: () => clock, maxAttempts: 3, baseDelayMs: 1000 });
    for (let i = 0; i < 6; i += 1) {
      await queue.runOnce();
      clock += 10_000;
    }
    const [row] = await rowsOf([id!]);
    expect(row).toMatchObject({ status: 'failed', attempts: 3, sentAt: null });
    expect(transport.calls).toBe(3);
  });

  it('never sends a request twice, even with two processes passing at the same time', async () => {
    const ids = await enqueue(12, 'parallel@example.com');
    const transport = new FakeTransport(0, 15);
    const sent: MailFileJob[] = [];
    const recording: MailProvider = {
      name: 'recording',
      async send(job) {
        await smtp(transport).send(job);
        sent.push(job);
      },
    };
    // Two "API processes": separate queues (and on PostgreSQL separate connections from the pool).
    const a = createMailQueue(database.db, { mail: recording, now: () => T0, batch: 5 });
    const b = createMailQueue(database.db, { mail: recording, now: () => T0, batch: 5 });
    const counts = await Promise.all([a.runOnce(), b.runOnce(), a.runOnce(), b.runOnce(), a.runOnce(), b.runOnce()]);
    expect(counts.reduce((x, y) => x + y, 0)).toBe(12);
    expect(sent.map((j) => j.requestId).sort((x, y) => x - y)).toEqual(ids);
    expect(transport.calls).toBe(12);
    expect((await rowsOf(ids)).every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
    expect(await Promise.all([a.runOnce(), b.runOnce()])).toEqual([0, 0]);
  });

  it('deliver() tries one new request at once; a row left "sending" by a dead process is taken again after its lease', async () => {
    const [fresh, stuck] = await enqueue(2, 'deliver@example.com');
    const transport = new FakeTransport();
    const queue = createMailQueue(database.db, { mail: smtp(transport), now: () => T0, leaseMs: 60_000 });
    expect(await queue.deliver(fresh!)).toBe('sent');
    expect(await queue.deliver(fresh!)).toBe('sent'); // already sent: not sent again
    expect(transport.calls).toBe(1);

    await database.db
      .update(downloadEmailRequests)
      .set({ status: 'sending', attempts: 1, nextAttemptAt: new Date(T0 + 60_000) })
      .where(eq(downloadEmailRequests.id, stuck!));
    expect(await queue.runOnce()).toBe(0); // the lease still holds
    const afterLease = createMailQueue(database.db, { mail: smtp(transport), now: () => T0 + 60_000 });
    expect(await afterLease.runOnce()).toBe(1);
    expect((await rowsOf([stuck!]))[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('the job runs passes on its timer and stops cleanly', async () => {
    const [id] = await enqueue(1, 'job@example.com');
    const transport = new FakeTransport();
    const job = createMailQueueJob(createMailQueue(database.db, { mail: smtp(transport), now: () => T0 }), 20);
    job.start();
    await expect.poll(async () => (await rowsOf([id!]))[0]!.status, { timeout: 5000 }).toBe('sent');
    await job.stop();
    expect(transport.calls).toBe(1);
  });
});
