import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpsSchedule, OpsSchedules } from '../../../../contract/generated/schema-types';
import { openTestApp, type TestApp } from '../../testing/test-app';
import { bothTestDatabases } from '../../testing/test-database';
import { countStatements } from '../../testing/statement-count';
import { withOpsHelpers, type OpsTestApp } from '../ops/ops-test-kit';

type Cookie = { cookie: string };
/** How long the idle process is watched: long enough that a once-a-second job would show several times. */
const IDLE_WATCH_MS = 3_000;

/**
 * A process with nothing to do sends (almost) nothing to the database: the scheduler sleeps until the next
 * known due time or a change, instead of looking every second. A schedule made in the console still goes
 * out at its time.
 */
describe.each(bothTestDatabases())('an idle process on %s', (kind) => {
  let t: TestApp;
  let ops: OpsTestApp;
  let publisher: Cookie;
  let editor: Cookie;

  beforeAll(async () => {
    // The scheduler's timer runs here (the default of the app), as in a served process.
    t = await openTestApp(kind, { authTestHooks: { scheduler: true } });
    await t.app.ready();
    ops = withOpsHelpers(t);
    publisher = await ops.signInAs('idle-publisher', 'publisher');
    editor = await ops.signInAs('idle-editor', 'editor');
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const data = async <T>(method: 'GET' | 'POST', url: string, who: Cookie, payload?: unknown) => {
    const response = await ops.ops(method, url, who, payload);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as T;
  };

  it('sends at most one statement a second while idle', async () => {
    // Whatever pass the start-up or the sign-ins woke has finished (runOnce joins a pass under way).
    await t.app.scheduler.runOnce();
    // A quiet period is what is measured: there is no condition to wait on, only time passing.
    const sent = await countStatements(() => new Promise((resolve) => setTimeout(resolve, IDLE_WATCH_MS)));
    expect(sent).toBeLessThanOrEqual(IDLE_WATCH_MS / 1000);
  });

  it('publishes a schedule made in the console at its time, woken by the change and its due time', async () => {
    await data('POST', '/content/messages', editor, { label: '新', title: '空闲时定时的通知' });
    const publishAt = new Date(Date.now() + 1_500);
    const created = await data<OpsSchedule>('POST', '/schedules', publisher, {
      target_type: 'content',
      target: 'messages',
      publish_at: publishAt.toISOString(),
    });
    const statusOf = async () => (await data<OpsSchedules>('GET', '/schedules', editor)).list.find((s) => s.id === created.id);
    await expect.poll(async () => (await statusOf())?.status, { timeout: 10_000, interval: 100 }).toBe('done');
    const done = await statusOf();
    expect(Date.parse(done!.done_at!)).toBeGreaterThanOrEqual(publishAt.getTime());
    // Within the scheduler's precision of its time (a loaded machine adds its own delay to a timer).
    expect(Date.parse(done!.done_at!) - publishAt.getTime()).toBeLessThan(3_000);
  });
});
