import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { createIntervalJob, type IntervalJob } from '../../db/interval-job';
import { downloadEmailRequests, downloads } from '../../db/schema/index';
import type { MailProvider } from '../../providers/mail/mail-provider';

export const EMAIL_SUBJECT_PREFIX = '博医荟资料：';

export const MAIL_QUEUE_DEFAULTS = {
  /** After this many failed attempts a request is given up (status failed). */
  maxAttempts: 5,
  /** Backoff: 1 min, 2, 4, 8 … after the 1st, 2nd, 3rd … failure, capped at maxDelayMs. */
  baseDelayMs: 60_000,
  maxDelayMs: 6 * 3600_000,
  /**
   * A claimed row (status sending) becomes claimable again after this long: a process that died between
   * claiming and finishing does not strand it. (A process that died after the provider accepted the mail
   * but before marking it sent makes that one mail go out again: at-least-once, as with any mail queue.)
   */
  leaseMs: 5 * 60_000,
  batch: 20,
  intervalMs: 30_000,
} as const;

export type MailRequestStatus = 'queued' | 'sending' | 'sent' | 'failed';

export interface MailQueueOptions {
  mail: MailProvider;
  now?: () => number;
  maxAttempts?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  leaseMs?: number;
  batch?: number;
  log?: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

interface Claimed {
  id: number;
  downloadId: number;
  email: string;
  attempts: number;
}

/** Delay before attempt n + 1 after n failures. */
export function backoffMs(
  failures: number,
  baseDelayMs: number = MAIL_QUEUE_DEFAULTS.baseDelayMs,
  maxDelayMs: number = MAIL_QUEUE_DEFAULTS.maxDelayMs,
): number {
  return Math.min(maxDelayMs, baseDelayMs * 2 ** Math.max(0, failures - 1));
}

/**
 * Claims due rows in one statement: UPDATE … WHERE id IN (SELECT … FOR UPDATE SKIP LOCKED) RETURNING.
 * Two API processes (or two passes) never claim the same row: the one whose SELECT finds a row locked
 * skips it, and a row once claimed is 'sending' with a lease in the future, so it is no longer due.
 */
async function claimDue(db: Db, at: Date, options: { leaseMs: number; limit: number; onlyId?: number }): Promise<Claimed[]> {
  const t = downloadEmailRequests;
  const due = db
    .select({ id: t.id })
    .from(t)
    .where(and(inArray(t.status, ['queued', 'sending']), lte(t.nextAttemptAt, at), options.onlyId === undefined ? undefined : eq(t.id, options.onlyId)))
    .orderBy(asc(t.nextAttemptAt), asc(t.id))
    .limit(options.limit)
    .for('update', { skipLocked: true });
  return db
    .update(t)
    .set({ status: 'sending', attempts: sql`${t.attempts} + 1`, nextAttemptAt: new Date(at.getTime() + options.leaseMs) })
    .where(inArray(t.id, due))
    .returning({ id: t.id, downloadId: t.downloadId, email: t.email, attempts: t.attempts });
}

export interface MailQueue {
  /** One pass over every due request (the job's tick); answers how many were sent. */
  runOnce(): Promise<number>;
  /** Tries one request now if it is due (just after it was recorded); answers its status afterwards. */
  deliver(id: number): Promise<MailRequestStatus | undefined>;
}

export function createMailQueue(db: Db, options: MailQueueOptions): MailQueue {
  const d = MAIL_QUEUE_DEFAULTS;
  const settings = {
    maxAttempts: options.maxAttempts ?? d.maxAttempts,
    baseDelayMs: options.baseDelayMs ?? d.baseDelayMs,
    maxDelayMs: options.maxDelayMs ?? d.maxDelayMs,
    leaseMs: options.leaseMs ?? d.leaseMs,
    batch: options.batch ?? d.batch,
  };
  const now = options.now ?? Date.now;
  const t = downloadEmailRequests;

  async function sendOne(row: Claimed, at: Date): Promise<MailRequestStatus> {
    const [file] = await db.select({ title: downloads.title, link: downloads.link }).from(downloads).where(eq(downloads.id, row.downloadId));
    try {
      if (!file) throw new Error('the download no longer exists');
      await options.mail.send({ requestId: row.id, to: row.email, subject: `${EMAIL_SUBJECT_PREFIX}${file.title}`, fileUrl: file.link, fileTitle: file.title });
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const giveUp = row.attempts >= settings.maxAttempts || !file;
      const status: MailRequestStatus = giveUp ? 'failed' : 'queued';
      await db
        .update(t)
        .set({
          status,
          lastError: message,
          nextAttemptAt: new Date(at.getTime() + (giveUp ? 0 : backoffMs(row.attempts, settings.baseDelayMs, settings.maxDelayMs))),
        })
        .where(and(eq(t.id, row.id), eq(t.status, 'sending')));
      options.log?.warn({ requestId: row.id, attempts: row.attempts, giveUp, err: message }, 'download e-mail not sent');
      return status;
    }
    await db
      .update(t)
      .set({ status: 'sent', sentAt: at, lastError: null })
      .where(and(eq(t.id, row.id), eq(t.status, 'sending')));
    return 'sent';
  }

  return {
    async runOnce() {
      const at = new Date(now());
      const claimed = await claimDue(db, at, { leaseMs: settings.leaseMs, limit: settings.batch });
      let sent = 0;
      for (const row of claimed) if ((await sendOne(row, at)) === 'sent') sent += 1;
      if (sent > 0) options.log?.info({ sent }, 'download e-mails sent');
      return sent;
    },
    async deliver(id) {
      const at = new Date(now());
      const [row] = await claimDue(db, at, { leaseMs: settings.leaseMs, limit: 1, onlyId: id });
      if (row) return sendOne(row, at);
      const [current] = await db.select({ status: t.status }).from(t).where(eq(t.id, id));
      return current?.status as MailRequestStatus | undefined;
    },
  };
}

export type MailQueueJob = IntervalJob;

/** The interval job (started on ready outside tests). Passes never overlap within one process. */
export function createMailQueueJob(queue: MailQueue, intervalMs: number = MAIL_QUEUE_DEFAULTS.intervalMs): MailQueueJob {
  return createIntervalJob(() => queue.runOnce(), intervalMs);
}
