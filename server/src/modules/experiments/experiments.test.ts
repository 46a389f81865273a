import { wilsonInterval } from '../section-analytics/confidence';
import { SECTION_EVENTS_PATH } from '../section-analytics/section-events.routes';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { layoutExperiments, opsAuditLog } from '../../db/schema';
import { signIn, type SignedIn } from '../../testing/auth-session';
import { expectDataMatches, expectRefusal } from '../../testing/schema-assert';
import { testDatabases } from '../../testing/test-database';
import { serveLayout } from '../../testing/served-layout';
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
      const answer = await load();
      seen.set(String(answer.headers[LAYOUT_ARM_HEADER]), { title: caseTitle(answer.json()), etag: String(answer.headers.etag) });
    }
    expect(seen.get(`e${experiment.id}:A`)?.title).toBe('病例');
    expect(seen.get(`e${experiment.id}:B`)?.title).toBe('精选病例');
    expect(seen.get(`e${experiment.id}:A`)?.etag).not.toBe(seen.get(`e${experiment.id}:B`)?.etag);
  });

  it('does not let a guest pick its arm by choosing its device cookie', async () => {
    const [running] = await t.database.db.select().from(layoutExperiments).where(eq(layoutExperiments.status, 'running'));
    // Cookies a guest made up so that the hash puts them all in B (as an attacker would search for them).
    const chosen: string[] = [];
    for (let i = 0; chosen.length < 20; i++)
      if (armFor(running.id, `d:pick-b-${i}-xxxxxxxxxxxx`, running.splitB) === 'B') chosen.push(`pick-b-${i}-xxxxxxxxxxxx`);
    const arms = new Set<string>();
    for (const value of chosen) {
      const answer = await load({ cookie: `${DEVICE_COOKIE}=${value}` });
      // The made-up id is replaced by the server's own, signed; the arm follows the server's id.
      const issued = /^bh_device=([^;]+)/.exec(String(answer.headers['set-cookie']))?.[1] ?? '';
      expect(issued).not.toContain(value);
      const id = issued.split('.')[0];
      expect(answer.headers[LAYOUT_ARM_HEADER]).toBe(`e${running.id}:${armFor(running.id, `d:${id}`, running.splitB)}`);
      arms.add(String(answer.headers[LAYOUT_ARM_HEADER]));
      // A signature moved onto another id is no signature.
      const moved = await load({ cookie: `${DEVICE_COOKIE}=${value}.${issued.split('.')[1]}` });
      expect(moved.headers['set-cookie']).toBeDefined();
    }
    expect(arms).toEqual(new Set([`e${running.id}:A`, `e${running.id}:B`]));
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
      const answer = await load();
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

  it('measures a test by its goal: comments posted after a click in the section, per arm with an interval', async () => {
    const started = await t.ops('POST', `/layouts/${ID}/experiments`, publisher, {
      kind: 'section',
      node_id: 'section-case',
      variant_node: variantNode,
      split_b: 50,
      goal: 'comments',
    });
    expect(started.statusCode, started.body).toBe(200);
    const experiment = started.json().data as { id: number; goal: string };
    expect(experiment.goal).toBe('comments');
    // Two guests, one served each arm: their section events carry the token of what they were served.
    const servedArms = new Map<string, { revision: number; token: string }>();
    while (servedArms.size < 2) {
      const served = await serveLayout(t, ID);
      servedArms.set(served.arm ?? '', served);
    }
    const tokenOf = (arm: 'A' | 'B') => servedArms.get(`e${experiment.id}:${arm}`) ?? { revision: 0, token: '' };
    const events = (arm: 'A' | 'B', kind: string, n: number, node = 'section-case') =>
      Array.from({ length: n }, () => ({
        layout: ID,
        revision: tokenOf(arm).revision,
        node,
        kind,
        arm: `e${experiment.id}:${arm}`,
        audience: null,
        token: tokenOf(arm).token,
        at: Date.now(),
      }));
    const post = async (payload: unknown[]) => {
      const posted = await t.app.inject({
        method: 'POST',
        url: SECTION_EVENTS_PATH,
        headers: { 'content-type': 'application/json' },
        payload: { events: payload },
      });
      expect(posted.statusCode, posted.body).toBe(200);
      return (posted.json().data as { accepted: number }).accepted;
    };
    // A third guest: clicks and goals with no exposure, and events for the arm it was not assigned, count nothing.
    const third = await serveLayout(t, ID);
    const thirdArm = (third.arm ?? '').slice(-1);
    const forged = (arm: string, kind: string, n: number) =>
      Array.from({ length: n }, () => ({
        layout: ID,
        revision: third.revision,
        node: 'section-case',
        kind,
        arm: `e${experiment.id}:${arm}`,
        audience: null,
        token: third.token,
        at: Date.now(),
      }));
    expect(await post([...forged(thirdArm, 'click', 10), ...forged(thirdArm, 'comment', 10)])).toBe(0);
    const notAssigned = thirdArm === 'A' ? 'B' : 'A';
    expect(await post([...forged(notAssigned, 'exposure', 5), ...forged(notAssigned, 'click', 5)])).toBe(0);
    const batch = [
      ...events('A', 'exposure', 100),
      ...events('A', 'click', 20),
      ...events('A', 'comment', 2),
      ...events('B', 'exposure', 100),
      ...events('B', 'click', 10),
      ...events('B', 'comment', 8),
      ...events('B', 'detail-view', 5),
      // Outside the section: not this test's numbers.
      ...events('B', 'comment', 30, 'section-live'),
    ];
    // The server takes 200 events per batch, as the app sends them.
    let accepted = 0;
    for (let from = 0; from < batch.length; from += 200) accepted += await post(batch.slice(from, from + 200));
    // Everything but the comments outside the section (no click there came first).
    expect(accepted).toBe(batch.length - 30);
    await t.app.sectionEvents.flush();
    const stats = await t.ops('GET', `/layouts/${ID}/section-stats?hours=1`, editor);
    expectDataMatches('schemas/ops/ops-section-stats.json', stats.json());
    const entry = (stats.json().data as { experiments: Array<{ id: number; goal: string; arms: Array<Record<string, unknown>> }> }).experiments.find(
      (e) => e.id === experiment.id,
    );
    expect(entry?.goal).toBe('comments');
    expect(entry?.arms.map(({ arm, exposures, clicks, conversions, rate }) => ({ arm, exposures, clicks, conversions, rate }))).toEqual([
      { arm: 'A', exposures: 100, clicks: 20, conversions: 2, rate: 0.02 },
      { arm: 'B', exposures: 100, clicks: 10, conversions: 8, rate: 0.08 },
    ]);
    // The interval is the goal's, not the click rate's.
    expect(entry?.arms[1]).toMatchObject({ ci_low: wilsonInterval(8, 100)?.low, ci_high: wilsonInterval(8, 100)?.high });
    expectRefusal(await t.ops('POST', `/layouts/${ID}/experiments`, publisher, { kind: 'layout', variant_revision: 1, split_b: 30, goal: 'likes' }), 400);
    await t.ops('POST', `/experiments/${experiment.id}/stop`, publisher, { winner: 'A' });
  });

  it('stopping with B keeps a newer draft: B goes live, and the draft comes back on top with B in it', async () => {
    type Editable = { document: { body: Node[] }; revision: number; published_revision: number; has_draft: boolean };
    const editable = async () => (await t.ops('GET', `/layouts/${ID}`, publisher)).json().data as Editable;
    const titleIn = (doc: { body: Node[] }, id: string) => doc.body.find((node) => node.id === id)?.props?.title;
    const started = await t.ops('POST', `/layouts/${ID}/experiments`, publisher, {
      kind: 'section',
      node_id: 'section-case',
      variant_node: { ...variantNode, props: { ...variantNode.props, title: '病例精选' } },
      split_b: 50,
    });
    expect(started.statusCode, started.body).toBe(200);
    const experiment = started.json().data as { id: number };
    // An editor saves a draft (another section retitled) and has not published it yet.
    const before = await editable();
    const liveTitle = titleIn(before.document, 'section-live');
    const draft = structuredClone(before.document);
    const live = draft.body.find((node) => node.id === 'section-live');
    if (!live?.props) throw new Error('the channel page has no 直播 section');
    live.props.title = '直播精选';
    const saved = await t.ops('PUT', `/layouts/${ID}/draft`, editor, { document: draft, base_revision: before.revision });
    expect(saved.statusCode, saved.body).toBe(200);
    const draftRevision = before.revision + 1;

    const stopped = await t.ops('POST', `/experiments/${experiment.id}/stop`, publisher, { winner: 'B' });
    expect(stopped.statusCode, stopped.body).toBe(200);
    const published = (stopped.json().data as { published_revision: number }).published_revision;
    expect(published).toBe(draftRevision + 1);
    // Live: B, and not the unpublished draft.
    const served = (await load()).json() as { data: { body: Node[] } };
    expect([titleIn(served.data, 'section-case'), titleIn(served.data, 'section-live')]).toEqual(['病例精选', liveTitle]);
    // The editor finds their draft on top, with B in it.
    const after = await editable();
    expect(after).toMatchObject({ revision: published + 1, published_revision: published, has_draft: true });
    expect([titleIn(after.document, 'section-case'), titleIn(after.document, 'section-live')]).toEqual(['病例精选', '直播精选']);

    // A whole-layout B cannot be merged into that draft: the stop says so and the test keeps running.
    const layoutTest = await t.ops('POST', `/layouts/${ID}/experiments`, publisher, { kind: 'layout', variant_revision: 1, split_b: 30 });
    const layoutId = (layoutTest.json().data as { id: number }).id;
    expectRefusal(await t.ops('POST', `/experiments/${layoutId}/stop`, publisher, { winner: 'B' }), 409, EXPERIMENT_MESSAGES.draftPending(published + 1));
    expect((await t.ops('GET', `/layouts/${ID}/experiments`, editor)).json().data.list.find((e: { id: number }) => e.id === layoutId)?.status).toBe('running');
    expect((await t.ops('POST', `/experiments/${layoutId}/stop`, publisher, { winner: 'A' })).statusCode).toBe(200);
  });
});
