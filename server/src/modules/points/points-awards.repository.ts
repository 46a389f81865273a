import { and, count, eq, like, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { pointRules, pointsLedger, users } from '../../db/schema/index';

/*
 * The queries of a points award (points.service.ts awardPoints holds its rules). An award runs on every
 * comment and view, so each step is one round trip.
 */

/**
 * Runs an award's steps (lockUserWithRule, awardState and creditAward, each given `tx`) in one
 * transaction: the user row lock taken by the first holds until the credit is written.
 */
export function inAwardTransaction<T>(db: Db, steps: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(steps);
}

/**
 * Whether the idempotency key is already in the ledger, and the rule's value, in one plain read (no
 * transaction, no lock): how a repeated view or share is settled cheaply.
 */
export async function peekAward(db: Db, key: string, rule: string): Promise<{ seen: boolean; value: number | null } | undefined> {
  const [known] = await db
    .select({
      seen: sql<boolean>`exists (${db.select({ id: pointsLedger.id }).from(pointsLedger).where(eq(pointsLedger.idempotencyKey, key))})`,
      value: sql<number | null>`(${db.select({ value: pointRules.value }).from(pointRules).where(eq(pointRules.key, rule))})`,
    })
    .from(sql`(select 1) as one`);
  return known;
}

/** Locks the user row (serialising one user's awards) and reads the rule with it; undefined = no such user. */
export async function lockUserWithRule(tx: Db, userId: number, rule: string): Promise<{ value: number | null; dailyLimit: number | null } | undefined> {
  const [owner] = await tx
    .select({ id: users.id, value: pointRules.value, dailyLimit: pointRules.dailyLimit })
    .from(users)
    .leftJoin(pointRules, eq(pointRules.key, rule))
    .where(eq(users.id, userId))
    .limit(1)
    .for('update', { of: users });
  return owner;
}

/** The key's presence and, for a capped rule, the user's ledger rows whose key starts with `keyPrefix` (the day's). */
export async function awardState(tx: Db, key: string, day: { userId: number; keyPrefix: string } | undefined): Promise<{ seen: boolean; today: number }> {
  const [state] = await tx
    .select({
      seen: sql<boolean>`exists (${tx.select({ id: pointsLedger.id }).from(pointsLedger).where(eq(pointsLedger.idempotencyKey, key))})`,
      today: day
        ? sql<number>`(${tx
            .select({ n: count() })
            .from(pointsLedger)
            .where(and(eq(pointsLedger.userId, day.userId), like(pointsLedger.idempotencyKey, `${day.keyPrefix}%`)))})`.mapWith(Number)
        : sql<number>`0`.mapWith(Number),
    })
    .from(sql`(select 1) as one`);
  return state;
}

/**
 * The ledger row and the balance in one statement: the balance moves only when the row went in.
 * False when the key was already there (a race lost to another award).
 */
export async function creditAward(
  tx: Db,
  entry: typeof pointsLedger.$inferInsert & { userId: number; value: number; idempotencyKey: string },
): Promise<boolean> {
  const ledgerRow = tx
    .$with('ledger_row')
    .as(tx.insert(pointsLedger).values(entry).onConflictDoNothing({ target: pointsLedger.idempotencyKey }).returning({ id: pointsLedger.id }));
  const credited = await tx
    .with(ledgerRow)
    .update(users)
    .set({ point: sql`${users.point} + ${entry.value}` })
    .where(and(eq(users.id, entry.userId), sql`exists (select 1 from ${ledgerRow})`))
    .returning({ id: users.id });
  return credited.length > 0;
}
