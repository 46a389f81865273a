import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sectionEvents } from '../../db/schema';
import { listenOnLoopback, measureRequestsDuringAttack } from '../../testing/loop-stall';
import { startRemoteAttacker } from '../../testing/remote-attacker';
import { bothTestDatabases } from '../../testing/test-database';
import { openOpsApp, type OpsTestApp } from '../ops/ops-test-kit';
import { SECTION_EVENTS_PATH } from './section-events.routes';

const BATCHES = 60;
const EVENTS_PER_BATCH = 200;

// Anonymous phones (or someone pretending to be many) send full batches of section events at once: the
// parsing, validation and buffered inserts must leave the server answering everyone else quickly.
describe.each(bothTestDatabases())('60 parallel full batches of section events on %s', (kind) => {
  let t: OpsTestApp;
  let baseUrl: string;
  let attacker: Awaited<ReturnType<typeof startRemoteAttacker>>;
  beforeAll(async () => {
    t = await openOpsApp(kind);
    baseUrl = await listenOnLoopback(t.app);
    attacker = await startRemoteAttacker();
  });
  afterAll(async () => {
    await attacker?.stop();
    await t?.close();
  });

  it('leave /healthz fast, and every event is written', async () => {
    const body = JSON.stringify({
      events: Array.from({ length: EVENTS_PER_BATCH }, (_, i) => ({
        layout: 'channel-home',
        revision: 1,
        node: ['section-case', 'section-live', 'search'][i % 3],
        kind: i % 4 === 0 ? 'click' : 'exposure',
        arm: null,
        audience: null,
        at: Date.now(),
      })),
    });
    const request = { url: `${baseUrl}${SECTION_EVENTS_PATH}`, method: 'POST', headers: { 'content-type': 'application/json' }, body };
    // The attack ends with the buffered events written: on PGlite those inserts run in the server's own
    // process, and /healthz is asked for while they do.
    const attack = async () => {
      const answers = await attacker.burst(Array.from({ length: BATCHES }, () => request));
      await t.app.sectionEvents.flush();
      return answers;
    };
    // A server that has been up a while has parsed and written batches before. The first burst of a fresh
    // process also pays for compiling those code paths (PGlite's insert path most of all): once per
    // process, not per attack, so it is not what is measured.
    const warmUp = await attack();
    const report = await measureRequestsDuringAttack(baseUrl, ['/healthz'], attack);
    for (const answers of [warmUp, report.result]) {
      expect(
        answers.every((answer) => answer.status === 200),
        JSON.stringify(answers.map((a) => a.status)),
      ).toBe(true);
    }
    const [{ n }] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(sectionEvents);
    expect(Number(n)).toBe(2 * BATCHES * EVENTS_PER_BATCH);
    const summary = JSON.stringify(report.byPath);
    expect(report.byPath['/healthz'].p99Ms, summary).toBeLessThan(100);
  });
});
