import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FailureReport, LayoutDocument } from '../../../../contract/generated/schema-types';
import { failureReportCounts } from '../../db/schema';
import { expectDataMatches } from '../../testing/schema-assert';
import { openTestApp } from '../../testing/test-app';
import { testDatabases } from '../../testing/test-database';
import { limiterKinds, openTestLimiter, type TestLimiter } from '../../testing/test-limiters';
import { publishLayoutAsOperator, withOpsHelpers, type OpsTestApp } from '../ops/ops-test-kit';
import { createFailureReportBuffer, FAILURE_BUFFER_MAX_KEYS } from './failure-report-buffer';
import { FAILURE_BATCH_WINDOWS, FAILURE_BODY_LIMIT, FAILURE_REPORTS_PATH } from './failure-reports.routes';
import { bucketOf, FAILURE_CAPS, FAILURE_RULES, failureTotals, OTHER_MESSAGE, OTHER_NODE } from './failure-reports.service';

const WECHAT_ANDROID =
  'Mozilla/5.0 (Linux; Android 13; V2148A Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 XWEB/1160065 MMWEBSDK/20231202 MicroMessenger/8.0.47.2560(0x28002F35) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';

const MINUTE = 60_000;

const report = (change: Partial<FailureReport> = {}): FailureReport => ({
  kind: 'render-error',
  layout: 'channel-home',
  revision: 3,
  node: 'live-section',
  widget: 'section',
  version: 1,
  message: 'Cannot read properties of undefined (reading "map")',
  ...change,
});

