import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { smsCodes } from '../../db/schema';

/** A code stays valid this long (issue: 5 minutes). */
export const CODE_TTL_MINUTES = 5;
/** Guesses per code from the address that asked for it; the next one is refused even with the right digits. */
export const MAX_TRIES = 5;
/** Guesses per code shared by every address but the one that asked for it. */
export const MAX_OTHER_TRIES = 5;
/** Codes are purpose-free: either flow only proves that the caller holds the number. */
const PURPOSE = 'login';

export async function insertCode(db: Db, row: { mobile: string; codeHash: string; now: number; ip: string; addressKey: string }): Promise<void> {
  await db.insert(smsCodes).values({
    mobile: row.mobile,
    purpose: PURPOSE,
    codeHash: row.codeHash,
    expiresAt: new Date(row.now + CODE_TTL_MINUTES * 60 * 1000),
    ip: row.ip.slice(0, 64),
    addressKey: row.addressKey.slice(0, 64),
    createdAt: new Date(row.now),
  });
}

export async function deleteCode(db: Db, mobile: string, codeHash: string): Promise<void> {
  await db.delete(smsCodes).where(and(eq(smsCodes.mobile, mobile), eq(smsCodes.codeHash, codeHash)));
}

/** The code a check is compared with; `askedHere`: the checking address asked for it. */
export interface CodeToCheck {
  id: number;
  askedHere: boolean;
}

/**
 * The code a check compares with (codes.ts decides whether it is still good): the newest live code this
 * address asked for, else the number's newest code, spent or expired ones included; undefined when the
 * number has none.
 */
export async function findCodeCandidate(
  db: Db,
  mobile: string,
  addressKey: string,
  now: number,
): Promise<{ id: number; askedHere: boolean; usedAt: Date | null; expiresAt: Date } | undefined> {
  const at = new Date(now).toISOString();
  const askedHere = sql<boolean>`(${smsCodes.addressKey} = ${addressKey} and ${smsCodes.usedAt} is null and ${smsCodes.expiresAt} > ${at}::timestamptz)`;
  const [target] = await db
    .select({ id: smsCodes.id, askedHere, usedAt: smsCodes.usedAt, expiresAt: smsCodes.expiresAt })
    .from(smsCodes)
    .where(eq(smsCodes.mobile, mobile))
    .orderBy(desc(askedHere), desc(smsCodes.createdAt), desc(smsCodes.id))
    .limit(1);
  return target;
}

export type AttemptOutcome = { kind: 'dead' } | { kind: 'attempt'; codeHash: string };

/**
 * Takes one try of the code BEFORE comparing: the try is counted atomically, so many guesses sent at once
 * still get only the allowed comparisons. The asking address and all other addresses count apart, so
 * others' wrong guesses cannot kill the code the owner is about to type.
 */
export async function takeAttempt(db: Db, target: CodeToCheck, now: number): Promise<AttemptOutcome> {
  const [counter, limit] = target.askedHere ? [smsCodes.tries, MAX_TRIES] : [smsCodes.otherTries, MAX_OTHER_TRIES];
  const [taken] = await db
    .update(smsCodes)
    .set(target.askedHere ? { tries: sql`${smsCodes.tries} + 1` } : { otherTries: sql`${smsCodes.otherTries} + 1` })
    .where(and(eq(smsCodes.id, target.id), lt(counter, limit), isNull(smsCodes.usedAt), gt(smsCodes.expiresAt, new Date(now))))
    .returning({ codeHash: smsCodes.codeHash });
  // Not used and not expired a moment ago: these tries are gone (or a concurrent request just spent it).
  if (!taken) return { kind: 'dead' };
  return { kind: 'attempt', codeHash: taken.codeHash };
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
