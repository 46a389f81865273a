import { and, asc, desc, eq, gt, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { courses, studyProgress, studyTime } from '../../db/schema/index';
import { PUBLISH_STATE } from '../../shared/publish-state';

/** How many progress rows the shelf looks at: a doctor's recent study, not their whole history. */
const RECENT_ROWS = 100;

export interface ProgressRow {
  targetType: number;
  targetId: number;
  progress: number;
  positionS: number;
  finished: boolean;
}

/** The user's progress rows that were actually played, latest report first. */
export async function selectRecentProgress(db: Db, userId: number): Promise<ProgressRow[]> {
  return db
    .select({
      targetType: studyProgress.targetType,
      targetId: studyProgress.targetId,
      progress: studyProgress.progress,
      positionS: studyProgress.positionS,
      finished: studyProgress.finished,
    })
    .from(studyProgress)
    .where(and(eq(studyProgress.userId, userId), or(gt(studyProgress.positionS, 0), gt(studyProgress.progress, 0), eq(studyProgress.finished, true))))
    .orderBy(desc(studyProgress.updatedAt), desc(studyProgress.id))
    .limit(RECENT_ROWS);
}

export interface LessonRow {
  id: number;
  parentId: number;
  sort: number;
  title: string;
}

/** The published lessons of every series one of `courseIds` belongs to, in the operator's order. */
export async function selectSiblingLessons(db: Db, courseIds: number[]): Promise<LessonRow[]> {
  if (courseIds.length === 0) return [];
  const parents = db
    .select({ parentId: courses.parentId })
    .from(courses)
    .where(and(inArray(courses.id, courseIds), isNotNull(courses.parentId)));
  const rows = await db
    .select({ id: courses.id, parentId: courses.parentId, sort: courses.sort, title: courses.title })
    .from(courses)
    .where(and(inArray(courses.parentId, parents), eq(courses.type, 1), eq(courses.publishState, PUBLISH_STATE.published)))
    .orderBy(asc(courses.parentId), asc(courses.sort), asc(courses.id));
  return rows.flatMap((row) => (row.parentId === null ? [] : [{ ...row, parentId: row.parentId }]));
}

export interface TimeTotals {
  week: number;
  month: number;
  year: number;
}

/** Seconds of playback since each of the three China days (all YYYY-MM-DD). */
export async function sumStudyTime(db: Db, userId: number, since: { week: string; month: string; year: string }): Promise<TimeTotals> {
  const earliest = [since.week, since.month, since.year].sort()[0];
  const [row] = await db
    .select({
      week: sql<string>`coalesce(sum(${studyTime.seconds}) filter (where ${studyTime.day} >= ${since.week}), 0)`,
      month: sql<string>`coalesce(sum(${studyTime.seconds}) filter (where ${studyTime.day} >= ${since.month}), 0)`,
      year: sql<string>`coalesce(sum(${studyTime.seconds}) filter (where ${studyTime.day} >= ${since.year}), 0)`,
    })
    .from(studyTime)
    .where(and(eq(studyTime.userId, userId), sql`${studyTime.day} >= ${earliest}`));
  return { week: Number(row?.week ?? 0), month: Number(row?.month ?? 0), year: Number(row?.year ?? 0) };
}

export interface ItemTime {
  targetType: number;
  targetId: number;
  seconds: number;
  progress: number | null;
}

/** Seconds of playback per item over all time, the most recently studied first, with the item's progress. */
export async function selectItemTimes(db: Db, userId: number, limit: number): Promise<ItemTime[]> {
  const rows = await db
    .select({
      targetType: studyTime.targetType,
      targetId: studyTime.targetId,
      seconds: sql<string>`sum(${studyTime.seconds})`,
      progress: sql<number | null>`max(${studyProgress.progress})`,
    })
    .from(studyTime)
    .leftJoin(
      studyProgress,
      and(eq(studyProgress.userId, studyTime.userId), eq(studyProgress.targetType, studyTime.targetType), eq(studyProgress.targetId, studyTime.targetId)),
    )
    .where(eq(studyTime.userId, userId))
    .groupBy(studyTime.targetType, studyTime.targetId)
    .orderBy(sql`max(${studyTime.day}) desc`, sql`max(${studyProgress.updatedAt}) desc nulls last`)
    .limit(limit);
  return rows.map((row) => ({ ...row, seconds: Number(row.seconds), progress: row.progress === null ? null : Number(row.progress) }));
}
