import { and, asc, count, desc, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { pointRules, pointsLedger, users } from '../../db/schema/index';
import type { PointRecord, PointRule, UserPoints } from '../../../../contract/generated/schema-types';
import { offsetOf, type Paging } from '../content/paging';
import { POINT_RULE_KEYS, type PointRuleKey } from './points.service';

const pad = (n: number) => String(n).padStart(2, '0');

/** Ledger times as the app shows them: Beijing time, minutes. */
export function formatBeijingTime(at: Date): string {
  const d = new Date(at.getTime() + 8 * 3600_000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

/** A user's balance (0 for a user that does not exist). */
export async function findUserPoint(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ point: users.point }).from(users).where(eq(users.id, userId));
  return row?.point ?? 0;
}

/** One user's balance and one kind of records (income value > 0, outcome value < 0), newest first. */
export async function listUserPoints(db: Db, userId: number, type: 'income' | 'outcome', paging: Paging): Promise<UserPoints> {
  const where = and(eq(pointsLedger.userId, userId), type === 'income' ? gt(pointsLedger.value, 0) : lt(pointsLedger.value, 0));
  const [rows, [total], point] = await Promise.all([
    db
      .select({ id: pointsLedger.id, note: pointsLedger.note, value: pointsLedger.value, createdAt: pointsLedger.createdAt })
      .from(pointsLedger)
      .where(where)
      .orderBy(desc(pointsLedger.createdAt), desc(pointsLedger.id))
      .limit(paging.pageSize)
      .offset(offsetOf(paging)),
    db.select({ n: count() }).from(pointsLedger).where(where),
    findUserPoint(db, userId),
  ]);
  const list: PointRecord[] = rows.map((r) => ({ id: r.id, note: r.note, value: r.value, created_at: formatBeijingTime(r.createdAt) }));
  return { point, list, total: total?.n ?? 0 };
}

/** The four rules in the product's order (register, view, comment, share), whatever their sort says. */
export async function listPointRules(db: Db): Promise<PointRule[]> {
  const rows = await db.select().from(pointRules).orderBy(asc(pointRules.sort), asc(pointRules.id));
  const known = rows.filter((r): r is typeof r & { key: PointRuleKey } => (POINT_RULE_KEYS as readonly string[]).includes(r.key));
  known.sort((a, b) => POINT_RULE_KEYS.indexOf(a.key) - POINT_RULE_KEYS.indexOf(b.key));
  return known.map((r) => ({ id: r.id, key: r.key, name: r.name, description: r.description, value: r.value, daily_limit: r.dailyLimit }));
}
