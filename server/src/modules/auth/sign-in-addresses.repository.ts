import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { signInAddresses, users } from '../../db/schema';

/** How long an address that signed an account in with a code keeps its own send allowance for the number. */
export const SIGN_IN_ADDRESS_DAYS = 90;
const DAY = 24 * 3600 * 1000;

/** Remembers (or refreshes) that `addressKey` proved it holds the account's number. */
export async function recordSignInAddress(db: Db, userId: number, addressKey: string, now: number): Promise<void> {
  const at = new Date(now);
  await db
    .insert(signInAddresses)
    .values({ userId, addressKey: addressKey.slice(0, 64), lastSignInAt: at })
    .onConflictDoUpdate({ target: [signInAddresses.userId, signInAddresses.addressKey], set: { lastSignInAt: at } });
}

/** True when `addressKey` signed in the account holding `mobile` within SIGN_IN_ADDRESS_DAYS. */
export async function hasSignedInFrom(db: Db, mobile: string, addressKey: string, now: number): Promise<boolean> {
  const rows = await db
    .select({ userId: signInAddresses.userId })
    .from(signInAddresses)
    .innerJoin(users, eq(users.id, signInAddresses.userId))
    .where(
      and(eq(users.mobile, mobile), eq(signInAddresses.addressKey, addressKey), gt(signInAddresses.lastSignInAt, new Date(now - SIGN_IN_ADDRESS_DAYS * DAY))),
    )
    .limit(1);
  return rows.length > 0;
}

export async function pruneSignInAddresses(db: Db, now: number): Promise<void> {
  await db.delete(signInAddresses).where(lt(signInAddresses.lastSignInAt, new Date(now - SIGN_IN_ADDRESS_DAYS * DAY)));
}
