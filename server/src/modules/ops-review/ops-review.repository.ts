import { and, asc, count, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { opsReviews } from '../../db/schema/index';

export type ReviewRow = typeof opsReviews.$inferSelect;
export type ReviewState = 'pending' | 'approved' | 'rejected';

/** Decided requests kept per target (the newest); older ones go when the target is submitted again. */
export const DECIDED_KEPT_PER_TARGET = 20;
/** The queue lists at most this many pending requests (oldest first); the count says how many there are. */
export const QUEUE_LIMIT = 200;
/** Latest requests per target answered at most for one listing (one per target). */
const LATEST_LIMIT = 1000;

/**
 * Submits the target's draft: a new pending request, or the pending one refreshed (a resubmission after an
 * edit). The partial unique index makes two editors submitting at once land on one row.
 */
export async function upsertPending(
  db: Db,
  values: { targetType: string; target: string; draftRef: string; note: string; submittedById: number | null; submittedBy: string },
): Promise<ReviewRow> {
  const [row] = await db
    .insert(opsReviews)
    .values(values)
    .onConflictDoUpdate({
      target: [opsReviews.targetType, opsReviews.target],
      targetWhere: sql`${opsReviews.state} = 'pending'`,
      set: { draftRef: values.draftRef, note: values.note, submittedById: values.submittedById, submittedBy: values.submittedBy, submittedAt: sql`now()` },
    })
    .returning();
  return row;
}

/** Keeps the target's history bounded: its newest DECIDED_KEPT_PER_TARGET decided requests stay. */
export async function pruneDecided(db: Db, targetType: string, target: string): Promise<void> {
  const kept = db
    .select({ id: opsReviews.id })
    .from(opsReviews)
    .where(and(eq(opsReviews.targetType, targetType), eq(opsReviews.target, target), sql`${opsReviews.state} <> 'pending'`))
    .orderBy(desc(opsReviews.id))
    .limit(DECIDED_KEPT_PER_TARGET);
  await db
    .delete(opsReviews)
    .where(and(eq(opsReviews.targetType, targetType), eq(opsReviews.target, target), sql`${opsReviews.state} <> 'pending'`, notInArray(opsReviews.id, kept)));
}

/** The request, locked until the transaction ends: two publishers deciding at once take turns, and the second sees the first's decision. */
export async function lockReview(tx: Db, id: number): Promise<ReviewRow | undefined> {
  const [row] = await tx.select().from(opsReviews).where(eq(opsReviews.id, id)).for('update');
  return row;
}

export async function decideReview(
  tx: Db,
  id: number,
  decision: { state: 'approved' | 'rejected'; reviewerId: number | null; reviewer: string; comment: string; scheduleId: number | null },
): Promise<ReviewRow> {
  const [row] = await tx
    .update(opsReviews)
    .set({ ...decision, decidedAt: sql`now()` })
    .where(eq(opsReviews.id, id))
    .returning();
  return row;
}

/** The queue: pending requests, oldest first. */
export async function pendingReviews(db: Db): Promise<ReviewRow[]> {
  return db.select().from(opsReviews).where(eq(opsReviews.state, 'pending')).orderBy(asc(opsReviews.id)).limit(QUEUE_LIMIT);
}

export async function pendingCount(db: Db): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(opsReviews).where(eq(opsReviews.state, 'pending'));
  return total;
}

/** The newest request of each target of `targetType` (of `target` alone when given). */
export async function latestReviews(db: Db, targetType: string, target?: string): Promise<ReviewRow[]> {
  const newest = db
    .select({ id: sql<number>`max(${opsReviews.id})`.as('id') })
    .from(opsReviews)
    .where(and(eq(opsReviews.targetType, targetType), target === undefined ? undefined : eq(opsReviews.target, target)))
    .groupBy(opsReviews.target)
    .limit(LATEST_LIMIT);
  return db.select().from(opsReviews).where(inArray(opsReviews.id, newest)).orderBy(asc(opsReviews.target));
}
