import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HomePayload, LayoutDocument, LayoutNode, OpsSchedule, OpsSchedules } from '../../../../contract/generated/schema-types';
import { buildApp } from '../../app';
import type { Database } from '../../db/database';
import { createCacheBus, type CacheBus } from '../../providers/cache-bus';
import { opsAuditLog, opsContentRevisions } from '../../db/schema/index';
import { testConfig } from '../../testing/test-app';
import { openTestDatabase, testDatabases } from '../../testing/test-database';
import { publishLayoutAsOperator, withOpsHelpers, type OpsTestApp } from '../ops/ops-test-kit';

type Cookie = { cookie: string };
type Item = Record<string, unknown> & { id: number };

const LAYOUT = 'channel-home';
/** Building and readying an app instance is slow on a loaded machine; the assertions on time do not include it. */
const SLOW_MS = 240_000;

/**
 * Two API processes (two apps on one database) each run the scheduler; a test clock decides when a
 * schedule is due. The job's timer is off: the tests run passes by hand, also both at once.
 */
describe.each(testDatabases())('scheduled publishes and time windows on %s', (kind) => {
  let database: Database;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let t: OpsTestApp;
  let bus: CacheBus;
  let clock = Date.now();
  const now = () => clock;
  let publisher: Cookie;
  let editor: Cookie;

  const data = async <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: Cookie, payload?: unknown) => {
    const response = await t.ops(method, url, who, payload);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as T;
  };
  const refusal = async (method: 'POST' | 'PUT' | 'DELETE', url: string, who: Cookie, payload?: unknown) => {
    const response = await t.ops(method, url, who, payload);
    return { status: response.statusCode, message: (response.json() as { message: string }).message };
  };
  const inSeconds = (s: number) => new Date(clock + s * 1000).toISOString();
  const contentRevisions = (kindName: string) =>
    database.db
      .select()
      .from(opsContentRevisions)
      .where(and(eq(opsContentRevisions.kind, kindName), eq(opsContentRevisions.action, 'publish')));
  const scheduledAudits = async (action: string) =>
    (await database.db.select().from(opsAuditLog).where(eq(opsAuditLog.action, action))).filter(
      (row) => (row.detail as { schedule?: number } | null)?.schedule !== undefined,
    );
  const schedule = async (id: number) => (await data<OpsSchedules>('GET', '/schedules', editor)).list.find((s) => s.id === id)!;
  /** Both processes' passes at the same moment: the job (under its lock) and the bare pass (no lock at all). */
  const bothTick = () => Promise.all([a.scheduler.runOnce(), b.scheduler.runOnce(), a.scheduler.scheduler.runPass(), b.scheduler.scheduler.runPass()]);

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    // One cache bus for both, as Redis is for real processes.
    bus = createCacheBus(undefined);
    a = await buildApp({ database, config: testConfig(), logger: false, cacheBus: bus, authTestHooks: { now, scheduler: false } });
    b = await buildApp({ database, config: testConfig(), logger: false, cacheBus: bus, authTestHooks: { now, scheduler: false } });
    t = withOpsHelpers({ app: a, database, close: async () => undefined });
    // Both apps ready before the timed tests (building their schemas takes a while on a busy machine).
    await Promise.all([a.ready(), b.ready()]);
    publisher = await t.signInAs('schedule-publisher', 'publisher');
    editor = await t.signInAs('schedule-editor', 'editor');
  }, SLOW_MS);
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await bus?.close();
    await database?.close();
  });

  it('refuses bad schedules with Chinese messages', async () => {
    await data('POST', '/content/messages', editor, { label: '新', title: '待定时的通知' });
    const ok = { target_type: 'content', target: 'messages', publish_at: inSeconds(60) };
    expect(await refusal('POST', '/schedules', editor, ok)).toEqual({ status: 403, message: '只有发布者可以定时发布、改期或取消' });
    expect(await refusal('POST', '/schedules', publisher, { ...ok, publish_at: inSeconds(-60) })).toEqual({ status: 400, message: '发布时间必须晚于现在' });
    expect(await refusal('POST', '/schedules', publisher, { ...ok, publish_at: inSeconds(400 * 24 * 3600) })).toEqual({
      status: 400,
      message: '发布时间不能晚于一年以后',
    });
    expect(await refusal('POST', '/schedules', publisher, { ...ok, target: 'nothing' })).toEqual({ status: 404, message: '没有这种首页内容' });
    expect(await refusal('POST', '/schedules', publisher, { ...ok, target: 'hot-words' })).toEqual({ status: 409, message: '没有待发布的修改，无法定时发布' });
    const layoutOk = { target_type: 'layout', target: LAYOUT, publish_at: inSeconds(60) };
    expect(await refusal('POST', '/schedules', publisher, layoutOk)).toEqual({ status: 400, message: '定时发布布局时必须指定版本' });
    expect(await refusal('POST', '/schedules', publisher, { ...layoutOk, revision: 999 })).toEqual({ status: 404, message: '版本不存在' });
    expect(await refusal('POST', '/schedules', publisher, { ...layoutOk, target: 'no-such-page', revision: 1 })).toEqual({
      status: 404,
      message: '布局不存在',
    });
    const bad = await refusal('POST', '/schedules', publisher, { ...ok, publish_at: 'tomorrow' });
    expect(bad.status).toBe(400);
    expect(bad.message).toMatch(/[\u4e00-\u9fa5]/);
    expect(await refusal('DELETE', '/schedules/99999', publisher)).toEqual({ status: 404, message: '定时发布不存在' });
  });

  it(
    'publishes a content draft exactly once when two processes tick at the same moment',
    async () => {
      const before = (await contentRevisions('messages')).length;
      const created = await data<OpsSchedule>('POST', '/schedules', publisher, { target_type: 'content', target: 'messages', publish_at: inSeconds(30) });
      expect(created).toMatchObject({ status: 'pending', created_by: 'schedule-publisher' });
      expect(await refusal('POST', '/schedules', publisher, { target_type: 'content', target: 'messages', publish_at: inSeconds(90) })).toEqual({
        status: 409,
        message: '已有一个待执行的定时发布，请改期或取消它',
      });

      await bothTick();
      expect((await schedule(created.id)).status).toBe('pending');
      const homeBefore = (await a.inject('/course/api/home')).json().data as HomePayload;
      expect(homeBefore.messages.map((m) => m.title)).not.toContain('待定时的通知');

      clock += 31_000;
      for (let round = 0; round < 3; round += 1) await bothTick();
      expect((await contentRevisions('messages')).length).toBe(before + 1);
      expect(await scheduledAudits('content.publish')).toHaveLength(1);
      expect(await schedule(created.id)).toMatchObject({ status: 'done', result: { revision: expect.any(Number) } });
      // Both processes serve it at once: the publish dropped every process's home cache.
      for (const app of [a, b]) {
        const home = (await app.inject('/course/api/home')).json().data as HomePayload;
        expect(home.messages.map((m) => m.title)).toContain('待定时的通知');
      }
    },
    SLOW_MS,
  );

  it('publishes a layout revision exactly once across both processes, with the audit entry of a publish', async () => {
    const current = await data<{ document: LayoutDocument; revision: number }>('GET', `/layouts/${LAYOUT}`, publisher);
    const document = { ...current.document, title: '定时发布的标题' };
    const saved = await data<{ revision: number }>('PUT', `/layouts/${LAYOUT}/draft`, editor, { document, base_revision: current.revision });
    const created = await data<OpsSchedule>('POST', '/schedules', publisher, {
      target_type: 'layout',
      target: LAYOUT,
      revision: saved.revision,
      publish_at: inSeconds(5),
    });
    const served = async (app: FastifyInstance) => ((await app.inject(`/layout/api/layouts/${LAYOUT}`)).json().data as LayoutDocument).title;
    expect(await served(b)).not.toBe('定时发布的标题');
    clock += 6_000;
    await bothTick();
    await bothTick();
    expect(await schedule(created.id)).toMatchObject({ status: 'done', result: { revision: saved.revision } });
    expect(await served(a)).toBe('定时发布的标题');
    expect(await served(b)).toBe('定时发布的标题');
    const audits = await database.db.select().from(opsAuditLog).where(eq(opsAuditLog.action, 'layout.publish'));
    expect(audits.filter((row) => (row.detail as { revision?: number }).revision === saved.revision)).toHaveLength(1);
  });

  it(
    'a missed tick (no process running at the time) publishes late, once, on the next pass',
    async () => {
      await data('POST', '/content/messages', editor, { label: '迟', title: '错过时间的通知' });
      const created = await data<OpsSchedule>('POST', '/schedules', publisher, { target_type: 'content', target: 'messages', publish_at: inSeconds(2) });
      const before = (await contentRevisions('messages')).length;
      // Nothing ran for ten minutes (processes down); then a freshly started process makes its first pass.
      clock += 10 * 60_000;
      const restarted = await buildApp({ database, config: testConfig(), logger: false, cacheBus: bus, authTestHooks: { now, scheduler: false } });
      try {
        expect(await restarted.scheduler.runOnce()).toBe(1);
        expect(await restarted.scheduler.runOnce()).toBe(0);
        await bothTick();
      } finally {
        await restarted.close();
      }
      expect((await contentRevisions('messages')).length).toBe(before + 1);
      expect(await schedule(created.id)).toMatchObject({ status: 'done' });
      const home = (await a.inject('/course/api/home')).json().data as HomePayload;
      expect(home.messages.map((m) => m.title)).toContain('错过时间的通知');
    },
    SLOW_MS,
  );

  it('moves (改期) and cancels (取消) a pending schedule in one call each; a cancelled one never publishes', async () => {
    await data('POST', '/content/messages', editor, { label: '取', title: '将被取消的通知' });
    const created = await data<OpsSchedule>('POST', '/schedules', publisher, { target_type: 'content', target: 'messages', publish_at: inSeconds(10) });
    const moved = await data<OpsSchedule>('PUT', `/schedules/${created.id}`, publisher, { publish_at: inSeconds(120) });
    expect(moved.publish_at).toBe(inSeconds(120));
    expect(await refusal('PUT', `/schedules/${created.id}`, publisher, { publish_at: inSeconds(-1) })).toEqual({
      status: 400,
      message: '发布时间必须晚于现在',
    });
    clock += 20_000;
    await bothTick();
    expect((await schedule(created.id)).status).toBe('pending');
    const cancelled = await data<OpsSchedule>('DELETE', `/schedules/${created.id}`, publisher);
    expect(cancelled.status).toBe('cancelled');
    expect(await refusal('DELETE', `/schedules/${created.id}`, publisher)).toEqual({ status: 409, message: '该定时发布已执行或已取消，不能再修改' });
    clock += 200_000;
    await bothTick();
    expect((await schedule(created.id)).status).toBe('cancelled');
    const home = (await a.inject('/course/api/home')).json().data as HomePayload;
    expect(home.messages.map((m) => m.title)).not.toContain('将被取消的通知');
    await data('DELETE', '/content/messages/draft', publisher);
  });

  it('a draft changed after it was scheduled is not published: the schedule fails and says why', async () => {
    await data('POST', '/content/messages', editor, { label: '改', title: '定时前的内容' });
    const created = await data<OpsSchedule>('POST', '/schedules', publisher, { target_type: 'content', target: 'messages', publish_at: inSeconds(5) });
    await data('POST', '/content/messages', editor, { label: '改', title: '定时后才加的内容' });
    clock += 6_000;
    await bothTick();
    expect(await schedule(created.id)).toMatchObject({ status: 'failed', result: { error: '定时后草稿又有改动，未发布；请检查后重新定时' } });
    await data('DELETE', '/content/messages/draft', publisher);
  });

  it('leaves a layout section outside its time window out of the layout answer', async () => {
    const current = await data<{ document: LayoutDocument; revision: number }>('GET', `/layouts/${LAYOUT}`, publisher);
    const [first, second, ...rest] = current.document.body;
    expect(second).toBeDefined();
    const real = Date.now();
    const later = new Date(real + 4_000).toISOString();
    const document: LayoutDocument = {
      ...current.document,
      body: [{ ...first, schedule: { end: new Date(real - 60_000).toISOString() } }, { ...second, schedule: { start: later } }, ...rest],
    };
    await publishLayoutAsOperator(t, document, 'schedule-publisher');
    const ids = async () => ((await b.inject(`/layout/api/layouts/${LAYOUT}`)).json().data as LayoutDocument).body.map((n: LayoutNode) => n.id);
    const shown = await ids();
    const cachedAt = Date.now();
    expect(shown).not.toContain(first.id);
    expect(shown).not.toContain(second.id);
    // The cached answer lasts only until the window opens: the section shows before that answer's 5 s TTL is over.
    const deadline = cachedAt + 10_000;
    while (!(await ids()).includes(second.id) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    const shownAt = Date.now();
    const after = await ids();
    expect(after).toContain(second.id);
    expect(after).not.toContain(first.id);
    expect(shownAt).toBeLessThan(cachedAt + 5_000);
  });

  it('leaves a banner outside its window out of home, and shows it when its window opens', async () => {
    const real = Date.now();
    const opens = new Date(real + 4_000).toISOString();
    const past = await data<Item>('POST', '/content/banners', editor, {
      img: '/media/past.jpg',
      title: '过期的轮播图',
      end_at: new Date(real - 1000).toISOString(),
    });
    const soon = await data<Item>('POST', '/content/banners', editor, { img: '/media/soon.jpg', title: '稍后上线的轮播图', start_at: opens });
    await data('POST', '/content/banners/publish', publisher);
    const titles = async (app: FastifyInstance) => ((await app.inject('/course/api/home')).json().data as HomePayload).banners.map((x) => x.title);
    expect(await titles(a)).not.toContain('过期的轮播图');
    expect(await titles(a)).not.toContain('稍后上线的轮播图');
    const listed = (await data<{ list: Item[] }>('GET', '/content/banners', editor)).list;
    expect(listed.find((x) => x.id === soon.id)).toMatchObject({ start_at: opens });
    expect(listed.find((x) => x.id === soon.id)).not.toHaveProperty('end_at');
    const windows = (await data<OpsSchedules>('GET', '/schedules', editor)).windows;
    expect(windows).toEqual(
      expect.arrayContaining([expect.objectContaining({ target_type: 'content', target: 'banners', item: String(soon.id), start: opens })]),
    );
    // The calendar also lists windows that ended lately (the last week).
    expect(windows.find((w) => w.item === String(past.id) && w.target === 'banners')).toMatchObject({ start: null, title: '过期的轮播图' });
    // b's cached payload (10 s TTL) lasts only until the window opens.
    expect(await titles(b)).not.toContain('稍后上线的轮播图');
    const cachedAt = Date.now();
    while (!(await titles(b)).includes('稍后上线的轮播图') && Date.now() < cachedAt + 15_000) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await titles(b)).toContain('稍后上线的轮播图');
    expect(Date.now()).toBeLessThan(cachedAt + 10_000);
  });

  it('refuses a window that ends before it starts', async () => {
    const response = await t.ops('POST', '/content/banners', editor, { img: '/media/x.jpg', start_at: inSeconds(60), end_at: inSeconds(30) });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('结束时间必须晚于开始时间');
  });

  it('publishes a back-office article and takes it down on schedule, each once across two processes', async () => {
    const item = await data<{ id: number }>('POST', '/items/article', editor, { fields: { title: '定时发布的指南解读' } });
    const detail = async () => (await b.inject(`/course/api/article/detail/${item.id}`)).statusCode;
    const target = `article:${item.id}`;
    expect(await refusal('POST', '/schedules', publisher, { target_type: 'item', target: 'article:nope', publish_at: inSeconds(60) })).toEqual({
      status: 400,
      message: '定时目标格式应为 类型:编号',
    });
    await data('POST', '/schedules', publisher, { target_type: 'item', target, publish_at: inSeconds(30) });
    await data('POST', '/schedules', publisher, { target_type: 'item-offline', target, publish_at: inSeconds(90) });
    await bothTick();
    expect(await detail()).toBe(404);
    clock += 31_000;
    await bothTick();
    expect(await detail()).toBe(200);
    const versions = await data<{ list: unknown[] }>('GET', `/items/article/${item.id}/versions`, editor);
    expect(versions.list).toHaveLength(1);
    clock += 60_000;
    await bothTick();
    expect(await detail()).toBe(404);
    expect((await data<{ state: string }>('GET', `/items/article/${item.id}`, editor)).state).toBe('offline');
  });
});
