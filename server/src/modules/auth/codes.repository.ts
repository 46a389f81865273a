import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { smsCodes } from '../../db/schema';

/** A code stays valid this long (issue: 5 minutes). */
export const CODE_TTL_MINUTES = 5;
/** Guesses per code; the next one is refused even with the right digits. */
export const MAX_TRIES = 5;
/** Codes are purpose-free: either flow only proves that the caller holds the number. */
const PURPOSE = 'login';

export async function insertCode(db: Db, row: { mobile: string; codeHash: string; now: number; ip: string }): Promise<void> {
  await db.insert(smsCodes).values({
    mobile: row.mobile,
    purpose: PURPOSE,
    codeHash: row.codeHash,
    expiresAt: new Date(row.now + CODE_TTL_MINUTES * 60 * 1000),
    ip: row.ip.slice(0, 64),
    createdAt: new Date(row.now),
  });
}

export async function deleteCode(db: Db, mobile: string, codeHash: string): Promise<void> {
  await db.delete(smsCodes).where(and(eq(smsCodes.mobile, mobile), eq(smsCodes.codeHash, codeHash)));
}

export type AttemptOutcome = { kind: 'missing' } | { kind: 'dead' } | { kind: 'attempt'; id: number; codeHash: string };

/**
 * Takes one try of the newest code for the number BEFORE comparing: the try is counted atomically, so
 * many guesses sent at once still get only MAX_TRIES comparisons. Missing = none sent, expired or used.
 */
export async function takeAttempt(db: Db, mobile: string, now: number): Promise<AttemptOutcome> {
  const [latest] = await db
    .select({ id: smsCodes.id, tries: smsCodes.tries, usedAt: smsCodes.usedAt, expiresAt: smsCodes.expiresAt })
    .from(smsCodes)
    .where(eq(smsCodes.mobile, mobile))
    .orderBy(desc(smsCodes.createdAt), desc(smsCodes.id))
    .limit(1);
  if (!latest || latest.usedAt || latest.expiresAt.getTime() <= now) return { kind: 'missing' };
  const [taken] = await db
    .update(smsCodes)
    .set({ tries: sql`${smsCodes.tries} + 1` })
    .where(and(eq(smsCodes.id, latest.id), lt(smsCodes.tries, MAX_TRIES), isNull(smsCodes.usedAt), gt(smsCodes.expiresAt, new Date(now))))
    .returning({ id: smsCodes.id, codeHash: smsCodes.codeHash });
  // Not used and not expired a moment ago: the tries are gone (or a concurrent request just spent it).
  if (!taken) return { kind: 'dead' };
  return { kind: 'attempt', id: taken.id, codeHash: taken.codeHash };
}

/** Spends a code once: false when a concurrent request spent it first. */
export async function markUsed(db: Db, id: number, now: number): Promise<boolean> {
  const rows = await db
    .update(smsCodes)
    .set({ usedAt: new Date(now) })
    .where(and(eq(smsCodes.id, id), isNull(smsCodes.usedAt)))
    .returning({ id: smsCodes.id });
  return rows.length > 0;
}

/** Codes older than a day matter to nothing (the longest send window); keeps the table small. */
export async function pruneCodes(db: Db, now: number): Promise<void> {
  await db.delete(smsCodes).where(lt(smsCodes.createdAt, new Date(now - 24 * 3600 * 1000)));
}
