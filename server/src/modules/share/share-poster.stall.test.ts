import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenOnLoopback, measureDuringAttack, HONEST_WAIT_BOUNDS } from '../../testing/loop-stall';
import type { TestApp } from '../../testing/test-app';
import { testDatabases } from '../../testing/test-database';
import { askShare, openPosterApp, posterFiles, queryOf, realTargets } from './poster-test-kit';

// A *.stall.test.ts file runs in the `stall` test project, alone on the machine, so its latency figures
// measure this server and not the other test files sharing the CPU.
describe.each(testDatabases())('share posters under 20 parallel anonymous requests on %s', (kind) => {
  let t: TestApp;
  let dataDir: string;
  let baseUrl: string;
  beforeAll(async () => {
    ({ t, dataDir } = await openPosterApp(kind));
    baseUrl = await listenOnLoopback(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('draws posters for 20 parallel anonymous requests without stalling the event loop', async () => {
    const targets = await realTargets(t, 5);
    expect(targets).toHaveLength(20);
    const report = await measureDuringAttack(baseUrl, () => Promise.all(targets.map((target) => askShare(baseUrl, queryOf(target)))));
    expect(report.result.map((answer) => answer.code)).toEqual(targets.map(() => 0));
    expect(posterFiles(dataDir)).toHaveLength(20);
    expect(report.loopP99Ms).toBeLessThan(100);
    expect(report.healthzP99Ms).toBeLessThan(HONEST_WAIT_BOUNDS.p99Ms);
    expect(report.healthzMaxMs).toBeLessThan(HONEST_WAIT_BOUNDS.maxMs);
  });
});
