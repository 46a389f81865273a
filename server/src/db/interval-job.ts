/** A background pass run on a timer: started in app.ts onReady (not under tests), stopped onClose. */
export interface IntervalJob {
  start(): void;
  /** Stops the timer and waits for a pass under way. */
  stop(): Promise<void>;
  /** One pass now (also what the timer runs); passes never overlap within one job. */
  runOnce(): Promise<number>;
}

/**
 * Runs `pass` every `intervalMs`; a tick while a pass is still running joins that pass instead of starting
 * another. A failed tick is reported to `onError` and the next tick tries again; the timer never keeps the
 * process alive.
 */
export function createIntervalJob(pass: () => Promise<number>, intervalMs: number, onError: (error: unknown) => void = () => undefined): IntervalJob {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  const runOnce = () => {
    running ??= pass().finally(() => {
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
