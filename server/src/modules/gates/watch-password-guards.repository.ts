import { and, eq, gt, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { watchPasswordGuards as g } from '../../db/schema';

/** The statements of the wrong-try counters (watch_password_guards); the rules that use them are in watch-password-guards.ts. */

export interface GuardTarget {
  /** Pass family: 1 for every courses row (course or video), else the check's type. */
  type: number;
  id: number;
}

const at = (time: number): SQL => sql`${new Date(time).toISOString()}::timestamptz`;

function keyOf(target: GuardTarget, scope: string): SQL | undefined {
  return and(eq(g.targetType, target.type), eq(g.targetId, target.id), eq(g.scope, scope));
}

/*
 * Every statement here touches ONE row: a statement that locked several rows could wait for a row another
 * one holds while holding one that the other waits for (a deadlock under parallel checks in PostgreSQL).
 */

/**
 * Counts one try in the scope if its row allows it, in one statement (refused while locked, or while its
 * window, started after `staleAt`, already holds `limit` tries), so parallel checks in any process cannot both
 * take the last try. Answers the count including this try, or null when refused.
 */
export async function takeTry(db: Db, target: GuardTarget, counter: { scope: string; limit: number; staleAt: number }, now: number): Promise<number | null> {
  const { scope, limit } = counter;
  const stale = sql`${g.windowStartedAt} <= ${at(counter.staleAt)}`;
  const [row] = await db
    .insert(g)
    .values({ targetType: target.type, targetId: target.id, scope, failures: 1, windowStartedAt: new Date(now) })
    .onConflictDoUpdate({
      target: [g.targetType, g.targetId, g.scope],
      set: {
        failures: sql`CASE WHEN ${stale} THEN 1 ELSE ${g.failures} + 1 END`,
        windowStartedAt: sql`CASE WHEN ${stale} THEN ${at(now)} ELSE ${g.windowStartedAt} END`,
        lockedUntil: null,
      },
      setWhere: sql`(${g.lockedUntil} IS NULL OR ${g.lockedUntil} <= ${at(now)}) AND (${stale} OR ${g.failures} < ${limit})`,
    })
    .returning({ failures: g.failures });
  return row ? row.failures : null;
}

/** The scope's cool-down end and window start (undefined when it has no row). */
export async function findGuardTimes(db: Db, target: GuardTarget, scope: string): Promise<{ lockedUntil: Date | null; windowStartedAt: Date } | undefined> {
  const [row] = await db.select({ lockedUntil: g.lockedUntil, windowStartedAt: g.windowStartedAt }).from(g).where(keyOf(target, scope));
  return row;
}

/** Gives one try back to the scope unless it is in its cool-down. */
export async function giveBackTry(db: Db, target: GuardTarget, scope: string): Promise<void> {
  await db
    .update(g)
    .set({ failures: sql`GREATEST(${g.failures} - 1, 0)` })
    .where(and(keyOf(target, scope), isNull(g.lockedUntil)));
}

/**
 * Starts the scope's cool-down until `until` (and a fresh window after it) when it holds `limit` tries and is
 * not in a cool-down at `now`. Answers whether it was locked.
 */
export async function lockScope(db: Db, target: GuardTarget, counter: { scope: string; limit: number }, until: Date, now: number): Promise<boolean> {
  const rows = await db
    .update(g)
    .set({ lockedUntil: until, failures: 0, windowStartedAt: until })
    .where(and(keyOf(target, counter.scope), sql`${g.failures} >= ${counter.limit}`, or(isNull(g.lockedUntil), sql`${g.lockedUntil} <= ${at(now)}`)))
    .returning({ scope: g.scope });
  return rows.length > 0;
}

/** Counters of `scope` in their cool-down at `now`, the soonest to end first. */
export async function lockedCounters(db: Db, scope: string, now: number): Promise<Array<{ type: number; id: number; lockedUntil: Date | null }>> {
  return db
    .select({ type: g.targetType, id: g.targetId, lockedUntil: g.lockedUntil })
    .from(g)
    .where(and(eq(g.scope, scope), gt(g.lockedUntil, new Date(now))))
    .orderBy(g.lockedUntil, g.targetType, g.targetId);
}

/** Deletes every counter of the item (every scope); answers what they held. */
export async function deleteItemCounters(db: Db, target: GuardTarget): Promise<Array<{ scope: string; lockedUntil: Date | null }>> {
  return db
    .delete(g)
    .where(and(eq(g.targetType, target.type), eq(g.targetId, target.id)))
    .returning({ scope: g.scope, lockedUntil: g.lockedUntil });
}

/** Deletes counters whose window started before `windowStartedBefore` and that are in no cool-down at `now`. */
export async function deleteIdleCounters(db: Db, windowStartedBefore: Date, now: number): Promise<void> {
  await db.delete(g).where(and(lt(g.windowStartedAt, windowStartedBefore), or(isNull(g.lockedUntil), lt(g.lockedUntil, new Date(now)))));
}
