import type { PointRecord, PointRule, UserPoints } from '../../../../contract/generated/schema-types';
import type { Db } from '../../db/database';
import type { Paging } from '../../shared/paging';
import { creditUnlessSeen, inAwardTransaction, lockUserWithRule, peekAward } from './points-awards.repository';
import { findUserLedger, listPointRuleRows } from './points.repository';

export type PointRuleKey = 'register' | 'view' | 'comment' | 'share';
export const POINT_RULE_KEYS: readonly PointRuleKey[] = ['register', 'view', 'comment', 'share'];

/** Ledger notes per rule (what 获得博贝 shows). */
const NOTES: Record<PointRuleKey, string> = {
  register: '注册认证奖励',
  view: '观看学习',
  comment: '发表评论',
  share: '分享内容',
};

export interface AwardOptions {
  /** The item the award is for (e.g. "article:12"); view and share count once per item per day. */
  itemKey?: string;
  /** Beijing day YYYY-MM-DD the award belongs to; default today. */
  day?: string;
  note?: string;
}

export type AwardOutcome = { awarded: number; reason: 'awarded' } | { awarded: 0; reason: 'duplicate' | 'daily-limit' | 'no-rule' };

/** Rules asked for again and again for the same key (see awardPoints). */
const REPEATING: ReadonlySet<PointRuleKey> = new Set(['view', 'share']);

const BEIJING_OFFSET_MS = 8 * 3600_000;

/** The Beijing calendar day of an instant: points days turn over at midnight in China. */
export function beijingDay(at: number = Date.now()): string {
  return new Date(at + BEIJING_OFFSET_MS).toISOString().slice(0, 10);
}

/** Keys go into a LIKE prefix and a varchar(128): only plain characters, bounded. */
function safeKeyPart(value: string): string {
  return value.replace(/[^A-Za-z0-9:_-]/g, '_').slice(0, 48);
}

/**
 * The idempotency key of an award. register is once per user ever; comment counts every item (its
 * itemKey is the comment id); view and share once per item per day. The day is part of every
 * non-register key so the daily cap can count the day's rows by prefix.
 */
export function awardKey(userId: number, rule: PointRuleKey, day: string, itemKey = ''): string {
  if (rule === 'register') return `register:${userId}`;
  return `${dayKeyPrefix(userId, rule, day)}${safeKeyPart(itemKey)}`;
}

/** How every key of one user's awards under a rule (not register) on one day begins: what the daily cap counts. */
export function dayKeyPrefix(userId: number, rule: PointRuleKey, day: string): string {
  const { head, tail } = dayKeyParts(rule, day);
  return `${head}${userId}${tail}`;
}

/** dayKeyPrefix around the user id, for a statement that learns the user id itself (head + id + tail). */
export function dayKeyParts(rule: PointRuleKey, day: string): { head: string; tail: string } {
  return { head: `${rule}:`, tail: `:${safeKeyPart(day)}:` };
}

/** The ledger note of a rule's awards. */
export function awardNote(rule: PointRuleKey): string {
  return NOTES[rule];
}

/**
 * Awards a rule's points (value and daily limit from point_rules) at most once per idempotency key:
 * the unique index settles retries and races, and the user row lock taken first serialises one user's
 * awards so the daily cap holds under concurrency too.
 */
export async function awardPoints(db: Db, userId: number, rule: PointRuleKey, options: AwardOptions = {}): Promise<AwardOutcome> {
  const day = options.day ?? beijingDay();
  const key = awardKey(userId, rule, day, options.itemKey);
  // Views and shares mostly repeat (every detail view by a signed-in reader asks for 'view', awarded once
  // a day): one plain read settles a repeat without a transaction or the user row lock. A ledger row is
  // never removed while its user exists (cascade), so a key seen here stays a duplicate; everything else
  // (and every comment, whose key is new each time) takes the full path.
  const known = REPEATING.has(rule) ? await peekAward(db, key, rule) : undefined;
  if (known?.seen && known.value !== null && Number(known.value) !== 0) return { awarded: 0, reason: 'duplicate' } as const;
  return inAwardTransaction(db, async (tx) => (await beginAward(tx, userId, rule))({ ...options, day }));
}

