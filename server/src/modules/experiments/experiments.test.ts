import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { layoutExperiments, opsAuditLog } from '../../db/schema';
import { signIn, type SignedIn } from '../../testing/auth-session';
import { expectDataMatches, expectRefusal } from '../../testing/schema-assert';
import { testDatabases } from '../../testing/test-database';
import { openOpsApp, type OpsTestApp } from '../ops/ops-test-kit';
import { armFor } from './assignment';
import { DEVICE_COOKIE } from './viewer-key';
import { EXPERIMENT_MESSAGES } from './experiments.service';
import { LAYOUT_ARM_HEADER } from './experiment-serving';

describe('armFor', () => {
  it('gives each viewer one arm, the same every time, and splits 10 000 viewers close to the ratio', () => {
    for (const split of [50, 20, 90]) {
      let inB = 0;
      for (let viewer = 0; viewer < 10_000; viewer++) {
        const arm = armFor(7, `d:viewer-${viewer}`, split);
        expect(armFor(7, `d:viewer-${viewer}`, split)).toBe(arm);
        if (arm === 'B') inB += 1;
      }
      // 10 000 draws: the standard deviation of the share is at most 0.5 %; 2 % is four of them.
      expect(Math.abs(inB / 10_000 - split / 100)).toBeLessThan(0.02);
    }
  });

  it('assigns independently per experiment (a viewer is not B in every test)', () => {
    let same = 0;
    for (let viewer = 0; viewer < 2_000; viewer++) if (armFor(1, `u:${viewer}`, 50) === armFor(2, `u:${viewer}`, 50)) same += 1;
    expect(same / 2_000).toBeGreaterThan(0.45);
    expect(same / 2_000).toBeLessThan(0.55);
  });
});

interface Node {
  id: string;
  props?: { title?: string };
}

