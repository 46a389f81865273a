import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../testing/test-app';
import { testDatabases } from '../testing/test-database';
import { countStatements } from '../testing/statement-count';

/**
 * A minute of a served process with nothing to do: the scheduler and the in-process video worker (with
 * its queue's supervision, monitor and delayed-job release) together send at most a statement a second.
 * A whole minute, because pg-boss's maintenance pass comes once a minute and is most of the total.
 */
const WATCH_MS = 61_000;

describe.each(testDatabases())('an idle served process on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await openTestApp(kind, {
      config: { mediaVideo: { maxMb: 5, maxMinutes: 1, worker: 'in-process' } },
      mediaWorker: true,
      authTestHooks: { scheduler: true },
    });
    await t.app.ready();
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it(
    'sends at most one statement a second over a minute',
    async () => {
      // A quiet minute is what is measured: there is no condition to wait on, only time passing.
      const sent = await countStatements(() => new Promise((resolve) => setTimeout(resolve, WATCH_MS)));
      expect(sent).toBeLessThanOrEqual(WATCH_MS / 1000);
    },
    WATCH_MS + 30_000,
  );
});
