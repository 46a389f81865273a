import type { FastifyRequest } from 'fastify';
import type { StudyProgress } from '../../../../contract/generated/schema-types';
import type { Db } from '../../db/database';
import type { Viewer } from '../../plugins/auth';
import { courseWatchableBy } from '../courses';
import { liveWatchableBy } from '../lives';
import { awardQuietly, beijingDay } from '../points';
import { addStudyTime, findProgress, saveProgress } from './media.repository';

/** An item counts as finished from 95 % or within its last 10 seconds (docs/product-rules.md#learning-that-continues). */
export const FINISHED_PERCENT = 95;
export const FINISHED_TAIL_S = 10;
/** 观看学习 pays once an item has had this much playback in one China day. */
export const WATCH_POINTS_AFTER_S = 60;
/** A first report claims at most this much playback: nothing before it bounds the claim by the clock. */
export const FIRST_REPORT_CREDIT_S = 30;
/** Clock slack between two reports (network, timers). */
const REPORT_SLACK_S = 2;

/** recordProgress types that 观看学习 pays for (courses, videos, lives), with their award keys and gates. */
const PAYING: Record<number, { key: string; watchable: typeof courseWatchableBy }> = {
  1: { key: 'course', watchable: courseWatchableBy },
  3: { key: 'course', watchable: courseWatchableBy },
  4: { key: 'live', watchable: liveWatchableBy },
};

export interface ProgressReport {
  type: number;
  contentId: number;
  progress: number;
  position?: number;
  duration?: number;
  played?: number;
}

export function isFinished(percent: number, positionS: number, durationS: number): boolean {
  return percent >= FINISHED_PERCENT || (durationS > 0 && positionS > 0 && durationS - positionS <= FINISHED_TAIL_S);
}

/** Stores a signed-in doctor's report, adds the credited playback to 学习记录 and pays 观看学习 after a minute. */
export async function recordStudy(db: Db, viewer: Viewer, report: ProgressReport, request: FastifyRequest): Promise<void> {
  const positionS = report.position ?? 0;
  const durationS = report.duration ?? 0;
  const finished = isFinished(report.progress, positionS, durationS);
  // Credited no more than the clock allows since the item's previous report (a forged report cannot buy a
  // minute of watching, or learning time, in one request; parallel ones are bounded one after another).
  const credit = await saveProgress(
    db,
    { userId: viewer.id, targetType: report.type, targetId: report.contentId, progress: report.progress, positionS, durationS, finished },
    report.played ?? 0,
    { firstCreditS: FIRST_REPORT_CREDIT_S, slackS: REPORT_SLACK_S },
  );
  if (credit === 0) return;
  const today = await addStudyTime(db, { userId: viewer.id, day: beijingDay(), targetType: report.type, targetId: report.contentId }, credit);
  const paying = PAYING[report.type];
  if (!paying || today < WATCH_POINTS_AFTER_S || today - credit >= WATCH_POINTS_AFTER_S) return;
  if (!(await paying.watchable(db, report.contentId, viewer, request))) return;
  await awardQuietly(db, viewer.id, 'view', { itemKey: `${paying.key}-${report.contentId}` }, request.log);
}

/** Where to resume: a finished item starts over (position 0) and says so. */
export async function resumePoint(db: Db, userId: number | undefined, type: number, contentId: number): Promise<StudyProgress> {
  const row = userId === undefined ? undefined : await findProgress(db, userId, type, contentId);
  if (!row) return { position: 0, duration: 0, percent: 0, finished: false };
  return { position: row.finished ? 0 : row.positionS, duration: row.durationS, percent: row.progress, finished: row.finished };
}
