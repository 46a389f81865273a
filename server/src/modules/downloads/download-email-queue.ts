import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { createIntervalJob, type IntervalJob } from '../../db/interval-job';
import type { MailProvider } from '../../providers/mail/mail-provider';
import {
  claimDueRequests,
  findMailedFile,
  findRequestStatus,
  markRequestFailed,
  markRequestSent,
  type ClaimedRequest,
} from './download-email-queue.repository';

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

/** Delay before attempt n + 1 after n failures. */
export function backoffMs(
  failures: number,
  baseDelayMs: number = MAIL_QUEUE_DEFAULTS.baseDelayMs,
  maxDelayMs: number = MAIL_QUEUE_DEFAULTS.maxDelayMs,
): number {
  return Math.min(maxDelayMs, baseDelayMs * 2 ** Math.max(0, failures - 1));
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

  async function sendOne(row: ClaimedRequest, at: Date): Promise<MailRequestStatus> {
    const file = await findMailedFile(db, row.downloadId);
    try {
      if (!file) throw new Error('the download no longer exists');
      await options.mail.send({ requestId: row.id, to: row.email, subject: `${EMAIL_SUBJECT_PREFIX}${file.title}`, fileUrl: file.link, fileTitle: file.title });
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const giveUp = row.attempts >= settings.maxAttempts || !file;
      const status: MailRequestStatus = giveUp ? 'failed' : 'queued';
      await markRequestFailed(db, row.id, {
        status,
        lastError: message,
        nextAttemptAt: new Date(at.getTime() + (giveUp ? 0 : backoffMs(row.attempts, settings.baseDelayMs, settings.maxDelayMs))),
      });
      options.log?.warn({ requestId: row.id, attempts: row.attempts, giveUp, err: message }, 'download e-mail not sent');
      return status;
    }
    await markRequestSent(db, row.id, at);
    return 'sent';
  }

  return {
    async runOnce() {
      const at = new Date(now());
      const claimed = await claimDueRequests(db, at, { leaseMs: settings.leaseMs, limit: settings.batch });
      let sent = 0;
      for (const row of claimed) if ((await sendOne(row, at)) === 'sent') sent += 1;
      if (sent > 0) options.log?.info({ sent }, 'download e-mails sent');
      return sent;
    },
    async deliver(id) {
      const at = new Date(now());
      const [row] = await claimDueRequests(db, at, { leaseMs: settings.leaseMs, limit: 1, onlyId: id });
      if (row) return sendOne(row, at);
      // The status column holds only the queue's own statuses.
      return (await findRequestStatus(db, id)) as MailRequestStatus | undefined;
    },
  };
}

export type MailQueueJob = IntervalJob;

/** The interval job (started on ready outside tests). Passes never overlap within one process. */
export function createMailQueueJob(queue: MailQueue, intervalMs: number = MAIL_QUEUE_DEFAULTS.intervalMs): MailQueueJob {
  return createIntervalJob('download-emails', () => queue.runOnce(), intervalMs);
}
