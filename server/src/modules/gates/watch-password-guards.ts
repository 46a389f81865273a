import { and, eq, gt, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { watchPasswordGuards as g } from '../../db/schema';
import { minutes, type FailureRule } from './watch-password-policy';

/** The scope of one account's counters (its rows name the person, so account deletion removes them). */
export function accountGuardScope(userId: number): string {
  return `user:${userId}`;
}

/** One counter: an item (type = pass family) and who it counts ('item', 'user:<id>', 'ip:<address>'). */
export interface GuardScope {
  scope: string;
  rule: FailureRule;
}

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
 * window already holds `limit` tries), so parallel checks in any process cannot both take the last try.
 * Answers the count including this try, or null when refused.
 */
async function takeTry(db: Db, target: GuardTarget, { scope, rule }: GuardScope, now: number): Promise<number | null> {
  const stale = sql`${g.windowStartedAt} <= ${at(now - minutes(rule.windowMinutes))}`;
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
      setWhere: sql`(${g.lockedUntil} IS NULL OR ${g.lockedUntil} <= ${at(now)}) AND (${stale} OR ${g.failures} < ${rule.limit})`,
    })
    .returning({ failures: g.failures });
  return row ? row.failures : null;
}

/** How long until the refused scope takes tries again: the end of its cool-down, else of its full window. */
async function waitFor(db: Db, target: GuardTarget, { scope, rule }: GuardScope, now: number): Promise<number> {
  const [row] = await db.select({ lockedUntil: g.lockedUntil, windowStartedAt: g.windowStartedAt }).from(g).where(keyOf(target, scope));
  const until =
    row?.lockedUntil && row.lockedUntil.getTime() > now ? row.lockedUntil.getTime() : (row?.windowStartedAt.getTime() ?? now) + minutes(rule.windowMinutes);
  return Math.max(1000, until - now);
}

export type Reservation = { refused: false; full: GuardScope[] } | { refused: true; retryAfterMs: number };

/**
 * Takes one try from every scope, in order, before the password is compared; the try counts as wrong until
 * releaseTry says it was right. Put the account and address first and the item last: a check refused for
 * the account or address then never touches the item's count, which everyone shares. A refused check
 * gives back what it took. `full` lists the scopes this try fills (lockFullScopes after a wrong password).
 */
export async function reserveTry(db: Db, target: GuardTarget, scopes: readonly GuardScope[], now: number): Promise<Reservation> {
  const full: GuardScope[] = [];
  for (const [index, scope] of scopes.entries()) {
    const count = await takeTry(db, target, scope, now);
    if (count === null) {
      await releaseTry(db, target, scopes.slice(0, index));
      return { refused: true, retryAfterMs: await waitFor(db, target, scope, now) };
    }
    if (count >= scope.rule.limit) full.push(scope);
  }
  return { refused: false, full };
}

/** A right password does not count: gives the reserved try back. */
export async function releaseTry(db: Db, target: GuardTarget, scopes: readonly GuardScope[]): Promise<void> {
  for (const { scope } of scopes) {
    await db
      .update(g)
      .set({ failures: sql`GREATEST(${g.failures} - 1, 0)` })
      .where(and(keyOf(target, scope), isNull(g.lockedUntil)));
  }
}

/**
 * After a wrong password that filled these scopes: each starts its cool-down (and a fresh window after it).
 * Answers the scopes that were locked by this try.
 */
export async function lockFullScopes(db: Db, target: GuardTarget, full: readonly GuardScope[], now: number): Promise<string[]> {
  const locked: string[] = [];
  for (const { scope, rule } of full) {
    const until = new Date(now + minutes(rule.cooldownMinutes));
    const rows = await db
      .update(g)
      .set({ lockedUntil: until, failures: 0, windowStartedAt: until })
      .where(and(keyOf(target, scope), sql`${g.failures} >= ${rule.limit}`, or(isNull(g.lockedUntil), sql`${g.lockedUntil} <= ${at(now)}`)))
      .returning({ scope: g.scope });
    if (rows.length > 0) locked.push(scope);
  }
  return locked;
}

export const ITEM_SCOPE = 'item';

export interface ItemCooldown {
  type: number;
  id: number;
  lockedUntil: Date;
}

/** Items in their cool-down at `now`, the soonest to end first (the operators' view). */
export async function listItemCooldowns(db: Db, now: number): Promise<ItemCooldown[]> {
  const rows = await db
    .select({ type: g.targetType, id: g.targetId, lockedUntil: g.lockedUntil })
    .from(g)
    .where(and(eq(g.scope, ITEM_SCOPE), gt(g.lockedUntil, new Date(now))))
    .orderBy(g.lockedUntil, g.targetType, g.targetId);
  return rows.flatMap((r) => (r.lockedUntil ? [{ type: r.type, id: r.id, lockedUntil: r.lockedUntil }] : []));
}

/** Ends an item's cool-down and clears its counts (every scope), so tries start afresh. Answers whether it was in one. */
export async function resetItem(db: Db, target: GuardTarget, now: number): Promise<boolean> {
  const rows = await db
    .delete(g)
    .where(and(eq(g.targetType, target.type), eq(g.targetId, target.id)))
    .returning({ scope: g.scope, lockedUntil: g.lockedUntil });
  return rows.some((r) => r.scope === ITEM_SCOPE && r.lockedUntil !== null && r.lockedUntil.getTime() > now);
}

/** Counters that no window or cool-down needs any more (older than a day); keeps the table small. */
export async function pruneGuards(db: Db, now: number): Promise<void> {
  const dayAgo = new Date(now - minutes(24 * 60));
  await db.delete(g).where(and(lt(g.windowStartedAt, dayAgo), or(isNull(g.lockedUntil), lt(g.lockedUntil, new Date(now)))));
}
