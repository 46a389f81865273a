import type { Db } from '../../db/database';
import { awardState, creditAward, lockUserWithRule, peekAward } from './points-awards.repository';

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
  return `${rule}:${userId}:${safeKeyPart(day)}:${safeKeyPart(itemKey)}`;
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
  return db.transaction(async (tx) => {
    const owner = await lockUserWithRule(tx, userId, rule);
    if (!owner) return { awarded: 0, reason: 'no-rule' } as const;
    if (owner.value === null || owner.value === 0) return { awarded: 0, reason: 'no-rule' } as const;
    const ruleRow = { value: owner.value, dailyLimit: owner.dailyLimit };
    const capped = rule !== 'register' && ruleRow.dailyLimit !== null && ruleRow.dailyLimit >= 0;
    const state = await awardState(tx, key, capped ? { userId, keyPrefix: `${rule}:${userId}:${safeKeyPart(day)}:` } : undefined);
    if (state.seen) return { awarded: 0, reason: 'duplicate' } as const;
    if (capped && state.today >= ruleRow.dailyLimit!) return { awarded: 0, reason: 'daily-limit' } as const;
    const credited = await creditAward(tx, {
      userId,
      ruleKey: rule,
      value: ruleRow.value,
      note: options.note ?? NOTES[rule],
      idempotencyKey: key,
      meta: { day, item: options.itemKey ?? null },
    });
    if (!credited) return { awarded: 0, reason: 'duplicate' } as const;
    return { awarded: ruleRow.value, reason: 'awarded' } as const;
  });
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
