import { and, asc, eq, gt, isNull, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { createIntervalJob, type IntervalJob } from '../../db/interval-job';
import type { JobLock } from '../../db/job-lock';
import { appointments, lives, users } from '../../db/schema/index';
import { LiveStatus } from '../../db/target-types';
import type { SmsProvider } from '../../providers/sms/sms-provider';

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
  const due = await db
    .select({ id: appointments.id, mobile: users.mobile, title: lives.title, startAt: lives.startAt })
    .from(appointments)
    .innerJoin(lives, eq(lives.id, appointments.liveId))
    .innerJoin(users, eq(users.id, appointments.userId))
    .where(and(isNull(appointments.smsRemindedAt), eq(lives.liveStatus, LiveStatus.upcoming), gt(lives.startAt, at), lte(lives.startAt, until)))
    .orderBy(asc(lives.startAt), asc(appointments.id))
    .limit(BATCH);
  let sent = 0;
  for (const row of due) {
    try {
      const claimed = await db.transaction(async (tx) => {
        const rows = await tx
          .update(appointments)
          .set({ smsRemindedAt: at })
          .where(and(eq(appointments.id, row.id), isNull(appointments.smsRemindedAt)))
          .returning({ id: appointments.id });
        if (rows.length === 0) return false;
        await sendReminder({ mobile: row.mobile, liveTitle: row.title, startAt: row.startAt });
        return true;
      });
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
    () => (options.lock ? options.lock.runExclusive('live-reminders', pass).then((sent) => sent ?? 0) : pass()),
    options.intervalMs ?? DEFAULT_INTERVAL_MS,
  );
}
