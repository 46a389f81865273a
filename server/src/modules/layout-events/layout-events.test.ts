import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { layoutRevisionFromEtag } from '../../../../contract/layout/layout-etag';
import type { LayoutChanged, LayoutEventsHello } from '../../../../contract/layout/layout-events';
import { openTestApp, testConfig } from '../../testing/test-app';
import { layoutEtag } from '../layouts/layouts.repository';
import { withOpsHelpers, type OpsTestApp } from '../ops/ops-test-kit';
import { HEARTBEAT_TEXT, LayoutEventHub, type EventSink } from './layout-event-hub';
import { openEventStream, type EventStreamReader } from './layout-events-test-kit';

class FakeSink implements EventSink {
  text = '';
  ended = false;
  accepts = true;
  write(text: string): boolean {
    this.text += text;
    return this.accepts;
  }
  end(): void {
    this.ended = true;
  }
}

describe('LayoutEventHub', () => {
  const timing = { heartbeatMs: 1000, lifetimeMs: 10_000, retryMinMs: 2000, retryMaxMs: 8000 };

  it('writes a retry hint first, within its bounds, and the same event to every stream', () => {
    const hub = new LayoutEventHub({ ...timing, perAddress: 5, total: 10, random: () => 0.5 });
    const [a, b] = [new FakeSink(), new FakeSink()];
    const opened = hub.open('1.1.1.1', a);
    hub.open('2.2.2.2', b);
    expect(opened.ok && opened.stream.retryMs).toBe(5000);
    expect(a.text).toBe('retry: 5000\n\n');
    hub.broadcast('layout', { id: 'home-new', revision: 3 });
    expect(a.text).toBe('retry: 5000\n\nevent: layout\ndata: {"id":"home-new","revision":3}\n\n');
    expect(b.text.endsWith('event: layout\ndata: {"id":"home-new","revision":3}\n\n')).toBe(true);
    hub.closeAll();
    expect([a.ended, b.ended, hub.size]).toEqual([true, true, 0]);
  });

  it('caps streams per address and in all, and frees a place when a stream closes', () => {
    const hub = new LayoutEventHub({ ...timing, perAddress: 2, total: 3 });
    const first = hub.open('1.1.1.1', new FakeSink());
    expect(hub.open('1.1.1.1', new FakeSink()).ok).toBe(true);
    expect(hub.open('1.1.1.1', new FakeSink())).toEqual({ ok: false, refused: 'address' });
    expect(hub.open('2.2.2.2', new FakeSink()).ok).toBe(true);
    expect(hub.open('3.3.3.3', new FakeSink())).toEqual({ ok: false, refused: 'total' });
    // Closed twice (the client left, then the server ended it): one place freed.
    if (first.ok) first.stream.close();
    if (first.ok) first.stream.close();
    expect(hub.size).toBe(2);
    expect(hub.open('1.1.1.1', new FakeSink()).ok).toBe(true);
    expect(hub.open('4.4.4.4', new FakeSink())).toEqual({ ok: false, refused: 'total' });
    hub.closeAll();
  });

  it('sends heartbeats, ends streams after their lifetime, and drops a client that stopped reading', () => {
    let now = 0;
    const hub = new LayoutEventHub({ ...timing, perAddress: 5, total: 5, now: () => now, random: () => 0 });
    const [a, slow] = [new FakeSink(), new FakeSink()];
    hub.open('1.1.1.1', a);
    hub.open('1.1.1.1', slow);
    hub.tick();
    expect(a.text.endsWith(HEARTBEAT_TEXT)).toBe(true);
    slow.accepts = false;
    hub.tick();
    expect([slow.ended, hub.size]).toEqual([true, 1]);
    // random 0: the lifetime is 90 % of lifetimeMs.
    now = 8_999;
    hub.tick();
    expect(a.ended).toBe(false);
    now = 9_000;
    hub.tick();
    expect([a.ended, hub.size]).toEqual([true, 0]);
  });
});

