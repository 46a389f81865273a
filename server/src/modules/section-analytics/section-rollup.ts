import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database, Db } from '../../db/database';
import { createIntervalJob, type IntervalJob } from '../../db/interval-job';
import { createJobLock, type JobLock } from '../../db/job-lock';
import { pruneSectionHours, rollUpSectionEvents } from './section-events.repository';

/** How often raw events are folded into hours: the console also reads raw rows, so this only bounds their number. */
export const SECTION_ROLLUP_MS = 60_000;
/** Rows folded per statement: bounds one statement's time and memory; a pass repeats until the table is drained. */
const ROWS_PER_STEP = 20_000;
/** Steps per pass: a huge backlog is worked off over several passes rather than holding the lock for long. */
const MAX_STEPS = 50;

/** Hourly numbers are kept this long (a year and a month: last year's same month stays comparable). */
export const SECTION_HOURS_KEPT_DAYS = 400;

export async function rollUpAll(db: Db, now: number = Date.now()): Promise<number> {
  await pruneSectionHours(db, new Date(now - SECTION_HOURS_KEPT_DAYS * 86_400_000));
  let total = 0;
  for (let step = 0; step < MAX_STEPS; step++) {
    const moved = await rollUpSectionEvents(db, ROWS_PER_STEP);
    total += moved;
    if (moved < ROWS_PER_STEP) break;
  }
  return total;
}

export function createSectionRollupJob(db: Db, options: { lock?: JobLock; intervalMs?: number; log?: Pick<FastifyBaseLogger, 'error'> } = {}): IntervalJob {
  const pass = async () => (options.lock ? ((await options.lock.runExclusive('section-rollup', () => rollUpAll(db))) ?? 0) : rollUpAll(db));
  return createIntervalJob('section-rollup', pass, options.intervalMs ?? SECTION_ROLLUP_MS, (error) =>
    options.log?.error({ err: error }, 'section roll-up failed; retried on the next pass'),
  );
}

/** app.ts wiring: the job under the PostgreSQL advisory lock, started on ready when `start`, stopped on close. */
export function sectionRollupJob(app: FastifyInstance, database: Database, options: { start: boolean }): IntervalJob {
  const job = createSectionRollupJob(database.db, { lock: createJobLock(database), log: app.log });
  if (options.start) app.addHook('onReady', async () => job.start());
  app.addHook('onClose', () => job.stop());
  return job;
}
