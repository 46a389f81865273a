import type { Db } from '../../db/database';
import { minutes, type FailureRule } from './watch-password-policy';
import {
  deleteIdleCounters,
  deleteItemCounters,
  findGuardTimes,
  giveBackTry,
  lockedCounters,
  lockScope,
  takeTry,
  type GuardTarget,
} from './watch-password-guards.repository';

/** The scope of one account's counters (its rows name the person, so account deletion removes them). */
export function accountGuardScope(userId: number): string {
  return `user:${userId}`;
}

/** One counter: an item (type = pass family) and who it counts ('item', 'user:<id>', 'ip:<address>'). */
export interface GuardScope {
  scope: string;
  rule: FailureRule;
}

/** How long until the refused scope takes tries again: the end of its cool-down, else of its full window. */
async function waitFor(db: Db, target: GuardTarget, { scope, rule }: GuardScope, now: number): Promise<number> {
  const row = await findGuardTimes(db, target, scope);
  const until =
    row?.lockedUntil && row.lockedUntil.getTime() > now ? row.lockedUntil.getTime() : (row?.windowStartedAt.getTime() ?? now) + minutes(rule.windowMinutes);
  return Math.max(1000, until - now);
}

export type Reservation = { refused: false; full: GuardScope[] } | { refused: true; retryAfterMs: number; scope: string };

/**
 * Takes one try from every scope, in order, before the password is compared; the try counts as wrong until
 * releaseTry says it was right. Put the account and address first and the item last: a check refused for
 * the account or address then never touches the item's count, which everyone shares. A refused check
 * gives back what it took. `full` lists the scopes this try fills (lockFullScopes after a wrong password).
 */
export async function reserveTry(db: Db, target: GuardTarget, scopes: readonly GuardScope[], now: number): Promise<Reservation> {
  const full: GuardScope[] = [];
  for (const [index, scope] of scopes.entries()) {
    const count = await takeTry(db, target, { scope: scope.scope, limit: scope.rule.limit, staleAt: now - minutes(scope.rule.windowMinutes) }, now);
    if (count === null) {
      await releaseTry(db, target, scopes.slice(0, index));
      return { refused: true, retryAfterMs: await waitFor(db, target, scope, now), scope: scope.scope };
    }
    if (count >= scope.rule.limit) full.push(scope);
  }
  return { refused: false, full };
}

/** A right password does not count: gives the reserved try back. */
export async function releaseTry(db: Db, target: GuardTarget, scopes: readonly GuardScope[]): Promise<void> {
  for (const { scope } of scopes) await giveBackTry(db, target, scope);
}

/**
 * After a wrong password that filled these scopes: each starts its cool-down (and a fresh window after it).
 * Answers the scopes that were locked by this try.
 */
export async function lockFullScopes(db: Db, target: GuardTarget, full: readonly GuardScope[], now: number): Promise<string[]> {
  const locked: string[] = [];
  for (const { scope, rule } of full) {
    const until = new Date(now + minutes(rule.cooldownMinutes));
    if (await lockScope(db, target, { scope, limit: rule.limit }, until, now)) locked.push(scope);
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
  const rows = await lockedCounters(db, ITEM_SCOPE, now);
  return rows.flatMap((r) => (r.lockedUntil ? [{ type: r.type, id: r.id, lockedUntil: r.lockedUntil }] : []));
}

/** Ends an item's cool-down and clears its counts (every scope), so tries start afresh. Answers whether it was in one. */
export async function resetItem(db: Db, target: GuardTarget, now: number): Promise<boolean> {
  const rows = await deleteItemCounters(db, target);
  return rows.some((r) => r.scope === ITEM_SCOPE && r.lockedUntil !== null && r.lockedUntil.getTime() > now);
}

/** Counters that no window or cool-down needs any more (older than a day); keeps the table small. */
export async function pruneGuards(db: Db, now: number): Promise<void> {
  await deleteIdleCounters(db, new Date(now - minutes(24 * 60)), now);
}