describe.each(testDatabases())('failure reports on %s', (kind) => {
  describe.each(limiterKinds())('limiter in %s', (limiterKind) => {
    let t: OpsTestApp;
    let limiter: TestLimiter;
    // The reports' clock: real time (publishes are stamped by the database), moved by the tests.
    let offset = 0;
    let address = 0;
    const now = () => Date.now() + offset;
    /** Each test speaks from its own address, so the per-address limit only meets the test about it. */
    const nextAddress = () => `203.0.113.${++address}`;

    const post = (body: unknown, options: { address: string; agent?: string; contentType?: string }) =>
      t.app.inject({
        method: 'POST',
        url: FAILURE_REPORTS_PATH,
        remoteAddress: options.address,
        headers: { 'content-type': options.contentType ?? 'application/json', 'user-agent': options.agent ?? WECHAT_ANDROID },
        payload: typeof body === 'string' ? body : JSON.stringify(body),
      });

    // Accepted reports are written within a second; the tests write them at once before reading.
    const rows = async (layoutId: string) => {
      await t.app.failureReports.flush();
      return t.database.db.select().from(failureReportCounts).where(eq(failureReportCounts.layoutId, layoutId));
    };

    beforeAll(async () => {
      limiter = openTestLimiter(limiterKind);
      t = withOpsHelpers(await openTestApp(kind, { authTestHooks: { now, limiter: limiter.limiter } }));
    });
    afterAll(async () => {
      await t?.close();
      await limiter?.dispose();
    });

    it('accepts a batch and counts identical failures together, with the browser read from the user agent', async () => {
      // A minute into the current bucket: the posts below all land in it, however slow the machine.
      offset = bucketOf(Date.now()).getTime() + MINUTE - Date.now();
      const from = nextAddress();
      const answer = await post(
        {
          build: '202611242130',
          reports: [
            report({ layout: 'home-new' }),
            report({ layout: 'home-new' }),
            report({ layout: 'home-new', kind: 'unknown-widget', node: 'promo', widget: 'future-card', message: 'unknown widget "future-card"' }),
          ],
        },
        { address: from },
      );
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toMatchObject({ code: 0, data: { accepted: 3 } });
      const stored = await rows('home-new');
      expect(stored).toHaveLength(2);
      expect(stored.find((row) => row.kind === 'render-error')).toMatchObject({
        count: 2,
        nodeId: 'live-section',
        browser: '微信 8.0 · 安卓',
        build: '202611242130',
        revision: 3,
      });
      expect(stored.find((row) => row.kind === 'unknown-widget')).toMatchObject({ count: 1, widget: 'future-card', nodeId: 'promo' });

      // The same failure from another phone and browser, in the same bucket and in a later one.
      await post({ build: '202611242130', reports: [report({ layout: 'home-new' })] }, { address: nextAddress() });
      await post({ build: '202611242130', reports: [report({ layout: 'home-new' })] }, { address: nextAddress(), agent: SAFARI_IPHONE });
      offset += FAILURE_RULES.bucketMs;
      await post({ build: '202611242130', reports: [report({ layout: 'home-new' })] }, { address: nextAddress() });
      offset = 0;
      const renderRows = (await rows('home-new')).filter((row) => row.kind === 'render-error');
      // Wechat: one bucket with 3, the next with 1; Safari: its own row. Never a row per report.
      expect(renderRows.map((row) => `${row.browser}:${row.count}`).sort()).toEqual(['微信 8.0 · 安卓:1', '微信 8.0 · 安卓:3', '苹果浏览器 17.1 · 苹果手机:1']);
    });

    it('takes a beacon: the same JSON sent as text/plain', async () => {
      const answer = await post(
        { build: 'b1', reports: [report({ layout: 'article-detail', kind: 'widget-too-new', widget: 'rich-text', version: 9 })] },
        { address: nextAddress(), contentType: 'text/plain;charset=UTF-8' },
      );
      expect(answer.statusCode, answer.body).toBe(200);
      expect(await rows('article-detail')).toMatchObject([{ kind: 'widget-too-new', version: 9, count: 1 }]);
    });

    it('takes the page’s own errors beside the nodes, counting them without storing a node row', async () => {
      const errors = [
        { kind: 'uncaught-error', path: '/course/12', message: 'TypeError: x is undefined' },
        { kind: 'chunk-load-error', path: '/', message: 'Failed to fetch dynamically imported module' },
      ];
      const alone = await post({ build: 'b2', reports: [], errors }, { address: nextAddress(), contentType: 'text/plain;charset=UTF-8' });
      expect(alone.statusCode, alone.body).toBe(200);
      expect(alone.json()).toMatchObject({ data: { accepted: 2 } });
      const both = await post({ build: 'b2', reports: [report({ layout: 'topic-detail' })], errors: errors.slice(0, 1) }, { address: nextAddress() });
      expect(both.json()).toMatchObject({ data: { accepted: 2 } });
      expect(await rows('topic-detail')).toMatchObject([{ kind: 'render-error', count: 1 }]);
    });

    it('refuses bad input with a 4xx and a Chinese message, counting nothing', async () => {
      const from = nextAddress();
      const bad: Array<[unknown, string?]> = [
        ['{"build":', undefined],
        ['not json at all', 'text/plain'],
        [[report()], undefined],
        [{ build: 'b', reports: [] }],
        [{ build: 'b', reports: [report({ kind: 'other' as FailureReport['kind'] })] }],
        [{ build: 'b', reports: [report({ layout: '../etc' })] }],
        [{ build: 'b', reports: [report({ revision: -1 })] }],
        [{ build: 'b', reports: [report({ version: 1.5 })] }],
        [{ build: 'b', reports: [report({ message: 'x'.repeat(301) })] }],
        [{ build: 'b', reports: Array.from({ length: 21 }, (_, i) => report({ node: `n${i}` })) }],
        [{ build: 'has space', reports: [report()] }],
        [{ build: 'b', reports: [report({ message: 'nul \u0000 here' })] }],
        [{ reports: [report()] }],
        [{ build: 'b', reports: [], errors: [] }],
        [{ build: 'b', reports: [], errors: [{ kind: 'console-log', path: '/', message: 'm' }] }],
        [{ build: 'b', reports: [], errors: [{ kind: 'uncaught-error', path: 'https://evil.example/', message: 'm' }] }],
        [{ build: 'b', reports: [], errors: Array.from({ length: 21 }, (_, i) => ({ kind: 'uncaught-error', path: '/', message: `m${i}` })) }],
      ];
      for (const [body, contentType] of bad) {
        const answer = await post(body, { address: from, contentType });
        expect(answer.statusCode, `${JSON.stringify(body).slice(0, 80)} → ${answer.body}`).toBeGreaterThanOrEqual(400);
        expect(answer.statusCode).toBeLessThan(500);
        expect((answer.json() as { message: string }).message).toMatch(/[\u4e00-\u9fff]/);
      }
      const huge = await post({ build: 'b', reports: [report({ message: 'x'.repeat(FAILURE_BODY_LIMIT) })] }, { address: from });
      expect(huge.statusCode).toBe(413);
      expect(await rows('channel-home')).toEqual([]);
    });

    it('limits batches per address, with Retry-After, and lets the address in again after the window', async () => {
      const from = nextAddress();
      const perMinute = FAILURE_BATCH_WINDOWS[0].limit;
      const batch = { build: 'b', reports: [report({ layout: 'topic-desc' })] };
      for (let i = 0; i < perMinute; i += 1) expect((await post(batch, { address: from })).statusCode).toBe(200);
      const refused = await post(batch, { address: from });
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.json().message).toMatch(/故障报告过于频繁/);
      // Malformed batches are refused before their body is read: they count too, and change nothing.
      expect((await post('{', { address: from })).statusCode).toBe(429);
      // Another address is not affected.
      expect((await post(batch, { address: nextAddress() })).statusCode).toBe(200);
      offset += MINUTE + 1000;
      expect((await post(batch, { address: from })).statusCode).toBe(200);
      offset = 0;
      // Summed: the minute moved on may have started another bucket.
      expect((await rows('topic-desc')).reduce((sum, row) => sum + row.count, 0)).toBe(perMinute + 2);
    });

    it('prunes buckets past keeping when reports arrive', async () => {
      offset = -FAILURE_RULES.keepMs - 60 * MINUTE;
      await post({ build: 'b', reports: [report({ layout: 'course-detail' })] }, { address: nextAddress() });
      // A process prunes at most every ten minutes: the next batch after that does.
      offset = FAILURE_RULES.pruneEveryMs + MINUTE;
      await post({ build: 'b', reports: [report({ layout: 'course-detail', node: 'fresh' })] }, { address: nextAddress() });
      offset = 0;
      await expect.poll(async () => (await rows('course-detail')).map((row) => row.nodeId)).toEqual(['fresh']);
    });

    it('shows the console a layout’s failures and the layouts with failures; operators only', async () => {
      const publisher = await t.signInAs('failure-reader', 'editor');
      expect((await t.ops('GET', '/layouts/home-new/failures', null)).statusCode).toBe(401);
      expect((await t.ops('GET', '/failures', null)).statusCode).toBe(401);
      const list = await t.ops('GET', '/layouts/home-new/failures?hours=24', publisher);
      expectDataMatches('schemas/ops/ops-failure-reports.json', list.json());
      const failures = list.json().data.list as Array<Record<string, unknown>>;
      expect(failures.find((row) => row.kind === 'render-error' && row.browser === '微信 8.0 · 安卓')).toMatchObject({
        count: 4,
        node: 'live-section',
        widget: 'section',
        version: 1,
        build: '202611242130',
        revision: 3,
      });
      const layouts = await t.ops('GET', '/failures?hours=24', publisher);
      expectDataMatches('schemas/ops/ops-failure-layouts.json', layouts.json());
      expect(layouts.json().data.list).toContainEqual(expect.objectContaining({ layout_id: 'home-new', count: 6, nodes: 2 }));
      expect((await t.ops('GET', '/layouts/home-new/failures?hours=0', publisher)).statusCode).toBe(400);
      expect((await t.ops('GET', '/layouts/..%2Fx/failures', publisher)).statusCode).toBe(400);
    });

    it('stores a tap that went nowhere (broken-link) and lists it in 故障报告 with the section that fired it', async () => {
      const broken = report({ kind: 'broken-link', layout: 'topic-list', node: 'section-case', message: '没有名为 "no-such-route" 的页面' });
      const answer = await post({ build: '202611242130', reports: [broken] }, { address: nextAddress() });
      expect(answer.statusCode, answer.body).toBe(200);
      const reader = await t.signInAs('broken-link-reader', 'editor');
      const list = await t.ops('GET', '/layouts/topic-list/failures?hours=24', reader);
      expectDataMatches('schemas/ops/ops-failure-reports.json', list.json());
      expect(list.json().data.list).toContainEqual(
        expect.objectContaining({ kind: 'broken-link', node: 'section-case', widget: 'section', message: '没有名为 "no-such-route" 的页面', count: 1 }),
      );
    });

    it('names a publish followed by a spike of failures, not one whose failures were there before', async () => {
      const publisher = await t.signInAs('failure-publisher', 'publisher');
      const spikeAfter = async (layoutId: string, before: number, after: number) => {
        const current = await t.ops('GET', `/layouts/${layoutId}`, publisher);
        const document = current.json().data.document as LayoutDocument;
        offset = -10 * MINUTE;
        for (let i = 0; i < before; i += 1)
          await post({ build: 'b', reports: [report({ layout: layoutId, node: `before-${i}` })] }, { address: nextAddress() });
        offset = 0;
        const { revision } = await publishLayoutAsOperator(t, { ...document, title: `${document.title ?? ''}。` }, 'failure-publisher');
        for (let i = 0; i < after; i += 1)
          await post({ build: 'b', reports: [report({ layout: layoutId, revision, node: `after-${i}` })] }, { address: nextAddress() });
        return revision;
      };
      const spiking = await spikeAfter('live-list', 1, FAILURE_RULES.spikeMinimum + 1);
      await spikeAfter('article-list', 4, FAILURE_RULES.spikeMinimum + 1);
      const answer = await t.ops('GET', '/failures/spikes', publisher);
      expectDataMatches('schemas/ops/ops-failure-spikes.json', answer.json());
      const spikes = answer.json().data as { window_minutes: number; list: Array<{ layout_id: string }> };
      expect(spikes.window_minutes).toBe(15);
      expect(spikes.list).toEqual([expect.objectContaining({ layout_id: 'live-list', revision: spiking, before: 1, after: FAILURE_RULES.spikeMinimum + 1 })]);
      // Two hours later the publish is old news.
      offset = FAILURE_RULES.spikeRecentMs + MINUTE;
      expect((await t.ops('GET', '/failures/spikes', publisher)).json().data.list).toEqual([]);
      offset = 0;
    });

    it('stores nothing for a layout the server does not have (counted in the metrics only)', async () => {
      const answer = await post({ build: 'b', reports: [report({ layout: 'no-such-layout' })] }, { address: nextAddress() });
      expect(answer.json()).toMatchObject({ code: 0, data: { accepted: 1 } });
      expect(await rows('no-such-layout')).toEqual([]);
    });

    it('keeps 600 batches of made-up messages from 20 addresses to a bounded number of rows, counting every report', async () => {
      // Two minutes into an hour, so the flood stays in one hour however slow the machine.
      offset = Math.floor(Date.now() / (60 * MINUTE)) * 60 * MINUTE + 2 * MINUTE - Date.now();
      const layout = 'my-history';
      const batches = 600;
      for (let b = 0; b < batches; b += 1) {
        const reports = Array.from({ length: 20 }, (_, i) => report({ layout, node: `flood-${(b * 20 + i) % 60}`, message: `made-up ${b}-${i}` }));
        const answer = await post({ build: 'b', reports }, { address: `198.51.100.${(b % 20) + 1}` });
        expect(answer.statusCode, answer.body).toBe(200);
      }
      offset = 0;
      const stored = await rows(layout);
      const { nodesPerLayoutHour, rowsPerNodeHour } = FAILURE_CAPS;
      // Rows of their own: at most 40 nodes × 20; the rest in one counter row per node (and one for the nodes past 40).
      const own = stored.filter((row) => row.message !== OTHER_MESSAGE);
      const other = stored.filter((row) => row.message === OTHER_MESSAGE);
      expect(own.length).toBe(nodesPerLayoutHour * rowsPerNodeHour);
      expect(new Set(own.map((row) => row.nodeId)).size).toBe(nodesPerLayoutHour);
      expect(other.length).toBeLessThanOrEqual(nodesPerLayoutHour + 1);
      expect(other.map((row) => row.nodeId)).toContain(OTHER_NODE);
      expect(stored.length).toBeLessThan(1000); // was 12,000
      expect(stored.reduce((sum, row) => sum + row.count, 0)).toBe(batches * 20);
      // Each row keeps at most a handful of reporter keys, never an address.
      expect(Math.max(...stored.map((row) => row.reporters.length))).toBeLessThanOrEqual(FAILURE_CAPS.reportersPerRow);
      expect(JSON.stringify(stored)).not.toContain('198.51.100.');

      const reader = await t.signInAs('flood-reader', 'editor');
      const list = await t.ops('GET', `/layouts/${layout}/failures?hours=24`, reader);
      expectDataMatches('schemas/ops/ops-failure-reports.json', list.json());
      expect(list.json().data.list.length).toBeLessThanOrEqual(FAILURE_RULES.listLimit);
      // The counter rows lead: every one of the 20 addresses reported there.
      expect(list.json().data.list[0]).toMatchObject({ message: OTHER_MESSAGE, reporters: 20 });
    });

    it('ranks a layout’s failures by how many distinct reporters sent them, then by count', async () => {
      const layout = 'my-focus';
      const from = nextAddress();
      const loud = report({ layout, node: 'loud', message: 'one phone, many times' });
      for (let i = 0; i < 10; i += 1) await post({ build: 'b', reports: [loud] }, { address: from });
      const wide = report({ layout, node: 'wide', message: 'three networks' });
      for (let i = 0; i < 3; i += 1) await post({ build: 'b', reports: [wide] }, { address: nextAddress() });
      const reader = await t.signInAs('rank-reader', 'editor');
      const list = (await t.ops('GET', `/layouts/${layout}/failures?hours=24`, reader)).json();
      expectDataMatches('schemas/ops/ops-failure-reports.json', list);
      expect(list.data.list.map((row: { node: string; count: number; reporters: number }) => [row.node, row.count, row.reporters])).toEqual([
        ['wide', 3, 3],
        ['loud', 10, 1],
      ]);
      const layouts = (await t.ops('GET', '/failures?hours=24', reader)).json();
      expectDataMatches('schemas/ops/ops-failure-layouts.json', layouts);
      expect(layouts.data.list).toContainEqual(expect.objectContaining({ layout_id: layout, count: 13, reporters: 4 }));
    });

    it('raises no spike warning for one anonymous client’s batch, however many failures it names', async () => {
      const publisher = await t.signInAs('spike-faker', 'publisher');
      const layoutId = 'my-setting';
      const document = (await t.ops('GET', `/layouts/${layoutId}`, publisher)).json().data.document as LayoutDocument;
      const { revision } = await publishLayoutAsOperator(t, { ...document, title: `${document.title ?? ''}。` }, 'spike-faker');
      const faked = Array.from({ length: 20 }, (_, i) => report({ layout: layoutId, revision, node: `fake-${i}`, message: `fake ${i}` }));
      expect((await post({ build: 'b', reports: faked }, { address: nextAddress() })).statusCode).toBe(200);
      const spikes = async () => ((await t.ops('GET', '/failures/spikes', publisher)).json().data.list as Array<{ layout_id: string }>).map((s) => s.layout_id);
      expect(await spikes()).not.toContain(layoutId);
      // Two more clients: now three distinct reporters, and the warning shows.
      for (let i = 0; i < 2; i += 1)
        await post({ build: 'b', reports: [report({ layout: layoutId, revision, node: 'fake-0', message: 'fake 0' })] }, { address: nextAddress() });
      expect(await spikes()).toContain(layoutId);
    });

    it('keeps totals by kind and widget queryable for metrics', async () => {
      await t.app.failureReports.flush();
      const totals = await failureTotals(t.database.db, 24, now());
      expect(totals).toContainEqual({ kind: 'widget-too-new', widget: 'rich-text', count: 1 });
      const [row] = await t.database.db
        .select()
        .from(failureReportCounts)
        .where(and(eq(failureReportCounts.layoutId, 'article-detail'), eq(failureReportCounts.kind, 'widget-too-new')));
      expect(row.count).toBe(1);
    });
  });
});

