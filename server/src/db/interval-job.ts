import { jobDuration, jobRuns, secondsSince } from '../observability/metrics';

/** A background pass run on a timer: started in app.ts onReady (not under tests), stopped onClose. */
export interface IntervalJob {
  start(): void;
  /** Stops the timer and waits for a pass under way. */
  stop(): Promise<void>;
  /** One pass now (also what the timer runs); passes never overlap within one job. */
  runOnce(): Promise<number>;
}

/**
 * Runs `pass` every `intervalMs`; each pass is counted and timed under `name` (byh_job_runs_total,
 * byh_job_duration_seconds); a tick while a pass is still running joins that pass instead of starting
 * another. A failed tick is reported to `onError` and the next tick tries again; the timer never keeps the
 * process alive.
 */
export function createIntervalJob(
  name: string,
  pass: () => Promise<number>,
  intervalMs: number,
  onError: (error: unknown) => void = () => undefined,
): IntervalJob {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  const runOnce = () => {
    running ??= timedPass(name, pass).finally(() => {
      running = undefined;
    });
    return running;
  };
  return {
    start() {
      if (timer) return;
      timer = setInterval(() => void runOnce().catch(onError), intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running?.catch(() => 0);
    },
    runOnce,
  };
}

async function timedPass(name: string, pass: () => Promise<number>): Promise<number> {
  const startedAt = performance.now();
  try {
    const result = await pass();
    jobRuns.inc({ job: name, outcome: 'ok' });
    return result;
  } catch (error) {
    jobRuns.inc({ job: name, outcome: 'error' });
    throw error;
  } finally {
    jobDuration.observe({ job: name }, secondsSince(startedAt));
  }
}
