import { and, asc, count, desc, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { pointRules, pointsLedger, users } from '../../db/schema/index';
import { offsetOf, type Paging } from '../../shared/paging';

/** A user's balance (0 for a user that does not exist). */
export async function findUserPoint(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ point: users.point }).from(users).where(eq(users.id, userId));
  return row?.point ?? 0;
}

export interface LedgerRow {
  id: number;
  note: string;
  value: number;
  createdAt: Date;
}

/** One user's balance and one page of one kind of records (income value > 0, outcome value < 0), newest first, with their number. */
export async function findUserLedger(
  db: Db,
  userId: number,
  type: 'income' | 'outcome',
  paging: Paging,
): Promise<{ point: number; rows: LedgerRow[]; total: number }> {
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
  return { point, rows, total: total?.n ?? 0 };
}

/** The rules as stored, by their sort. */
export async function listPointRuleRows(db: Db): Promise<(typeof pointRules.$inferSelect)[]> {
  return db.select().from(pointRules).orderBy(asc(pointRules.sort), asc(pointRules.id));
}
