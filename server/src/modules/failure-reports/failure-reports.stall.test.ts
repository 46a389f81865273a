import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FailureReport } from '../../../../contract/generated/schema-types';
import { failureReportCounts } from '../../db/schema';
import { listenOnLoopback, measureRequestsDuringAttack, HONEST_WAIT_BOUNDS } from '../../testing/loop-stall';
import { startRemoteAttacker, type BurstAnswer, type BurstRequest } from '../../testing/remote-attacker';
import { openTestApp, type TestApp } from '../../testing/test-app';
import { bothTestDatabases } from '../../testing/test-database';
import { FAILURE_REPORTS_PATH } from './failure-reports.routes';
import { FAILURE_CAPS } from './failure-reports.service';

const BATCHES = 600;
const ADDRESSES = 20;
const REPORTS_PER_BATCH = 20;
const LAYOUT = 'my-history';
/** Rows an hour may gain for one layout: its own rows (40 nodes × 20) and the counter rows of the rest. */
const ROWS_PER_HOUR = FAILURE_CAPS.nodesPerLayoutHour * FAILURE_CAPS.rowsPerNodeHour + FAILURE_CAPS.nodesPerLayoutHour + 1;

// The flood as it was found: 600 anonymous batches of 20 made-up failures each from 20 addresses, a round at a
// time. The reports are counted in memory and written once a second, so /healthz stays fast during the flood,
// every report is counted, and the table gains no more rows than the caps allow however many batches come.
describe.each(bothTestDatabases())('600 anonymous batches of failure reports from 20 addresses on %s', (kind) => {
  let t: TestApp;
  let baseUrl: string;
  let attacker: Awaited<ReturnType<typeof startRemoteAttacker>>;
  let floods: BurstRequest[][];

  beforeAll(async () => {
    t = await openTestApp(kind, { config: { trustProxy: { hops: 1 } } });
    baseUrl = await listenOnLoopback(t.app);
    attacker = await startRemoteAttacker();
    // Built before the measuring starts: what is measured is the server's work, not the test's.
    floods = Array.from({ length: 4 }, (_, round) => flood(round));
  });
  afterAll(async () => {
    await attacker?.stop();
    await t?.close();
  });

  /** One round from 20 addresses of its own: an address may send 60 batches a minute, a round sends 30 from each. */
  const flood = (round: number): BurstRequest[] =>
    Array.from({ length: BATCHES }, (_, b) => {
      const reports: FailureReport[] = Array.from({ length: REPORTS_PER_BATCH }, (_, i) => ({
        kind: 'render-error',
        layout: LAYOUT,
        revision: 1,
        node: `flood-${(b * REPORTS_PER_BATCH + i) % 60}`,
        widget: 'section',
        version: 1,
        message: `made-up ${round}-${b}-${i}`,
      }));
      return {
        url: `${baseUrl}${FAILURE_REPORTS_PATH}`,
        method: 'POST',
        headers: { 'content-type': 'text/plain;charset=UTF-8', 'x-forwarded-for': `198.51.${100 + round}.${(b % ADDRESSES) + 1}` },
        body: JSON.stringify({ build: 'b', reports }),
      };
    });
  const allOk = (answers: BurstAnswer[]) => expect(answers.map((a) => a.status).filter((status) => status !== 200)).toEqual([]);

  it('keeps /healthz fast, counts every report and stores rows only within the caps', async () => {
    // The first flood of a fresh process also pays for compiling these code paths: once per process, not per attack.
    allOk(await attacker.burst(floods[0]));
    await t.app.failureReports.flush();

    // Three floods one after another: enough /healthz samples (a few hundred) that the p99 is a percentile,
    // not the single slowest answer on a shared machine.
    const during = await measureRequestsDuringAttack(baseUrl, ['/healthz'], async () => {
      const answers: BurstAnswer[] = [];
      for (let round = 1; round <= 3; round++) answers.push(...(await attacker.burst(floods[round])));
      await t.app.failureReports.flush();
      return answers;
    });
    allOk(during.result);
    expect(during.byPath['/healthz'].p99Ms, JSON.stringify(during.byPath)).toBeLessThan(HONEST_WAIT_BOUNDS.p99Ms);
    expect(during.byPath['/healthz'].maxMs, JSON.stringify(during.byPath)).toBeLessThan(HONEST_WAIT_BOUNDS.maxMs);

    // 2,400 batches, 48,000 reports: all counted, in at most the caps' rows of an hour (the floods may straddle one).
    const [stored] = await t.database.db
      .select({ rows: sql<number>`count(*)::int`, reports: sql<number>`coalesce(sum(${failureReportCounts.count}), 0)::int` })
      .from(failureReportCounts)
      .where(eq(failureReportCounts.layoutId, LAYOUT));
    expect(Number(stored.reports)).toBe(4 * BATCHES * REPORTS_PER_BATCH);
    expect(Number(stored.rows)).toBeGreaterThan(0);
    expect(Number(stored.rows)).toBeLessThanOrEqual(2 * ROWS_PER_HOUR);
    expect(Number(stored.rows)).toBeLessThan(2 * 1000);
  });
});
