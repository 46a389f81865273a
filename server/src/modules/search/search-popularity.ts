import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database, Db } from '../../db/database';
import { createIntervalJob, type IntervalJob } from '../../db/interval-job';
import { createJobLock, type JobLock } from '../../db/job-lock';
import { refreshSearchPopularity } from './search-popularity.repository';
import { SEARCH_CACHE_CHANNEL } from './search-answers';

/** How often the index's popularity catches up with the counters. */
export const POPULARITY_REFRESH_MS = 5 * 60_000;

export type SearchPopularityJob = IntervalJob;

/** The interval job; with `lock` only one API process runs a pass at a time (the others skip the tick). */
export function createSearchPopularityJob(
  db: Db,
  options: {
    lock?: JobLock;
    intervalMs?: number;
    log?: Pick<FastifyBaseLogger, 'info' | 'error'>;
    /** After a pass that changed the index (cached answers ranked by the old popularity are then dropped). */
    onChanged?: () => Promise<void>;
  } = {},
): SearchPopularityJob {
  const pass = async () => {
    const changed = options.lock
      ? ((await options.lock.runExclusive('search-popularity', () => refreshSearchPopularity(db))) ?? 0)
      : await refreshSearchPopularity(db);
    if (changed > 0) {
      options.log?.info({ changed }, 'search popularity refreshed');
      await options.onChanged?.();
    }
    return changed;
  };
  return createIntervalJob('search-popularity', pass, options.intervalMs ?? POPULARITY_REFRESH_MS, (error) =>
    options.log?.error({ err: error }, 'search popularity refresh failed; retried on the next pass'),
  );
}

/**
 * app.ts wiring in one call: the job (under the PostgreSQL advisory lock) started on ready when `start`,
 * stopped on close. Answers the job so a caller (a test) can run a pass by hand.
 */
export function searchPopularityJob(app: FastifyInstance, database: Database, options: { start: boolean; intervalMs?: number }): SearchPopularityJob {
  const job = createSearchPopularityJob(database.db, {
    lock: createJobLock(database),
    log: app.log,
    intervalMs: options.intervalMs,
    onChanged: () => app.cacheBus.publish(SEARCH_CACHE_CHANNEL),
  });
  if (options.start) app.addHook('onReady', async () => job.start());
  app.addHook('onClose', () => job.stop());
  return job;
}
