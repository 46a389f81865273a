import { and, asc, desc, eq, lte, min, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { banners, layoutRevisions, layouts, messages, opsSchedules, recommendModules, shortcuts } from '../../db/schema/index';

export type ScheduleRow = typeof opsSchedules.$inferSelect;
export type ScheduleStatus = 'pending' | 'done' | 'failed' | 'cancelled';
export type ScheduleOutcome = { revision: number } | { error: string };

export async function insertSchedule(db: Db, values: typeof opsSchedules.$inferInsert): Promise<ScheduleRow> {
  const [row] = await db.insert(opsSchedules).values(values).returning();
  return row;
}

export async function findSchedule(db: Db, id: number): Promise<ScheduleRow | undefined> {
  const [row] = await db.select().from(opsSchedules).where(eq(opsSchedules.id, id)).limit(1);
  return row;
}

export async function findPendingFor(db: Db, targetType: string, target: string): Promise<ScheduleRow | undefined> {
  const [row] = await db
    .select()
    .from(opsSchedules)
    .where(and(eq(opsSchedules.targetType, targetType), eq(opsSchedules.target, target), eq(opsSchedules.status, 'pending')))
    .limit(1);
  return row;
}

/** Pending first (soonest first), then the latest finished ones. */
export async function listSchedules(db: Db, finishedLimit: number): Promise<ScheduleRow[]> {
  const pending = await db.select().from(opsSchedules).where(eq(opsSchedules.status, 'pending')).orderBy(asc(opsSchedules.publishAt), asc(opsSchedules.id));
  const finished = await db
    .select()
    .from(opsSchedules)
    .where(ne(opsSchedules.status, 'pending'))
    .orderBy(desc(opsSchedules.publishAt), desc(opsSchedules.id))
    .limit(finishedLimit);
  return [...pending, ...finished];
}

/** A pending schedule's new time, or its cancellation: only while it is pending (answers the row then). */
export async function updatePending(db: Db, id: number, set: { publishAt: Date } | { status: 'cancelled'; doneAt: Date }): Promise<ScheduleRow | undefined> {
  const [row] = await db
    .update(opsSchedules)
    .set(set)
    .where(and(eq(opsSchedules.id, id), eq(opsSchedules.status, 'pending')))
    .returning();
  return row;
}

/** The ids of the pending schedules whose time has come, soonest first. */
export async function dueScheduleIds(db: Db, now: Date, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: opsSchedules.id })
    .from(opsSchedules)
    .where(and(eq(opsSchedules.status, 'pending'), lte(opsSchedules.publishAt, now)))
    .orderBy(asc(opsSchedules.publishAt), asc(opsSchedules.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** When the first pending schedule is due (possibly already past), or undefined with none pending. */
export async function nextPendingPublishAt(db: Db): Promise<Date | undefined> {
  const [row] = await db
    .select({ at: min(opsSchedules.publishAt) })
    .from(opsSchedules)
    .where(eq(opsSchedules.status, 'pending'));
  return row?.at ?? undefined;
}

/**
 * Runs one due schedule exactly once: in one transaction, the schedule is taken (pending → done, a
 * conditional update: a second process's attempt waits for this transaction's row lock and then finds it
 * no longer pending), `publish` runs on the same transaction, and its outcome is stored. A failure of
 * the database rolls everything back: the schedule stays pending and the next tick tries again.
 * Answers undefined when the schedule was not pending (another process ran it, or it was cancelled).
 */
export async function runClaimed(
  db: Db,
  id: number,
  now: Date,
  publish: (tx: Db, row: ScheduleRow) => Promise<ScheduleOutcome>,
): Promise<{ row: ScheduleRow; outcome: ScheduleOutcome } | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(opsSchedules)
      .set({ status: 'done', doneAt: now })
      .where(and(eq(opsSchedules.id, id), eq(opsSchedules.status, 'pending'), lte(opsSchedules.publishAt, now)))
      .returning();
    if (!row) return undefined;
    const outcome = await publish(tx, row);
    await tx
      .update(opsSchedules)
      .set({ status: 'error' in outcome ? 'failed' : 'done', result: outcome })
      .where(eq(opsSchedules.id, id));
    return { row, outcome };
  });
}

/** The published revision of every layout, by id (changes when anything is published or rolled back). */
export async function publishedRevisions(db: Db): Promise<Array<{ id: string; revision: number | null }>> {
  return db.select({ id: layouts.id, revision: layouts.publishedRevision }).from(layouts).orderBy(layouts.id);
}

/** The published documents that mention a section schedule (the others have no window). */
export async function publishedDocumentsWithWindows(db: Db): Promise<Array<{ id: string; document: unknown }>> {
  return db
    .select({ id: layouts.id, document: layoutRevisions.document })
    .from(layouts)
    .innerJoin(layoutRevisions, and(eq(layoutRevisions.layoutId, layouts.id), eq(layoutRevisions.revision, layouts.publishedRevision)))
    .where(sql`${layoutRevisions.document}::text like '%"schedule"%'`);
}

const WINDOWED = { banners, shortcuts, messages, 'recommend-modules': recommendModules } as const;
export type WindowedKind = keyof typeof WINDOWED;
export const WINDOWED_KINDS = Object.keys(WINDOWED) as WindowedKind[];

/** Live home-content records with a window that has not ended before `after`. */
export async function windowedRecords(
  db: Db,
  after: Date,
): Promise<Array<{ kind: WindowedKind; id: number; title: string; start: Date | null; end: Date | null }>> {
  const found: Array<{ kind: WindowedKind; id: number; title: string; start: Date | null; end: Date | null }> = [];
  for (const kind of WINDOWED_KINDS) {
    const table = WINDOWED[kind];
    const title = kind === 'recommend-modules' ? recommendModules.moduleName : WINDOWED[kind as Exclude<WindowedKind, 'recommend-modules'>].title;
    const rows = await db
      .select({ id: table.id, title, start: table.startAt, end: table.endAt })
      .from(table)
      .where(and(sql`(${table.startAt} is not null or ${table.endAt} is not null)`, sql`(${table.endAt} is null or ${table.endAt} > ${after})`));
    found.push(...rows.map((row) => ({ kind, ...row })));
  }
  return found;
}
