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
}

/** The caller's row for one item (where resume starts). */
export async function findProgress(db: Db, userId: number, targetType: number, targetId: number): Promise<StoredProgress | undefined> {
  const [row] = await db
    .select({ progress: studyProgress.progress, positionS: studyProgress.positionS, durationS: studyProgress.durationS, finished: studyProgress.finished })
    .from(studyProgress)
    .where(and(eq(studyProgress.userId, userId), eq(studyProgress.targetType, targetType), eq(studyProgress.targetId, targetId)));
  return row;
}

/**
 * One row per user and item; the latest report wins (a rewatch from the start lowers it again). The played
 * seconds are credited in the same statement: a first report with at most `firstCreditS`, a later one with
 * no more than the seconds since the row was last written plus `slackS`. The upsert locks the row, so
 * parallel reports are bounded one after the other. Answers the seconds credited.
 */
export async function saveProgress(db: Db, record: ProgressRecord, playedS: number, bound: { firstCreditS: number; slackS: number }): Promise<number> {
  const first = Math.max(0, Math.min(playedS, bound.firstCreditS));
  const credit = sql`greatest(0, least(${playedS}::int, floor(extract(epoch from (now() - ${studyProgress.updatedAt})))::int + ${bound.slackS}::int))`;
  const [saved] = await db
    .insert(studyProgress)
    .values({ ...record, watchedS: first, lastCreditS: first })
    .onConflictDoUpdate({
      target: [studyProgress.userId, studyProgress.targetType, studyProgress.targetId],
      set: {
        progress: record.progress,
        positionS: record.positionS,
        durationS: record.durationS,
        finished: record.finished,
        watchedS: sql`${studyProgress.watchedS} + ${credit}`,
        lastCreditS: credit,
        updatedAt: sql`now()`,
      },
    })
    .returning({ credit: studyProgress.lastCreditS });
  return saved?.credit ?? 0;
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
