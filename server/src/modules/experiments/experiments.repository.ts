import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { layoutExperiments, layoutRevisions, layouts } from '../../db/schema/index';

export type ExperimentRow = typeof layoutExperiments.$inferSelect;

export async function runningExperiments(db: Db): Promise<ExperimentRow[]> {
  return db.select().from(layoutExperiments).where(eq(layoutExperiments.status, 'running'));
}

export async function listExperiments(db: Db, layoutId: string): Promise<ExperimentRow[]> {
  return db.select().from(layoutExperiments).where(eq(layoutExperiments.layoutId, layoutId)).orderBy(desc(layoutExperiments.id)).limit(50);
}

export async function findExperiment(db: Db, id: number): Promise<ExperimentRow | undefined> {
  const [row] = await db.select().from(layoutExperiments).where(eq(layoutExperiments.id, id)).limit(1);
  return row;
}

export type NewExperiment = Pick<
  typeof layoutExperiments.$inferInsert,
  'layoutId' | 'kind' | 'nodeId' | 'variantNode' | 'variantRevision' | 'splitB' | 'goal' | 'startedBy'
>;

/**
 * Starts a test against the layout's published revision, under the layout's row lock so two operators
 * cannot start two tests on one layout. Answers 'unpublished' or 'running' instead of a row when refused.
 */
export async function insertExperiment(db: Db, input: NewExperiment): Promise<ExperimentRow | 'unpublished' | 'running'> {
  return db.transaction(async (tx) => {
    const [layout] = await tx.select().from(layouts).where(eq(layouts.id, input.layoutId)).for('update');
    if (!layout?.publishedRevision) return 'unpublished';
    const [running] = await tx
      .select({ id: layoutExperiments.id })
      .from(layoutExperiments)
      .where(and(eq(layoutExperiments.layoutId, input.layoutId), eq(layoutExperiments.status, 'running')))
      .limit(1);
    if (running) return 'running';
    const [row] = await tx
      .insert(layoutExperiments)
      .values({ ...input, baseRevision: layout.publishedRevision })
      .returning();
    return row;
  });
}

/** Marks a running test stopped; undefined when it was not running (already stopped by someone else). */
export async function markStopped(db: Db, id: number, input: { winner: 'A' | 'B'; stoppedBy: string }): Promise<ExperimentRow | undefined> {
  const [row] = await db
    .update(layoutExperiments)
    .set({ status: 'stopped', winner: input.winner, stoppedBy: input.stoppedBy, stoppedAt: sql`now()` })
    .where(and(eq(layoutExperiments.id, id), eq(layoutExperiments.status, 'running')))
    .returning();
  return row;
}

export async function setPublishedRevision(db: Db, id: number, revision: number): Promise<void> {
  await db.update(layoutExperiments).set({ publishedRevision: revision }).where(eq(layoutExperiments.id, id));
}

export async function updateSplit(db: Db, id: number, splitB: number): Promise<void> {
  await db.update(layoutExperiments).set({ splitB }).where(eq(layoutExperiments.id, id));
}

/** One stored revision's document (arm B of a whole-layout test). */
export async function revisionDocument(db: Db, layoutId: string, revision: number): Promise<unknown> {
  const [row] = await db
    .select({ document: layoutRevisions.document })
    .from(layoutRevisions)
    .where(and(eq(layoutRevisions.layoutId, layoutId), eq(layoutRevisions.revision, revision)))
    .limit(1);
  return row?.document;
}

/** The layout's newest saved and published revisions; undefined when the layout does not exist. */
export async function layoutRevisionNumbers(db: Db, layoutId: string): Promise<{ current: number; published: number | null } | undefined> {
  const [row] = await db
    .select({ current: layouts.currentRevision, published: layouts.publishedRevision })
    .from(layouts)
    .where(eq(layouts.id, layoutId))
    .limit(1);
  return row;
}

/** Undoes markStopped when publishing the winner failed, so the operator can try again. */
export async function markRunning(db: Db, id: number): Promise<void> {
  await db.update(layoutExperiments).set({ status: 'running', winner: null, stoppedBy: null, stoppedAt: null }).where(eq(layoutExperiments.id, id));
}
