import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { studyProgress } from '../../db/schema';

export interface ProgressRecord {
  userId: number;
  targetType: number;
  targetId: number;
  progress: number;
}

/** One row per user and item; the latest report wins (a rewatch from the start lowers it again). */
export async function saveProgress(db: Db, record: ProgressRecord): Promise<void> {
  await db
    .insert(studyProgress)
    .values(record)
    .onConflictDoUpdate({
      target: [studyProgress.userId, studyProgress.targetType, studyProgress.targetId],
      set: { progress: record.progress, updatedAt: sql`now()` },
    });
}
