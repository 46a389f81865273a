import { and, count, eq, like, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { preparedPerDatabase, preparedStatement } from '../../db/prepared';
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

const placeholder = (name: string) => sql.placeholder(name);
const qb = new QueryBuilder();

const peekQuery = preparedPerDatabase((db) =>
  db
    .select({
      seen: sql<boolean>`exists (${db
        .select({ id: pointsLedger.id })
        .from(pointsLedger)
        .where(eq(pointsLedger.idempotencyKey, placeholder('key')))})`,
      value: sql<number | null>`(${db
        .select({ value: pointRules.value })
        .from(pointRules)
        .where(eq(pointRules.key, placeholder('rule')))})`,
    })
    .from(sql`(select 1) as one`)
    .prepare('award_peek'),
);

/**
 * Whether the idempotency key is already in the ledger, and the rule's value, in one plain read (no
 * transaction, no lock): how a repeated view or share is settled cheaply. Run on the app's database.
 */
export async function peekAward(db: Db, key: string, rule: string): Promise<{ seen: boolean; value: number | null } | undefined> {
  const [known] = await peekQuery(db).execute({ key, rule });
  return known;
}

const lockStatement = preparedStatement(
  'award_lock_user',
  qb
    .select({ id: users.id, value: pointRules.value, dailyLimit: pointRules.dailyLimit })
    .from(users)
    .leftJoin(pointRules, eq(pointRules.key, placeholder('rule')))
    .where(eq(users.id, placeholder('user')))
    .limit(1)
    .for('update', { of: users })
    .getSQL(),
);

/** Locks the user row (serialising one user's awards) and reads the rule with it; undefined = no such user. */
export async function lockUserWithRule(tx: Db, userId: number, rule: string): Promise<{ value: number | null; dailyLimit: number | null } | undefined> {
  const [owner] = await lockStatement(tx, { user: userId, rule });
  if (!owner) return undefined;
  const orNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  return { value: orNull(owner.value), dailyLimit: orNull(owner.daily_limit) };
}

export interface CreditOutcome {
  /** The key was in the ledger already. */
  seen: boolean;
  /** The user's ledger rows with the day's key prefix (capped rules; 0 otherwise). */
  today: number;
  /** The row went in and the balance moved. */
  credited: boolean;
}

/** The credit statement, with the day's count and cap (`capped`) or without. */
function creditStatement(capped: boolean) {
  const user = placeholder('user');
  const seen = sql`exists (${qb
    .select({ id: pointsLedger.id })
    .from(pointsLedger)
    .where(eq(pointsLedger.idempotencyKey, placeholder('key')))})`;
  const today = capped
    ? sql`(${qb
        .select({ n: count() })
        .from(pointsLedger)
        .where(and(eq(pointsLedger.userId, user), like(pointsLedger.idempotencyKey, placeholder('dayPattern'))))})`
    : sql`0`;
  return preparedStatement(
    capped ? 'award_credit_capped' : 'award_credit',
    sql`with state as (select ${seen} as seen, ${today}::int as today),
    ledger_row as (
      insert into ${pointsLedger} (user_id, rule_key, value, note, idempotency_key, meta)
      select ${user}::int, ${placeholder('rule')}::varchar, ${placeholder('value')}::int, ${placeholder('note')}::varchar, ${placeholder('key')}::varchar, ${placeholder('meta')}::jsonb
      from state where not state.seen ${capped ? sql`and state.today < ${placeholder('dailyLimit')}::int` : sql``}
      on conflict (idempotency_key) do nothing
      returning id
    ),
    credited as (
      update ${users} set point = point + ${placeholder('value')}::int
      where id = ${user}::int and exists (select 1 from ledger_row)
      returning id
    )
    select state.seen, state.today, exists (select 1 from credited) as credited from state`,
  );
}

const creditCapped = creditStatement(true);
const creditUncapped = creditStatement(false);

/**
 * After lockUserWithRule, in one statement: whether the key is in the ledger, the day's count for a capped
 * rule, and — when neither stops it (`dailyLimit`: the cap, null for none) — the ledger row and the
 * balance, which moves only when the row went in (a race lost to another award leaves both alone).
 */
export async function creditUnlessSeen(
  tx: Db,
  entry: typeof pointsLedger.$inferInsert & { userId: number; value: number; idempotencyKey: string },
  day: { keyPrefix: string; dailyLimit: number } | undefined,
): Promise<CreditOutcome> {
  const values = {
    user: entry.userId,
    rule: entry.ruleKey ?? null,
    value: entry.value,
    note: entry.note,
    key: entry.idempotencyKey,
    meta: entry.meta === undefined ? null : JSON.stringify(entry.meta),
  };
  const [row] = day ? await creditCapped(tx, { ...values, dayPattern: `${day.keyPrefix}%`, dailyLimit: day.dailyLimit }) : await creditUncapped(tx, values);
  return { seen: Boolean(row.seen), today: Number(row.today), credited: Boolean(row.credited) };
}