describe.each(testDatabases())('experiments on %s', (kind) => {
  let t: OpsTestApp;
  let publisher: { cookie: string };
  let editor: { cookie: string };
  let doctor: SignedIn;
  const ID = 'channel-home';
  const variantNode = {
    id: 'section-case',
    widget: 'section',
    props: { title: '精选病例', moreText: '查看全部' },
  };
  const load = (headers: Record<string, string> = {}) => t.app.inject({ url: `/layout/api/layouts/${ID}`, headers });
  const caseTitle = (body: { data: { body: Node[] } }) => body.data.body.find((node) => node.id === 'section-case')?.props?.title;

  beforeAll(async () => {
    t = await openOpsApp(kind);
    publisher = await t.signInAs('exp-publisher', 'publisher');
    editor = await t.signInAs('exp-editor', 'editor');
    doctor = await signIn(t.database, '13800000021');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is started by publishers only, on a node of the published layout, with a valid B', async () => {
    const start = { kind: 'section', node_id: 'section-case', variant_node: variantNode, split_b: 50 };
    expect((await t.ops('POST', `/layouts/${ID}/experiments`, editor, start)).statusCode).toBe(403);
    expectRefusal(await t.ops('POST', `/layouts/${ID}/experiments`, publisher, { ...start, node_id: 'nope' }), 400, EXPERIMENT_MESSAGES.nodeIdMismatch);
    expectRefusal(
      await t.ops('POST', `/layouts/${ID}/experiments`, publisher, { ...start, node_id: 'no-such-node', variant_node: { ...variantNode, id: 'no-such-node' } }),
      409,
      EXPERIMENT_MESSAGES.nodeMissing,
    );
    expectRefusal(await t.ops('POST', `/layouts/${ID}/experiments`, publisher, { ...start, split_b: 100 }), 400);
    expectRefusal(
      await t.ops('POST', `/layouts/${ID}/experiments`, publisher, { ...start, variant_node: { ...variantNode, widget: 'no-such-widget' } }),
      422,
      EXPERIMENT_MESSAGES.invalid,
    );
  });

  it('serves each viewer one arm: stable per signed-in user across devices, per device cookie for guests', async () => {
    const started = await t.ops('POST', `/layouts/${ID}/experiments`, publisher, {
      kind: 'section',
      node_id: 'section-case',
      variant_node: variantNode,
      split_b: 50,
    });
    expect(started.statusCode, started.body).toBe(200);
    expectDataMatches('schemas/ops/ops-experiment.json', started.json());
    const experiment = started.json().data as { id: number };
    expectRefusal(
      await t.ops('POST', `/layouts/${ID}/experiments`, publisher, { kind: 'section', node_id: 'section-case', variant_node: variantNode, split_b: 50 }),
      409,
      EXPERIMENT_MESSAGES.alreadyRunning,
    );

    // The doctor on two "devices" (different device cookies): the same arm, the matching document.
    const expected = armFor(experiment.id, `u:${doctor.userId}`, 50);
    for (const device of ['aaaaaaaaaaaaaaaaaaaaaa', 'bbbbbbbbbbbbbbbbbbbbbb']) {
      const answer = await load({ ...doctor.headers, cookie: `${DEVICE_COOKIE}=${device}` });
      expect(answer.headers[LAYOUT_ARM_HEADER]).toBe(`e${experiment.id}:${expected}`);
      expect(caseTitle(answer.json())).toBe(expected === 'B' ? '精选病例' : '病例');
      expect(answer.headers['cache-control']).toBe('private, no-cache');
    }

    // A guest gets a device cookie and keeps its arm with it.
    const first = await load();
    const cookie = String(first.headers['set-cookie']).split(';')[0];
    expect(cookie).toMatch(new RegExp(`^${DEVICE_COOKIE}=`));
    for (let visit = 0; visit < 3; visit++) {
      const again = await load({ cookie });
      expect(again.headers[LAYOUT_ARM_HEADER]).toBe(first.headers[LAYOUT_ARM_HEADER]);
      expect(again.headers['set-cookie']).toBeUndefined();
    }

    // Over many guests both arms are served, each with its own document and ETag (so no cache mixes them).
    const seen = new Map<string, { title: string | undefined; etag: string }>();
    for (let guest = 0; guest < 40; guest++) {
      const answer = await load({ cookie: `${DEVICE_COOKIE}=guest-device-${String(guest).padStart(6, '0')}` });
      seen.set(String(answer.headers[LAYOUT_ARM_HEADER]), { title: caseTitle(answer.json()), etag: String(answer.headers.etag) });
    }
    expect(seen.get(`e${experiment.id}:A`)?.title).toBe('病例');
    expect(seen.get(`e${experiment.id}:B`)?.title).toBe('精选病例');
    expect(seen.get(`e${experiment.id}:A`)?.etag).not.toBe(seen.get(`e${experiment.id}:B`)?.etag);
  });

  it('refuses split edits while the test runs, in Chinese', async () => {
    const [running] = await t.database.db.select().from(layoutExperiments).where(eq(layoutExperiments.status, 'running'));
    expectRefusal(
      await t.app.inject({ method: 'PATCH', url: `/ops/api/experiments/${running.id}`, headers: { cookie: publisher.cookie }, payload: { split_b: 80 } }),
      409,
      EXPERIMENT_MESSAGES.splitLocked,
    );
    const [after] = await t.database.db.select().from(layoutExperiments).where(eq(layoutExperiments.id, running.id));
    expect(after.splitB).toBe(50);
  });

  it('stopping with B publishes B in one action: a new audited revision every viewer gets', async () => {
    const [running] = await t.database.db.select().from(layoutExperiments).where(eq(layoutExperiments.status, 'running'));
    expect((await t.ops('POST', `/experiments/${running.id}/stop`, editor, { winner: 'B' })).statusCode).toBe(403);
    const before = (await t.ops('GET', `/layouts/${ID}`, publisher)).json().data as { revision: number };
    const stopped = await t.ops('POST', `/experiments/${running.id}/stop`, publisher, { winner: 'B' });
    expect(stopped.statusCode, stopped.body).toBe(200);
    const data = stopped.json().data as { status: string; winner: string; published_revision: number };
    expect(data).toMatchObject({ status: 'stopped', winner: 'B', published_revision: before.revision + 1 });
    const viewers: Array<Record<string, string>> = [{}, doctor.headers, { cookie: `${DEVICE_COOKIE}=cccccccccccccccccccccc` }];
    for (const headers of viewers) {
      const answer = await load(headers);
      expect(answer.headers[LAYOUT_ARM_HEADER]).toBeUndefined();
      expect(caseTitle(answer.json())).toBe('精选病例');
      expect(String(answer.headers.etag)).toMatch(new RegExp(`^"r${data.published_revision}-`));
    }
    const audit = await t.database.db.select().from(opsAuditLog).orderBy(desc(opsAuditLog.id)).limit(3);
    expect(audit.map((row) => row.action)).toEqual(['layout.experiment-stop', 'layout.publish', 'layout.save-draft']);
    expectRefusal(await t.ops('POST', `/experiments/${running.id}/stop`, publisher, { winner: 'A' }), 409, EXPERIMENT_MESSAGES.alreadyStopped);
    expectRefusal(
      await t.app.inject({ method: 'PATCH', url: `/ops/api/experiments/${running.id}`, headers: { cookie: publisher.cookie }, payload: { split_b: 80 } }),
      409,
      EXPERIMENT_MESSAGES.stopped,
    );
  });

  it('runs a whole-layout test against another revision; stopping with A changes nothing published', async () => {
    const current = (await t.ops('GET', `/layouts/${ID}`, publisher)).json().data as { revision: number };
    const started = await t.ops('POST', `/layouts/${ID}/experiments`, publisher, { kind: 'layout', variant_revision: 1, split_b: 30 });
    expect(started.statusCode, started.body).toBe(200);
    const experiment = started.json().data as { id: number };
    const arms = new Set<string>();
    for (let guest = 0; guest < 30; guest++) {
      const answer = await load({ cookie: `${DEVICE_COOKIE}=layout-device-${String(guest).padStart(6, '0')}` });
      const arm = String(answer.headers[LAYOUT_ARM_HEADER]);
      arms.add(arm);
      expect(caseTitle(answer.json())).toBe(arm.endsWith(':B') ? '病例' : '精选病例');
    }
    expect(arms).toEqual(new Set([`e${experiment.id}:A`, `e${experiment.id}:B`]));
    const stopped = await t.ops('POST', `/experiments/${experiment.id}/stop`, publisher, { winner: 'A' });
    expect(stopped.json().data).toMatchObject({ status: 'stopped', winner: 'A', published_revision: null });
    const after = (await t.ops('GET', `/layouts/${ID}`, publisher)).json().data as { revision: number };
    expect(after.revision).toBe(current.revision);
    const list = await t.ops('GET', `/layouts/${ID}/experiments`, editor);
    expectDataMatches('schemas/ops/ops-experiment-list.json', list.json());
    expect((list.json().data as { list: unknown[] }).list).toHaveLength(2);
  });
});
