import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { articles, follows, lives, medicalColumns } from '../../db/schema/index';
import { TargetType } from '../../db/target-types';

/** What can be followed, by the follows.target_type it is stored under. */
export type FollowKind = 'medicalColumn' | 'column' | 'liveSeries';

const TARGET_OF: Record<FollowKind, number> = {
  medicalColumn: TargetType.medicalColumn,
  column: TargetType.article,
  liveSeries: TargetType.live,
};

/** A follow with what its card needs: the followed row's title (null when it is gone) and an article's content_type. */
export interface FollowRow {
  targetType: number;
  targetId: number;
  createdAt: Date;
  id: number;
  title: string | null;
  contentType: number | null;
}

/** True when the followable row exists (columns and live series are type 2 rows). */
export async function followTargetExists(db: Db, kind: FollowKind, id: number): Promise<boolean> {
  if (kind === 'medicalColumn') {
    const rows = await db.select({ id: medicalColumns.id }).from(medicalColumns).where(eq(medicalColumns.id, id)).limit(1);
    return rows.length > 0;
  }
  const table = kind === 'column' ? articles : lives;
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), eq(table.type, 2)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Flips the viewer's follow. The unique (user, type, target) index makes the insert the arbiter: of two
 * parallel taps one inserts and the other (finding the row) deletes, so there is never a second row.
 * Answers whether the viewer follows now, and by how much the followers changed (1, -1 or 0).
 */
export async function flipFollow(db: Db, userId: number, kind: FollowKind, id: number): Promise<{ following: boolean; delta: number }> {
  const targetType = TARGET_OF[kind];
  const inserted = await db
    .insert(follows)
    .values({ userId, targetType, targetId: id })
    .onConflictDoNothing({ target: [follows.userId, follows.targetType, follows.targetId] })
    .returning({ id: follows.id });
  let delta: number;
  if (inserted.length > 0) delta = 1;
  else {
    const deleted = await db
      .delete(follows)
      .where(and(eq(follows.userId, userId), eq(follows.targetType, targetType), eq(follows.targetId, id)))
      .returning({ id: follows.id });
    delta = deleted.length > 0 ? -1 : 0;
  }
  return { following: inserted.length > 0, delta };
}

/** Moves a medical column's subscriber count by `delta` (never below 0); answers the new count, undefined for an unknown column. */
export async function addSubscribers(db: Db, medicalColumnId: number, delta: number): Promise<number | undefined> {
  const [row] = await db
    .update(medicalColumns)
    .set({ subscribeCount: sql`greatest(0, ${medicalColumns.subscribeCount} + ${delta})` })
    .where(eq(medicalColumns.id, medicalColumnId))
    .returning({ n: medicalColumns.subscribeCount });
  return row?.n;
}

/** Every follow of the user, with the followed row's title, newest follow first. */
export async function listFollowRows(db: Db, userId: number): Promise<FollowRow[]> {
  return db
    .select({
      targetType: follows.targetType,
      targetId: follows.targetId,
      createdAt: follows.createdAt,
      id: follows.id,
      title: sql<string | null>`coalesce(${medicalColumns.title}, ${articles.title}, ${lives.title})`,
      contentType: articles.contentType,
    })
    .from(follows)
    .leftJoin(medicalColumns, and(eq(follows.targetType, TargetType.medicalColumn), eq(medicalColumns.id, follows.targetId)))
    .leftJoin(articles, and(eq(follows.targetType, TargetType.article), eq(articles.id, follows.targetId)))
    .leftJoin(lives, and(eq(follows.targetType, TargetType.live), eq(lives.id, follows.targetId)))
    .where(and(eq(follows.userId, userId), inArray(follows.targetType, Object.values(TARGET_OF))))
    .orderBy(desc(follows.createdAt), desc(follows.id));
}