describe.each(testDatabases())('failure reports held in memory on %s', (kind) => {
  it('refuses batches past the bound of distinct rows held, and takes them again once written', async () => {
    const t = await openTestApp(kind);
    // A buffer of its own that is written only when told: the bound is met within one write's worth.
    const buffer = createFailureReportBuffer(t.database.db, { flushMs: 3_600_000 });
    try {
      const batch = (n: number) => ({ build: 'b', reports: Array.from({ length: 20 }, (_, i) => report({ layout: `made-up-${n}-${i}` })) });
      let accepted = 0;
      while (buffer.add(batch(accepted), '-', 'reporter', Date.now())) accepted += 1;
      expect(accepted * 20).toBeLessThanOrEqual(FAILURE_BUFFER_MAX_KEYS);
      expect(accepted * 20).toBeGreaterThan(FAILURE_BUFFER_MAX_KEYS - 40);
      await buffer.flush();
      expect(buffer.add(batch(accepted), '-', 'reporter', Date.now())).toBe(true);
    } finally {
      await buffer.close();
      await t.close();
    }
  });
});

describe.each(testDatabases())('failure reports when the server stops on %s', (kind) => {
  it('writes the reports it acknowledged before it closes, summed with their distinct reporters', async () => {
    const t = await openTestApp(kind);
    try {
      const layout = 'my-history';
      for (const address of ['203.0.113.201', '203.0.113.202', '203.0.113.201']) {
        const answer = await t.app.inject({
          method: 'POST',
          url: FAILURE_REPORTS_PATH,
          remoteAddress: address,
          headers: { 'content-type': 'application/json', 'user-agent': WECHAT_ANDROID },
          payload: JSON.stringify({ build: 'b', reports: [report({ layout }), report({ layout })] }),
        });
        expect(answer.json()).toMatchObject({ code: 0, data: { accepted: 2 } });
      }
      // A clean stop right after the answers, within the second the reports wait in memory: closing writes them.
      await t.app.close();
      const stored = await t.database.db.select().from(failureReportCounts).where(eq(failureReportCounts.layoutId, layout));
      expect(stored.map((row) => [row.count, row.reporters.length])).toEqual([[6, 2]]);
    } finally {
      await t.close();
    }
  });
});
