import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database, Db } from '../../db/database';
import type { WidgetManifest } from '../../schemas/schema-store';
import { createIntervalJob, type IntervalJob } from '../../db/interval-job';
import { createJobLock, type JobLock } from '../../db/job-lock';
import { homeBoundaryPassed } from '../home';
import { windowBoundaries } from '../layouts';
import { readClientManifest } from '../ops-layouts';
import { itemEffectsOf } from '../ops-catalogue';
import { dueScheduleIds, publishedDocumentsWithWindows, publishedRevisions, runClaimed } from './ops-schedules.repository';
import { publishScheduled } from './ops-schedules.service';

/** How often the scheduler looks for due publishes and window boundaries: a publish is live within this (plus the push). */
export const SCHEDULER_TICK_MS = 1_000;
/** Due schedules published per pass (the rest on the next pass). */
const DUE_PER_PASS = 20;

/** What the scheduler tells the rest of the app (app.ts passes the app's own announcers). */
export interface SchedulerEffects {
  /** A layout now serves `revision`: drop every process's cache and tell open apps (announceLayout). */
  layoutPublished(id: string, revision: number): void;
  /** Home content changed: drop every process's home cache and tell open apps (invalidateHome). */
  homeChanged(): void;
  /** A layout section's window opened or closed: every layout answer may differ (invalidateLayouts). */
  layoutsChanged(): void;
  /** A back-office item was published or taken down: the caches that hold content (itemEffectsOf). */
  itemsChanged(): void;
}

export interface SchedulerOptions {
  effects: SchedulerEffects;
  manifest: WidgetManifest;
  lock?: JobLock;
  now?: () => number;
  intervalMs?: number;
  log?: Pick<FastifyBaseLogger, 'info' | 'error'>;
}

export interface SchedulerPass {
  /** Schedules this pass published (or found failed). */
  ran: number;
}

/**
 * One pass: publish every due schedule (each exactly once, see runClaimed), then tell the caches and the
 * open apps of any time window that opened or closed since the previous pass. A pass that comes late (a
 * restart, a tick skipped while another process held the lock) publishes what is due then: late, once.
 */
export function createScheduler(db: Db, options: SchedulerOptions) {
  const now = options.now ?? Date.now;
  // Boundaries are looked for in (lastPass, now]; the first pass looks back a few ticks.
  let lastPass: number | undefined;
  // Published layouts' window boundaries, read again only when a published revision changes.
  let layoutSignature = '';
  let layoutBoundaries: number[] = [];

  async function publishDue(at: Date): Promise<number> {
    let ran = 0;
    for (const id of await dueScheduleIds(db, at, DUE_PER_PASS)) {
      const done = await runClaimed(db, id, at, (tx, row) => publishScheduled(tx, row, options.manifest));
      if (!done) continue;
      ran += 1;
      const { row, outcome } = done;
      if ('error' in outcome) {
        options.log?.info({ schedule: row.id, target: row.target, error: outcome.error }, 'scheduled publish not done');
      } else if (row.targetType === 'layout') {
        options.effects.layoutPublished(row.target, outcome.revision);
      } else if (row.targetType === 'item' || row.targetType === 'item-offline') {
        options.effects.itemsChanged();
      } else {
        options.effects.homeChanged();
      }
    }
    return ran;
  }

  async function announceBoundaries(at: number): Promise<void> {
    const after = lastPass ?? at - 5 * SCHEDULER_TICK_MS;
    lastPass = at;
    if (await homeBoundaryPassed(db, new Date(after), new Date(at))) options.effects.homeChanged();
    const signature = JSON.stringify(await publishedRevisions(db));
    if (signature !== layoutSignature) {
      layoutSignature = signature;
      layoutBoundaries = (await publishedDocumentsWithWindows(db)).flatMap(({ document }) => windowBoundaries(document));
    }
    if (layoutBoundaries.some((t) => t > after && t <= at)) options.effects.layoutsChanged();
  }

  return {
    async runPass(): Promise<SchedulerPass> {
      const at = now();
      const ran = await publishDue(new Date(at));
      await announceBoundaries(at);
      return { ran };
    },
  };
}

export type Scheduler = ReturnType<typeof createScheduler>;

/** The interval job: with `lock` (PostgreSQL advisory lock) one process runs a pass at a time, the others skip the tick. */
export function createSchedulerJob(db: Db, options: SchedulerOptions): IntervalJob & { scheduler: Scheduler } {
  const scheduler = createScheduler(db, options);
  const pass = async () => {
    const result = options.lock ? await options.lock.runExclusive('scheduled-publish', () => scheduler.runPass()) : await scheduler.runPass();
    return result?.ran ?? 0;
  };
  const job = createIntervalJob('scheduled-publish', pass, options.intervalMs ?? SCHEDULER_TICK_MS, (error) =>
    options.log?.error({ err: error }, 'scheduled publish pass failed; retried on the next tick'),
  );
  return { ...job, scheduler };
}

/**
 * app.ts wiring: the scheduler under the job lock, started on ready when `start`, stopped on close. Unlike
 * the other interval jobs it also runs under NODE_ENV test (the browser tests' server publishes on time);
 * in-process server tests turn it off and run passes by hand.
 */
export function schedulerJob(app: FastifyInstance, database: Database, options: { start: boolean; now?: () => number; manifest?: WidgetManifest }) {
  const job = createSchedulerJob(database.db, {
    lock: createJobLock(database),
    log: app.log,
    now: options.now,
    manifest: options.manifest ?? readClientManifest(),
    effects: {
      layoutPublished: (id, revision) => app.announceLayout(id, revision),
      homeChanged: () => app.invalidateHome(),
      layoutsChanged: () => app.invalidateLayouts(),
      itemsChanged: itemEffectsOf(app),
    },
  });
  if (options.start) app.addHook('onReady', async () => job.start());
  app.addHook('onClose', () => job.stop());
  app.decorate('scheduler', job);
  return job;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The scheduled-publish job (tests run a pass by hand with runOnce). */
    scheduler: IntervalJob & { scheduler: Scheduler };
  }
}
