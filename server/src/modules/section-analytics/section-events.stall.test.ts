import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sectionEvents } from '../../db/schema';
import { listenOnLoopback, measureRequestsDuringAttack } from '../../testing/loop-stall';
import { testDatabases } from '../../testing/test-database';
import { openOpsApp, type OpsTestApp } from '../ops/ops-test-kit';
import { SECTION_EVENTS_PATH } from './section-events.routes';

// Anonymous phones (or someone pretending to be many) send full batches of section events at once: the
// parsing, validation and buffered inserts must leave the server answering everyone else quickly.
describe.each(testDatabases())('60 parallel full batches of section events on %s', (kind) => {
  let t: OpsTestApp;
  let baseUrl: string;
  beforeAll(async () => {
    t = await openOpsApp(kind);
    baseUrl = await listenOnLoopback(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('leave /healthz fast, and every event is written', async () => {
    const body = JSON.stringify({
      events: Array.from({ length: 200 }, (_, i) => ({
        layout: 'channel-home',
        revision: 1,
        node: ['section-case', 'section-live', 'search'][i % 3],
        kind: i % 4 === 0 ? 'click' : 'exposure',
        arm: null,
        audience: null,
        at: Date.now(),
      })),
    });
    // The attack ends with the buffered events written: on PGlite those inserts run in the server's own
    // process, and /healthz is asked for while they do.
    const attack = async () => {
      const answers = await Promise.all(
        Array.from({ length: 60 }, () =>
          fetch(`${baseUrl}${SECTION_EVENTS_PATH}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body }).then(async (response) => ({
            status: response.status,
            body: await response.text(),
          })),
        ),
      );
      await t.app.sectionEvents.flush();
      return answers;
    };
    const report = await measureRequestsDuringAttack(baseUrl, ['/healthz'], attack);
    expect(
      report.result.every((answer) => answer.status === 200),
      JSON.stringify(report.result.map((a) => a.status)),
    ).toBe(true);
    const [{ n }] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(sectionEvents);
    expect(Number(n)).toBe(60 * 200);
    const summary = JSON.stringify(report.byPath);
    expect(report.byPath['/healthz'].p99Ms, summary).toBeLessThan(100);
  });
});
