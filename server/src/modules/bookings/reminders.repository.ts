import { and, asc, eq, gt, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { appointments, lives, users } from '../../db/schema/index';
import { LiveStatus } from '../../db/target-types';

export interface DueReminder {
  /** The booking (appointments.id). */
  id: number;
  mobile: string;
  title: string;
  startAt: Date;
}

/** Bookings of upcoming lives starting after `from` and by `until` that were not reminded yet, soonest first. */
export async function dueReminders(db: Db, from: Date, until: Date, limit: number): Promise<DueReminder[]> {
  return db
    .select({ id: appointments.id, mobile: users.mobile, title: lives.title, startAt: lives.startAt })
    .from(appointments)
    .innerJoin(lives, eq(lives.id, appointments.liveId))
    .innerJoin(users, eq(users.id, appointments.userId))
    .where(and(isNull(appointments.smsRemindedAt), eq(lives.liveStatus, LiveStatus.upcoming), gt(lives.startAt, from), lte(lives.startAt, until)))
    .orderBy(asc(lives.startAt), asc(appointments.id))
    .limit(limit);
}

/**
 * Claims the booking's reminder (UPDATE … WHERE sms_reminded_at IS NULL RETURNING) and runs `send` in the
 * same transaction: another claimant waits on the row lock and then claims nothing (false), and a `send`
 * that throws rolls the claim back.
 */
export async function claimReminder(db: Db, appointmentId: number, at: Date, send: () => Promise<void>): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(appointments)
      .set({ smsRemindedAt: at })
      .where(and(eq(appointments.id, appointmentId), isNull(appointments.smsRemindedAt)))
      .returning({ id: appointments.id });
    if (rows.length === 0) return false;
    await send();
    return true;
  });
}
