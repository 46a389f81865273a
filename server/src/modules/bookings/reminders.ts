import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { createIntervalJob, type IntervalJob } from '../../db/interval-job';
import type { JobLock } from '../../db/job-lock';
import type { SmsProvider } from '../../providers/sms/sms-provider';
import { claimReminder, dueReminders } from './reminders.repository';

/** Default lead time: booked users hear about a live this many minutes before it starts. */
export const DEFAULT_REMINDER_LEAD_MINUTES = 30;
const DEFAULT_INTERVAL_MS = 60_000;
const BATCH = 200;

export interface ReminderOptions {
  sms: SmsProvider;
  now?: () => number;
  leadMinutes?: number;
  log?: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

/**
 * One pass: every booking of an upcoming live starting within the lead time and not yet reminded gets
 * one SMS. Each booking is claimed with UPDATE … WHERE sms_reminded_at IS NULL RETURNING inside a
 * transaction that also sends: a second process (or a second pass running at the same time) waits on the
 * row lock and then claims nothing, and a failed send rolls the claim back so the next pass retries.
 * Returns how many reminders were sent.
 */
export async function runReminderPass(db: Db, { sms, now = Date.now, leadMinutes = DEFAULT_REMINDER_LEAD_MINUTES, log }: ReminderOptions): Promise<number> {
  const sendReminder = sms.sendReminder?.bind(sms);
  if (!sendReminder) {
    log?.warn({ sms: sms.name }, 'SMS provider has no reminder template: live reminders are not sent');
    return 0;
  }
  const at = new Date(now());
  const until = new Date(at.getTime() + leadMinutes * 60_000);
  const due = await dueReminders(db, at, until, BATCH);
  let sent = 0;
  for (const row of due) {
    try {
      const claimed = await claimReminder(db, row.id, at, () => sendReminder({ mobile: row.mobile, liveTitle: row.title, startAt: row.startAt }));
      if (claimed) sent += 1;
    } catch (error) {
      log?.error({ err: error, appointment: row.id }, 'live reminder not sent; retried on the next pass');
    }
  }
  if (sent > 0) log?.info({ sent }, 'live reminders sent');
  return sent;
}

export type ReminderJob = IntervalJob;

/**
 * The interval job: started in app.ts onReady (not in tests unless they start it), stopped onClose.
 * With `lock` (app.ts passes a PostgreSQL advisory lock) only one API process runs a pass at a time;
 * the others skip that tick (answer 0). The per-booking claim above stays the guarantee of one SMS each.
 */
export function createReminderJob(db: Db, options: ReminderOptions & { intervalMs?: number; lock?: JobLock }): ReminderJob {
  const pass = () => runReminderPass(db, options);
  return createIntervalJob(
    'live-reminders',
    () => (options.lock ? options.lock.runExclusive('live-reminders', pass).then((sent) => sent ?? 0) : pass()),
    options.intervalMs ?? DEFAULT_INTERVAL_MS,
  );
}