/** An award begun in a transaction (beginAward): pays the rule once per key, in that transaction. */
export type PendingAward = (options?: AwardOptions) => Promise<AwardOutcome>;

/**
 * An award's first step inside the caller's transaction `tx`: locks the user row (serialising the user's
 * awards, and whatever else the transaction does for the user after it) and reads the rule; the answer
 * pays it later in the same transaction (a comment post stores the comment in between).
 */
export async function beginAward(tx: Db, userId: number, rule: PointRuleKey): Promise<PendingAward> {
  const owner = await lockUserWithRule(tx, userId, rule);
  return async (options = {}) => {
    if (!owner) return { awarded: 0, reason: 'no-rule' } as const;
    if (owner.value === null || owner.value === 0) return { awarded: 0, reason: 'no-rule' } as const;
    const day = options.day ?? beijingDay();
    const key = awardKey(userId, rule, day, options.itemKey);
    const ruleRow = { value: owner.value, dailyLimit: owner.dailyLimit };
    const capped = rule !== 'register' && ruleRow.dailyLimit !== null && ruleRow.dailyLimit >= 0;
    const outcome = await creditUnlessSeen(
      tx,
      { userId, ruleKey: rule, value: ruleRow.value, note: options.note ?? NOTES[rule], idempotencyKey: key, meta: { day, item: options.itemKey ?? null } },
      capped ? { keyPrefix: dayKeyPrefix(userId, rule, day), dailyLimit: ruleRow.dailyLimit! } : undefined,
    );
    if (outcome.seen) return { awarded: 0, reason: 'duplicate' } as const;
    if (capped && outcome.today >= ruleRow.dailyLimit!) return { awarded: 0, reason: 'daily-limit' } as const;
    const credited = outcome.credited;
    if (!credited) return { awarded: 0, reason: 'duplicate' } as const;
    return { awarded: ruleRow.value, reason: 'awarded' } as const;
  };
}

/** Never lets a points problem break the request that earned them (a share, a login, a view). */
export async function awardQuietly(
  db: Db,
  userId: number,
  rule: PointRuleKey,
  options: AwardOptions,
  log: { warn(obj: object, msg: string): void },
): Promise<number> {
  try {
    return (await awardPoints(db, userId, rule, options)).awarded;
  } catch (error) {
    log.warn({ err: error, userId, rule }, 'points award failed');
    return 0;
  }
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Ledger times as the app shows them: Beijing time, minutes. */
export function formatBeijingTime(at: Date): string {
  const d = new Date(at.getTime() + BEIJING_OFFSET_MS);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

/** One user's balance and one kind of records (income value > 0, outcome value < 0), newest first. */
export async function listUserPoints(db: Db, userId: number, type: 'income' | 'outcome', paging: Paging): Promise<UserPoints> {
  const { point, rows, total } = await findUserLedger(db, userId, type, paging);
  const list: PointRecord[] = rows.map((r) => ({ id: r.id, note: r.note, value: r.value, created_at: formatBeijingTime(r.createdAt) }));
  return { point, list, total };
}

/** The four rules in the product's order (register, view, comment, share), whatever their sort says. */
export async function listPointRules(db: Db): Promise<PointRule[]> {
  const rows = await listPointRuleRows(db);
  const known = rows.filter((r): r is typeof r & { key: PointRuleKey } => (POINT_RULE_KEYS as readonly string[]).includes(r.key));
  known.sort((a, b) => POINT_RULE_KEYS.indexOf(a.key) - POINT_RULE_KEYS.indexOf(b.key));
  return known.map((r) => ({ id: r.id, key: r.key, name: r.name, description: r.description, value: r.value, daily_limit: r.dailyLimit }));
}
