import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sectionEvents, sectionStatsHourly } from '../../db/schema';
import { expectDataMatches, expectRefusal } from '../../testing/schema-assert';
import { bothTestDatabases } from '../../testing/test-database';
import { openTestApp, testConfig } from '../../testing/test-app';
import { serveLayout } from '../../testing/served-layout';
import { withOpsHelpers, type OpsTestApp } from '../ops/ops-test-kit';
import { wilsonInterval } from './confidence';
import { insertSectionEvents, type StoredSectionEvent } from './section-events.repository';
import { EVENT_KIND, emptyTally, type Tally } from '../../shared/section-event-kinds';
import { SECTION_EVENTS_PATH } from './section-events.routes';
import { analyticsKey, verifySectionToken } from '../../shared/section-token';
import { rollUpAll, SECTION_HOURS_KEPT_DAYS } from './section-rollup';

describe('wilsonInterval', () => {
  it('brackets the rate and narrows with more exposures', () => {
    const small = wilsonInterval(5, 50)!;
    const large = wilsonInterval(500, 5000)!;
    expect(small.low).toBeLessThan(0.1);
    expect(small.high).toBeGreaterThan(0.1);
    expect(large.high - large.low).toBeLessThan(small.high - small.low);
    expect(wilsonInterval(0, 0)).toBeNull();
    expect(wilsonInterval(3, 2)!.high).toBeLessThanOrEqual(1);
  });
});

const PER_IP_MINUTE = 100;