describe('GET /layout/api/layout-events (one process)', () => {
  let t: OpsTestApp;
  let publisher: { cookie: string };
  const streams: EventStreamReader[] = [];
  const open = async (query = '', forwardedFor = '10.0.0.1') => {
    const stream = await openEventStream(t.app, query, { 'x-forwarded-for': forwardedFor });
    streams.push(stream);
    return stream;
  };

  beforeAll(async () => {
    // One trusted proxy hop: X-Forwarded-For tells the connections' addresses apart.
    t = withOpsHelpers(await openTestApp('pglite', { config: { trustProxy: { hops: 1 } } }));
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    publisher = await t.signInAs('events-publisher', 'publisher');
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await t?.close();
  });

  it("writes the layout store's ETag so that the app reads its revision", () => {
    expect(layoutRevisionFromEtag(layoutEtag(7, { id: 'x', body: [] }))).toBe(7);
  });

  it('answers a stream with a retry hint and the revisions the app asked about', async () => {
    const served = await t.app.inject('/layout/api/layouts/channel-home');
    const revision = layoutRevisionFromEtag(String(served.headers.etag))!;
    const stream = await open('?have=channel-home:1,channel-home.12345:0,no-such-layout:3');
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(stream.headers.get('x-accel-buffering')).toBe('no');
    const hello = await stream.next<LayoutEventsHello>('hello');
    expect(hello.revisions).toEqual({ 'channel-home': revision, 'channel-home.12345': 0, 'no-such-layout': 0 });
    expect(stream.text()).toMatch(/^retry: \d+\n\n/);
    expect(Number(/^retry: (\d+)/.exec(stream.text())![1])).toBe(hello.retry_ms);
    stream.close();
  });

  it('refuses a malformed have list', async () => {
    const refused = await t.app.inject('/layout/api/layout-events?have=channel-home');
    expect(refused.statusCode).toBe(400);
  });

  it('tells every open stream of a publish, a rollback and a hidden section, with the revision served from then on', async () => {
    const [phone, other] = [await open('', '10.0.0.2'), await open('', '10.0.0.3')];
    await phone.next('hello');
    await other.next('hello');
    const current = (await t.ops('GET', '/layouts/channel-home', publisher)).json().data as { document: { title?: string }; revision: number };
    const before = current.revision;
    const saved = await t.ops('PUT', '/layouts/channel-home/draft', publisher, { document: { ...current.document, title: '实时推送' }, base_revision: before });
    const published = await t.ops('POST', '/layouts/channel-home/publish', publisher, { revision: saved.json().data.revision });
    expect(published.statusCode, published.body).toBe(200);
    const onPublish = await phone.next<LayoutChanged>('layout');
    expect(onPublish).toEqual({ id: 'channel-home', revision: published.json().data.published_revision });
    expect(await other.next('layout')).toEqual(onPublish);
    const servedAfter = await t.app.inject('/layout/api/layouts/channel-home');
    expect(layoutRevisionFromEtag(String(servedAfter.headers.etag))).toBe(onPublish.revision);

    const rolledBack = await t.ops('POST', '/layouts/channel-home/rollback', publisher, { revision: before });
    expect(rolledBack.statusCode, rolledBack.body).toBe(200);
    expect(await phone.next('layout')).toEqual({ id: 'channel-home', revision: rolledBack.json().data.published_revision });

    const hidden = await t.ops('POST', '/layouts/channel-home/nodes/section-case/visibility', publisher, { hidden: true });
    expect(hidden.statusCode, hidden.body).toBe(200);
    const onHide = await phone.next<LayoutChanged>('layout');
    expect(onHide).toEqual({ id: 'channel-home', revision: hidden.json().data.published_revision });
    const served = await t.app.inject('/layout/api/layouts/channel-home');
    expect(layoutRevisionFromEtag(String(served.headers.etag))).toBe(onHide.revision);
    // A hidden section is not in the public answer at all (docs/security.md).
    const nodes = served.json().data.body as Array<{ id: string }>;
    expect(nodes.find((node) => node.id === 'section-case')).toBeUndefined();
    const shown = await t.ops('POST', '/layouts/channel-home/nodes/section-case/visibility', publisher, { hidden: false });
    expect(await phone.next('layout')).toEqual({ id: 'channel-home', revision: shown.json().data.published_revision });
  });

  it('tells every stream to revalidate everything when a message names no layout (migration tool, Redis resync)', async () => {
    const phone = await open('', '10.0.0.4');
    await phone.next('hello');
    await t.app.cacheBus.publish('layouts');
    expect(await phone.next('layouts')).toEqual({});
  });

  it('caps streams per address (429) and in all (503), with Retry-After', async () => {
    const config = { trustProxy: { hops: 1 }, security: { ...testConfig().security, layoutEventsPerIp: 2, layoutEventsMax: 4 } };
    const capped = await openTestApp('pglite', { config });
    await capped.app.listen({ port: 0, host: '127.0.0.1' });
    const openAt = async (address: string) => {
      const stream = await openEventStream(capped.app, '', { 'x-forwarded-for': address });
      streams.push(stream);
      return stream;
    };
    // Only refusals through inject: it waits for the end of a body, and a stream has none.
    const refusal = (address: string) => capped.app.inject({ url: '/layout/api/layout-events', headers: { 'x-forwarded-for': address } });
    try {
      const first = await openAt('10.0.1.1');
      await first.next('hello');
      await (await openAt('10.0.1.1')).next('hello');
      const refused = await refusal('10.0.1.1');
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBe('60');
      expect(refused.json().message).toBe('连接过多，请稍后再试');
      await (await openAt('10.0.1.2')).next('hello');
      await (await openAt('10.0.1.3')).next('hello');
      const full = await refusal('10.0.1.4');
      expect(full.statusCode).toBe(503);
      expect(full.headers['retry-after']).toBe('60');
      // A client that leaves frees its place.
      first.close();
      await expect.poll(async () => (await openAt('10.0.1.4')).status).toBe(200);
    } finally {
      await capped.close();
    }
  });

  it('ends open streams when the server closes, so it does not wait for the phones', async () => {
    const closing = withOpsHelpers(await openTestApp('pglite'));
    await closing.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openEventStream(closing.app);
    await stream.next('hello');
    const closed = closing.close();
    await stream.ended;
    await closed;
  });
});
