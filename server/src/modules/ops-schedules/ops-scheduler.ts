import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database, Db } from '../../db/database';
import type { WidgetManifest } from '../../schemas/schema-store';
import { createIntervalJob, type IntervalJob } from '../../db/interval-job';
import { createJobLock, type JobLock } from '../../db/job-lock';
import { homeBoundaryPassed, nextHomeBoundary } from '../home';
import { windowBoundaries } from '../layouts';
import { readClientManifest } from '../ops-layouts';
import { itemEffectsOf } from '../ops-catalogue';
import { dueScheduleIds, nextPendingPublishAt, publishedDocumentsWithWindows, publishedRevisions, runClaimed } from './ops-schedules.repository';
import { CACHE_CHANNELS, type CacheBus } from '../../providers/cache-bus';
import { publishScheduled } from './ops-schedules.service';

/**
 * The scheduler's precision: a publish or a window boundary is acted on within this of its time (plus the
 * push), and a pass that another process's lock skipped, or that failed, is tried again after it.
 */
export const SCHEDULER_TICK_MS = 1_000;
/**
 * Longest sleep between two passes when nothing is due. Between passes the job waits for the next known
 * time (a schedule, a home window, a layout section window) or for a change announced on the cache bus;
 * this bound only catches a change whose message was lost. Each pass reads every windowed table (about
 * twenty statements), so an idle process makes one every five minutes, not every minute.
 */
export const SCHEDULER_IDLE_RECHECK_MS = 300_000;
/** A burst of change messages (an operator's publish sends several) wakes one pass, this long after the first. */
const WAKE_DEBOUNCE_MS = 50;
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
  /** The next time something is due (a schedule, a home or layout window boundary); undefined: nothing known. */
  nextAt?: number;
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

  /** Tells of the boundaries passed since the previous pass; answers the next layout boundary after `at`. */
  async function announceBoundaries(at: number): Promise<number | undefined> {
    const after = lastPass ?? at - 5 * SCHEDULER_TICK_MS;
    lastPass = at;
    if (await homeBoundaryPassed(db, new Date(after), new Date(at))) options.effects.homeChanged();
    const signature = JSON.stringify(await publishedRevisions(db));
    if (signature !== layoutSignature) {
      layoutSignature = signature;
      layoutBoundaries = (await publishedDocumentsWithWindows(db)).flatMap(({ document }) => windowBoundaries(document));
    }
    if (layoutBoundaries.some((t) => t > after && t <= at)) options.effects.layoutsChanged();
    return earliest(layoutBoundaries.filter((t) => t > at));
  }

  /** When the next pass has work: more due schedules at once, else the first schedule or boundary to come. */
  async function nextDue(at: number, ran: number, nextLayout: number | undefined): Promise<number | undefined> {
    if (ran >= DUE_PER_PASS) return at;
    const [publishAt, homeBoundary] = await Promise.all([nextPendingPublishAt(db), nextHomeBoundary(db, new Date(at))]);
    return earliest([publishAt?.getTime(), homeBoundary?.getTime(), nextLayout]);
  }

  return {
    async runPass(): Promise<SchedulerPass> {
      const at = now();
      const ran = await publishDue(new Date(at));
      const nextLayout = await announceBoundaries(at);
      return { ran, nextAt: await nextDue(at, ran, nextLayout) };
    },
  };
}

function earliest(times: ReadonlyArray<number | undefined>): number | undefined {
  let first: number | undefined;
  for (const t of times) if (t !== undefined && (first === undefined || t < first)) first = t;
  return first;
}

export type Scheduler = ReturnType<typeof createScheduler>;

/**
 * The job: a pass at each known due time, at most SCHEDULER_IDLE_RECHECK_MS apart, and soon after any change
 * announced on `bus` (a schedule made, moved or cancelled, home content or a layout published, a Redis
 * reconnection). An idle process so sends a pass a minute rather than one a second. With `lock` (PostgreSQL
 * advisory lock) one process runs a pass at a time; one that finds it taken tries again a tick later.
 */
export function createSchedulerJob(db: Db, options: SchedulerOptions & { bus?: CacheBus }): IntervalJob & { scheduler: Scheduler } {
  const scheduler = createScheduler(db, options);
  const now = options.now ?? Date.now;
  let retryInMs = SCHEDULER_TICK_MS;
  let nextAt: number | undefined;
  const pass = async () => {
    const result = options.lock ? await options.lock.runExclusive('scheduled-publish', () => scheduler.runPass()) : await scheduler.runPass();
    // Skipped (another process holds the lock): its pass may change what is due, so look again a tick later.
    retryInMs = result ? SCHEDULER_IDLE_RECHECK_MS : SCHEDULER_TICK_MS;
    nextAt = result?.nextAt;
    return result?.ran ?? 0;
  };
  const job = createIntervalJob('scheduled-publish', pass, SCHEDULER_TICK_MS);

  let started = false;
  let timer: NodeJS.Timeout | undefined;
  let dueAt = Infinity;
  // A change heard while a pass runs may have come after that pass read it: one more pass follows.
  let changedDuringPass = false;
  let passing = false;

  const arm = (delayMs: number) => {
    if (!started) return;
    const at = Date.now() + Math.max(0, delayMs);
    if (timer && at >= dueAt) return;
    if (timer) clearTimeout(timer);
    dueAt = at;
    timer = setTimeout(() => void tick(), Math.max(0, delayMs));
    timer.unref();
  };
  const tick = async () => {
    timer = undefined;
    dueAt = Infinity;
    passing = true;
    changedDuringPass = false;
    let delay = SCHEDULER_TICK_MS;
    try {
      await job.runOnce();
      const untilNext = nextAt === undefined ? Infinity : nextAt - now();
      delay = Math.min(retryInMs, Math.max(0, untilNext));
    } catch (error) {
      options.log?.error({ err: error }, 'scheduled publish pass failed; retried on the next tick');
    } finally {
      passing = false;
    }
    // Cut off from the other processes (no Redis yet, or lost), their changes go unheard: look every tick.
    if (options.bus && !options.bus.listening) delay = Math.min(delay, SCHEDULER_TICK_MS);
    if (changedDuringPass) delay = 0;
    arm(delay);
  };
  const unsubscribe = [CACHE_CHANNELS.home, CACHE_CHANNELS.layouts, CACHE_CHANNELS.schedules].map((channel) =>
    options.bus?.subscribe(channel, () => {
      // RESYNC (a reconnection: messages may be lost) wakes a pass like any change. The scheduler's own
      // announcements come back here too and cost one more pass, which finds nothing new.
      if (passing) changedDuringPass = true;
      else arm(WAKE_DEBOUNCE_MS);
    }),
  );

  return {
    scheduler,
    runOnce: job.runOnce,
    start() {
      if (started) return;
      started = true;
      arm(0);
    },
    async stop() {
      started = false;
      if (timer) clearTimeout(timer);
      timer = undefined;
      for (const off of unsubscribe) off?.();
      await job.stop();
    },
  };
}

/**
 * app.ts wiring: the scheduler under the job lock, started on ready when `start`, stopped on close. Unlike
 * the other interval jobs it also runs under NODE_ENV test (the browser tests' server publishes on time);
 * in-process server tests turn it off and run passes by hand.
 */
export function schedulerJob(app: FastifyInstance, database: Database, options: { start: boolean; now?: () => number; manifest?: WidgetManifest }) {
  const job = createSchedulerJob(database.db, {
    lock: createJobLock(database),
    bus: app.cacheBus,
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