describe.each(bothTestDatabases())('section events on %s', (kind) => {
  let t: OpsTestApp;
  let editor: { cookie: string };
  const ID = 'channel-home';
  // What the app got with the layout answer: its revision and section token (set in beforeAll).
  let served = { revision: 1, token: '' };
  const event = (overrides: Record<string, unknown> = {}) => ({
    layout: ID,
    revision: served.revision,
    node: 'section-case',
    kind: 'exposure',
    arm: null,
    audience: null,
    token: served.token,
    at: Date.now(),
    ...overrides,
  });
  const hourRows = () => t.database.db.select().from(sectionStatsHourly);
  const sumOf = async (node: string, field: 'exposures' | 'clicks' | 'comments' = 'exposures') =>
    (await hourRows()).filter((row) => row.nodeId === node && row.revision === served.revision).reduce((sum, row) => sum + row[field], 0);
  const post = (payload: unknown, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
    t.app.inject({ method: 'POST', url: SECTION_EVENTS_PATH, headers, payload: typeof payload === 'string' ? payload : JSON.stringify(payload) });
  const rawCount = async () => Number((await t.database.db.select({ n: sql<number>`count(*)` }).from(sectionEvents))[0].n);

  beforeAll(async () => {
    // A limit the other tests stay under from their address; the limit test uses an address of its own.
    t = withOpsHelpers(await openTestApp(kind, { config: { security: { ...testConfig().security, sectionEventsPerIpMinute: PER_IP_MINUTE } } }));
    editor = await t.signInAs('stats-editor', 'editor');
    served = await serveLayout(t, ID);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("counts an anonymous batch carrying the layout answer's token: one hour row per node, however many events", async () => {
    await t.app.sectionEvents.flush();
    const [case0, list0, live0] = [await sumOf('section-case'), await sumOf('section-case-list', 'clicks'), await sumOf('section-live')];
    const response = await post({
      events: [event(), event({ kind: 'click', node: 'section-case-list', audience: 'doctor' }), event({ node: 'section-live' })],
    });
    expect(response.statusCode, response.body).toBe(200);
    expectDataMatches('schemas/analytics/section-events-accepted.json', response.json());
    expect(response.json().data.accepted).toBe(3);
    await t.app.sectionEvents.flush();
    expect([await sumOf('section-case'), await sumOf('section-case-list', 'clicks'), await sumOf('section-live')]).toEqual([case0 + 1, list0 + 1, live0 + 1]);
    // No raw row per event any more: counts are summed in memory and added onto the hour.
    expect(await rawCount()).toBe(0);
  });

  it('does not count events without the token, with a forged or foreign one, for nodes or arms not served', async () => {
    await t.app.sectionEvents.flush();
    const before = JSON.stringify(await hourRows());
    const [expires, tag, signature] = served.token.split('.');
    const forged = [
      event({ token: null }),
      event({ token: undefined }),
      event({ token: `${expires}.${tag}.${'A'.repeat(22)}` }),
      event({ token: `${(parseInt(expires, 36) + 3600).toString(36)}.${tag}.${signature}` }),
      event({ revision: served.revision + 1 }),
      event({ layout: 'home' }),
      event({ node: 'no-such-node' }),
      event({ node: 'x'.repeat(100) }),
      event({ arm: 'e1:B' }),
      event({ kind: 'click', arm: 'e1:A' }),
    ];
    const response = await post({ events: forged });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.accepted).toBe(0);
    await t.app.sectionEvents.flush();
    expect(JSON.stringify(await hourRows())).toBe(before);
    // The same token hours later has expired (valid six hours, rounded up to the hour).
    const key = analyticsKey(testConfig().auth.secret);
    const claims = { layout: ID, revision: served.revision, arm: '' };
    expect(verifySectionToken(key, served.token, claims, Date.now())).not.toBeNull();
    expect(verifySectionToken(key, served.token, claims, Date.now() + 8 * 3_600_000)).toBeNull();
  });

  it('counts a click only after an exposure of its section under the same token: ten forged click requests make no rate above 100 %', async () => {
    await t.app.sectionEvents.flush();
    // A fresh viewer token would be per viewer; the public token is shared, so a layout of its own keeps the counts apart.
    const node = 'section-download';
    const inside = 'section-download-list';
    const [shown0, clicks0] = [await sumOf(node), await sumOf(inside, 'clicks')];
    // Clicks with no exposure: held back (at most three), never counted on their own.
    for (let i = 0; i < 10; i++)
      expect((await post({ events: Array.from({ length: 20 }, () => event({ node: inside, kind: 'click' })) })).json().data.accepted).toBe(0);
    await t.app.sectionEvents.flush();
    expect(await sumOf(inside, 'clicks')).toBe(clicks0);
    // One exposure of the section lets one held tap count (the tap came before the section counted as seen).
    expect((await post({ events: [event({ node })] })).json().data.accepted).toBe(2);
    // Then ten more requests of clicks: each needs an exposure of its own.
    for (let i = 0; i < 10; i++) await post({ events: [event({ node }), ...Array.from({ length: 20 }, () => event({ node: inside, kind: 'click' }))] });
    await t.app.sectionEvents.flush();
    expect([(await sumOf(node)) - shown0, (await sumOf(inside, 'clicks')) - clicks0]).toEqual([11, 11]);
    const stats = (await t.ops('GET', `/layouts/${ID}/section-stats?hours=24`, editor)).json().data as {
      sections: Array<{ node_id: string; current: { exposures: number; clicks: number; ctr: number | null } }>;
    };
    for (const section of stats.sections) expect(section.current.ctr ?? 0, section.node_id).toBeLessThanOrEqual(1);
  });

  it('refuses bad batches with a 4xx and stores nothing of them', async () => {
    const before = await rawCount();
    const bad: Array<[unknown, number]> = [
      ['{not json', 400],
      [{}, 400],
      [{ events: [] }, 400],
      [{ events: 'x' }, 400],
      [{ events: [event({ kind: 'hover' })] }, 400],
      [{ events: [event({ node: 'Bad Node!' })] }, 400],
      [{ events: [event({ layout: '../etc' })] }, 400],
      [{ events: [event({ revision: 0 })] }, 400],
      [{ events: [event({ revision: 'abc' })] }, 400],
      [{ events: [event({ arm: 'anything' })] }, 400],
      [{ events: [event({ token: 'not-a-token' })] }, 400],
      [{ events: [event(), 5] }, 400],
      [{ events: Array.from({ length: 201 }, () => event()) }, 400],
      [{ events: [event({ node: 'a'.repeat(70_000) })] }, 413],
    ];
    for (const [payload, status] of bad) {
      const response = await post(payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(status);
      expect(response.json().code).not.toBe(0);
    }
    expect((await post(JSON.stringify({ events: [event()] }), { 'content-type': 'text/html' })).statusCode).toBe(415);
    await t.app.sectionEvents.flush();
    expect(await rawCount()).toBe(before);
  });

  it('limits batches per client address with a 429 and a wait', async () => {
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: SECTION_EVENTS_PATH,
        remoteAddress: '203.0.113.9',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ events: [event()] }),
      });
    for (let i = 0; i < PER_IP_MINUTE; i++) expect((await send()).statusCode).toBe(200);
    const refused = await send();
    expectRefusal(refused, 429, /上报过于频繁/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not held back by that one.
    expect((await post({ events: [event()] })).statusCode).toBe(200);
  });

  it('gathers many batches into one hour row and counts every event', async () => {
    await t.app.sectionEvents.flush();
    const before = await sumOf('section-medical-column');
    const rowsBefore = (await hourRows()).length;
    await Promise.all(Array.from({ length: 30 }, () => post({ events: Array.from({ length: 100 }, () => event({ node: 'section-medical-column' })) })));
    await t.app.sectionEvents.flush();
    expect(await sumOf('section-medical-column')).toBe(before + 3000);
    expect((await hourRows()).length - rowsBefore).toBeLessThanOrEqual(1);
  });

  it('rolls raw rows up per layout, revision, node, arm and hour: the hours equal the raw counts, and raw rows go', async () => {
    await t.app.sectionEvents.flush();
    await rollUpAll(t.database.db);
    await t.database.db.delete(sectionStatsHourly);
    const base = Date.UTC(2026, 0, 5, 8);
    const events: StoredSectionEvent[] = [];
    const expected = new Map<string, Tally>();
    const kinds = [
      EVENT_KIND.exposure,
      EVENT_KIND.exposure,
      EVENT_KIND.exposure,
      EVENT_KIND.click,
      EVENT_KIND['detail-view'],
      EVENT_KIND.booking,
      EVENT_KIND.comment,
    ];
    const field = { 1: 'exposures', 2: 'clicks', 3: 'detailViews', 4: 'bookings', 5: 'comments' } as const;
    let seed = 17;
    const next = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
    for (let i = 0; i < 3000; i++) {
      const row: StoredSectionEvent = {
        layoutId: next(3) === 0 ? 'home-new' : ID,
        revision: 1 + next(2),
        nodeId: ['section-case', 'section-live', 'search'][next(3)],
        arm: ['', 'e1:A', 'e1:B'][next(3)],
        audience: '',
        kind: kinds[next(kinds.length)],
        at: new Date(base + next(3 * 3_600_000)),
      };
      events.push(row);
      const key = [row.layoutId, row.revision, row.nodeId, row.arm, Math.floor(row.at.getTime() / 3_600_000) * 3_600_000].join('|');
      const seen = expected.get(key) ?? emptyTally();
      seen[field[row.kind]] += 1;
      expected.set(key, seen);
    }
    // Two inserts and a roll-up in between: the second pass adds onto the hours of the first.
    await insertSectionEvents(t.database.db, events.slice(0, 1200));
    expect(await rollUpAll(t.database.db)).toBe(1200);
    await insertSectionEvents(t.database.db, events.slice(1200));
    expect(await rollUpAll(t.database.db)).toBe(1800);
    expect(await rawCount()).toBe(0);
    const hours = await t.database.db.select().from(sectionStatsHourly);
    const actual = new Map(
      hours.map((row) => [
        [row.layoutId, row.revision, row.nodeId, row.arm, row.hour.getTime()].join('|'),
        { exposures: row.exposures, clicks: row.clicks, detailViews: row.detailViews, bookings: row.bookings, comments: row.comments },
      ]),
    );
    expect(actual).toEqual(expected);
  });

  it('shows the console per-section numbers from rolled-up hours and raw rows not rolled up yet', async () => {
    await t.database.db.delete(sectionStatsHourly);
    const revision = served.revision;
    const batch = (node: string, kind: string, n: number) => Array.from({ length: n }, () => event({ node, kind }));
    await post({ events: [...batch('section-case', 'exposure', 100), ...batch('section-case', 'click', 10), ...batch('section-case-list', 'click', 10)] });
    await t.app.sectionEvents.flush();
    await rollUpAll(t.database.db);
    await post({ events: [...batch('section-case', 'exposure', 100), ...batch('section-case-list', 'click', 4)] });
    // Rows of the revision before (written by an earlier version, raw): the previous column, not this one.
    if (revision > 1) {
      const old = (kind: StoredSectionEvent['kind'], n: number): StoredSectionEvent[] =>
        Array.from({ length: n }, () => ({ layoutId: ID, revision: revision - 1, nodeId: 'section-case', arm: '', audience: '', kind, at: new Date() }));
      await insertSectionEvents(t.database.db, [...old(EVENT_KIND.exposure, 50), ...old(EVENT_KIND.click, 20)]);
    }
    const response = await t.ops('GET', `/layouts/${ID}/section-stats?hours=24`, editor);
    expect(response.statusCode, response.body).toBe(200);
    expectDataMatches('schemas/ops/ops-section-stats.json', response.json());
    const stats = response.json().data as { sections: Array<{ node_id: string; current: { exposures: number; clicks: number; ctr: number } }> };
    // The section counts its own exposures and every click inside it (its list's items too).
    expect(stats.sections.find((s) => s.node_id === 'section-case')?.current).toEqual({ exposures: 200, clicks: 24, ctr: 0.12 });
    // A section tapped before it counted as seen: the tap counts once the section's exposure arrives.
    await post({ events: batch('section-course-list', 'click', 1) });
    await post({ events: batch('section-course', 'exposure', 2) });
    await t.app.sectionEvents.flush();
    const tapped = (await t.ops('GET', `/layouts/${ID}/section-stats?hours=24`, editor)).json().data as typeof stats & { total_sections: number };
    expect(tapped.sections.find((s) => s.node_id === 'section-course')?.current).toEqual({ exposures: 2, clicks: 1, ctr: 0.5 });
    // Paged, most exposed first, with the total: the answer stays small whatever was counted.
    const page = (await t.ops('GET', `/layouts/${ID}/section-stats?hours=24&limit=2&offset=1`, editor)).json().data as typeof tapped & { offset: number };
    expect(page.sections.map((s) => s.node_id)).toEqual(tapped.sections.slice(1, 3).map((s) => s.node_id));
    expect([page.total_sections, page.offset]).toEqual([tapped.total_sections, 1]);
    expectRefusal(await t.ops('GET', `/layouts/${ID}/section-stats?limit=501`, editor), 400);
    expectRefusal(await t.ops('GET', `/layouts/${ID}/section-stats?hours=0`, editor), 400);
    expect((await t.ops('GET', `/layouts/${ID}/section-stats`, null)).statusCode).toBe(401);
  });

  it('600 anonymous batches from 20 addresses naming any node, arm and audience add rows only for served nodes', async () => {
    await t.app.sectionEvents.flush();
    await t.database.db.delete(sectionStatsHourly);
    // As the attack was found: each batch names nodes, arms and audiences of its own; half carry the token anyone gets.
    const flood = (b: number) =>
      Array.from({ length: 200 }, (_, i) =>
        event({
          node: i % 2 === 0 ? ['section-case', 'section-case-list', 'section-live'][i % 3] : `made-up-${b}-${i}`,
          kind: i % 3 === 0 ? 'click' : 'exposure',
          arm: i % 5 === 0 ? `e${b}:${i % 2 ? 'A' : 'B'}` : null,
          audience: `aud-${b}-${i}`,
          token: b % 2 === 0 ? served.token : null,
        }),
      );
    for (let round = 0; round < 30; round++) {
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, address) =>
          t.app.inject({
            method: 'POST',
            url: SECTION_EVENTS_PATH,
            remoteAddress: `198.51.100.${address + 1}`,
            headers: { 'content-type': 'application/json' },
            payload: JSON.stringify({ events: flood(round * 20 + address) }),
          }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode).filter((status) => status !== 200)).toEqual([]);
    }
    await t.app.sectionEvents.flush();
    // Both drivers answer { rows } for a statement that returns rows (the driver's shape, not drizzle's).
    const size = (await t.database.db.execute(
      sql`SELECT count(*)::int AS rows, coalesce(sum(pg_column_size(h.*)), 0)::int AS bytes FROM ${sectionStatsHourly} h`,
    )) as unknown as { rows: Array<{ rows: number; bytes: number }> };
    // Three served nodes, one arm, at most two hours: not 120,000 rows and 74 MB.
    expect(Number(size.rows[0].rows)).toBeGreaterThan(0);
    expect(Number(size.rows[0].rows)).toBeLessThanOrEqual(6);
    expect(Number(size.rows[0].bytes)).toBeLessThan(6 * 200);
    expect(await rawCount()).toBe(0);
    const numbers = await t.ops('GET', `/layouts/${ID}/section-stats?hours=24`, editor);
    expect(numbers.body.length).toBeLessThan(8 * 1024);
    for (const line of (numbers.json().data as { sections: Array<{ current: { ctr: number | null } }> }).sections) {
      expect(line.current.ctr ?? 0).toBeLessThanOrEqual(1);
    }
  });

  it('keeps hourly numbers for a year and a month, then prunes them with the roll-up', async () => {
    // Earlier tests' raw rows are rolled up first, so only this test's hours are left to look at.
    await t.app.sectionEvents.flush();
    await rollUpAll(t.database.db);
    await t.database.db.delete(sectionStatsHourly);
    const now = Date.UTC(2026, 10, 25, 12);
    const day = 86_400_000;
    const hour = (daysAgo: number) => ({
      layoutId: ID,
      revision: 1,
      nodeId: 'section-case',
      arm: '',
      audience: '',
      hour: new Date(now - daysAgo * day),
      exposures: 5,
    });
    await t.database.db.insert(sectionStatsHourly).values([hour(SECTION_HOURS_KEPT_DAYS + 1), hour(SECTION_HOURS_KEPT_DAYS - 1), hour(1)]);
    await rollUpAll(t.database.db, now);
    const left = await t.database.db.select({ hour: sectionStatsHourly.hour }).from(sectionStatsHourly);
    expect(left.map((row) => Math.round((now - row.hour.getTime()) / day)).sort((a, b) => a - b)).toEqual([1, SECTION_HOURS_KEPT_DAYS - 1]);
  });
});
