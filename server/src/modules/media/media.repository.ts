import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { studyProgress, studyTime } from '../../db/schema';

export interface ProgressRecord {
  userId: number;
  targetType: number;
  targetId: number;
  progress: number;
  positionS: number;
  durationS: number;
  finished: boolean;
}

export interface StoredProgress {
  progress: number;
  positionS: number;
  durationS: number;
  finished: boolean;
  /** Seconds since the row was last written (the clock of the database), null when there is no row yet. */
  sinceLastS: number | null;
}

/** The caller's row for one item, with how long ago it was written (bounds the playback a report may claim). */
export async function findProgress(db: Db, userId: number, targetType: number, targetId: number): Promise<StoredProgress | undefined> {
  const [row] = await db
    .select({
      progress: studyProgress.progress,
      positionS: studyProgress.positionS,
      durationS: studyProgress.durationS,
      finished: studyProgress.finished,
      sinceLastS: sql<number>`extract(epoch from (now() - ${studyProgress.updatedAt}))::float8`,
    })
    .from(studyProgress)
    .where(and(eq(studyProgress.userId, userId), eq(studyProgress.targetType, targetType), eq(studyProgress.targetId, targetId)));
  return row ? { ...row, sinceLastS: Number(row.sinceLastS) } : undefined;
}

/** One row per user and item; the latest report wins (a rewatch from the start lowers it again). */
export async function saveProgress(db: Db, record: ProgressRecord, creditS: number): Promise<void> {
  await db
    .insert(studyProgress)
    .values({ ...record, watchedS: creditS })
    .onConflictDoUpdate({
      target: [studyProgress.userId, studyProgress.targetType, studyProgress.targetId],
      set: {
        progress: record.progress,
        positionS: record.positionS,
        durationS: record.durationS,
        finished: record.finished,
        watchedS: sql`${studyProgress.watchedS} + ${creditS}`,
        updatedAt: sql`now()`,
      },
    });
}

/** Adds credited playback to the item's China day; answers the day's seconds for the item after the add. */
export async function addStudyTime(db: Db, row: { userId: number; day: string; targetType: number; targetId: number }, seconds: number): Promise<number> {
  const [saved] = await db
    .insert(studyTime)
    .values({ ...row, seconds })
    .onConflictDoUpdate({
      target: [studyTime.userId, studyTime.day, studyTime.targetType, studyTime.targetId],
      set: { seconds: sql`${studyTime.seconds} + ${seconds}` },
    })
    .returning({ seconds: studyTime.seconds });
  return saved?.seconds ?? seconds;
}
