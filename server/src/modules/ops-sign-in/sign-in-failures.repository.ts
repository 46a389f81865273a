import { desc, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { opsSignInFailures } from '../../db/schema/index';

const HOUR_MS = 3600_000;
/** How long the security log keeps an hour's count. */
export const SIGN_IN_FAILURE_RETENTION_DAYS = 30;
/** The console lists this many address-hours, newest first. */
export const SIGN_IN_FAILURE_LIST_LIMIT = 200;

/** Counts one failed sign-in from `addressKey` in the current hour (one row per address and hour). */
export async function countSignInFailure(db: Db, failure: { addressKey: string; knownName: boolean }, now: number): Promise<void> {
  const t = opsSignInFailures;
  const known = failure.knownName ? 1 : 0;
  await db
    .insert(t)
    .values({ addressKey: failure.addressKey.slice(0, 64), hour: new Date(Math.floor(now / HOUR_MS) * HOUR_MS), attempts: 1, knownNames: known })
    .onConflictDoUpdate({ target: [t.addressKey, t.hour], set: { attempts: sql`${t.attempts} + 1`, knownNames: sql`${t.knownNames} + ${known}` } });
}

export async function pruneSignInFailures(db: Db, now: number): Promise<void> {
  await db.delete(opsSignInFailures).where(lt(opsSignInFailures.hour, new Date(now - SIGN_IN_FAILURE_RETENTION_DAYS * 24 * HOUR_MS)));
}

/** The newest address-hours, for admins. */
export async function listSignInFailures(db: Db) {
  return db.select().from(opsSignInFailures).orderBy(desc(opsSignInFailures.hour), desc(opsSignInFailures.attempts)).limit(SIGN_IN_FAILURE_LIST_LIMIT);
}
