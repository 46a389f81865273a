import { describe, expect, it, vi } from 'vitest';
import { LAYOUT_EVENTS_PATH } from '../../../contract/layout/layout-events';
import { makeStore } from '../state/make-store';
import { layoutApi, type LayoutRequest } from './layout-endpoint';
import { catalogueEndpoint } from '../data/catalogue-api';
import { layoutCachePort } from './layout-cache-port';
import { watchLayoutChanges, type EventSourceLike, type LayoutEventsEnvironment } from './layout-events';

type Listener = (event: { data?: unknown }) => void;

/** An EventSource the test drives: it records its address and is told which events arrive. */
class FakeEventSource implements EventSourceLike {
  static opened: FakeEventSource[] = [];
  closed = false;
  private readonly listeners = new Map<string, Listener[]>();
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: Listener): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close(): void {
    this.closed = true;
  }
  emit(type: string, data?: unknown): void {
    for (const listener of this.listeners.get(type) ?? []) listener({ data: data === undefined ? undefined : JSON.stringify(data) });
  }
}

/** Timers run when the test says so; `random` is 0.5, so jittered delays are their middle value. */
function fakeEnvironment() {
  let visibility = 'visible';
  const documentListeners: Array<() => void> = [];
  const windowListeners = new Map<string, Array<() => void>>();
  const timers = new Map<number, { run: () => void; ms: number }>();
  let next = 1;
  const environment: LayoutEventsEnvironment = {
    EventSource: FakeEventSource,
    document: {
      get visibilityState() {
        return visibility;
      },
      addEventListener: (_type, listener) => documentListeners.push(listener),
      removeEventListener: () => undefined,
    },
    window: {
      addEventListener: (type, listener) => windowListeners.set(type, [...(windowListeners.get(type) ?? []), listener]),
      removeEventListener: () => undefined,
    },
    setTimeout: (run, ms) => {
      timers.set(next, { run, ms });
      return next++;
    },
    clearTimeout: (timer) => timers.delete(timer as number),
    random: () => 0.5,
  };
  return {
    environment,
    setVisible(visible: boolean) {
      visibility = visible ? 'visible' : 'hidden';
      for (const listener of documentListeners) listener();
    },
    fire: (type: string) => windowListeners.get(type)?.forEach((listener) => listener()),
    delays: () => [...timers.values()].map((timer) => timer.ms),
    runTimers() {
      const due = [...timers.entries()];
      timers.clear();
      for (const [, timer] of due) timer.run();
    },
  };
}

interface Served {
  revision: number;
  title: string;
}

/** The layout store as the app sees it: `?fallback=` when the id has none, the revision in the ETag. */
function fakeServer() {
  const layouts = new Map<string, Served>([['channel-home', { revision: 3, title: '默认' }]]);
  let failing = false;
  const asked: string[] = [];
  const homeBanners: string[] = ['第一张'];
  const fetch = (async (input: string) => {
    const url = new URL(input, 'http://app.test');
    asked.push(url.pathname);
    if (failing) return new Response('busy', { status: 503 });
    if (url.pathname === '/course/api/home') {
      const banners = homeBanners.map((title, index) => ({ id: index + 1, img: '/media/b.jpg', target_url: '', title }));
      return new Response(JSON.stringify({ code: 0, message: '', data: { banners } }), { headers: { 'content-type': 'application/json' } });
    }
    const id = decodeURIComponent(url.pathname.split('/').pop()!);
    const servedId = layouts.has(id) ? id : url.searchParams.get('fallback')!;
    const layout = layouts.get(servedId)!;
    const doc = { schemaVersion: 1, id: servedId, title: layout.title, body: [{ id: 'search', widget: 'search-bar' }] };
    return new Response(JSON.stringify({ code: 0, message: '', data: doc }), {
      headers: { 'content-type': 'application/json', etag: `"r${layout.revision}-abc"` },
    });
  }) as unknown as typeof globalThis.fetch;
  return {
    fetch,
    asked,
    publish: (id: string, served: Served) => layouts.set(id, served),
    publishBanner: (title: string) => homeBanners.push(title),
    fail: (value: boolean) => (failing = value),
  };
}

function setup() {
  FakeEventSource.opened = [];
  const server = fakeServer();
  const store = makeStore({ notify: () => undefined, onUnauthorized: () => undefined, fetch: server.fetch });
  const env = fakeEnvironment();
  const request: LayoutRequest = { id: 'channel-home.5', fallbackId: 'channel-home' };
  const shown = () => layoutApi.endpoints.getLayout.select(request)(store.getState()).data;
  const source = () => FakeEventSource.opened[FakeEventSource.opened.length - 1];
  const layoutRequests = () => server.asked.filter((path) => path.startsWith('/layout/api/layouts/')).length;
  /** The screen loads its layout; the store tells its subscribers a moment later (RTK batches them). */
  const load = async () => {
    await store.dispatch(layoutApi.endpoints.getLayout.initiate(request));
    await vi.waitFor(() => expect(FakeEventSource.opened.length).toBeGreaterThan(0));
  };
  return { server, store, env, request, shown, source, layoutRequests, load };
}

describe('watchLayoutChanges', () => {
  it('loads the home content again, a moment later, when the server says it changed (a scheduled publish, a window opening)', async () => {
    const { server, store, env, source, load } = setup();
    watchLayoutChanges(layoutCachePort(store), env.environment);
    await load();
    const home = store.dispatch(catalogueEndpoint('getHome').initiate({}));
    await home;
    const banners = () =>
      catalogueEndpoint('getHome')
        .select({})(store.getState())
        .data?.banners.map((banner) => banner.title);
    expect(banners()).toEqual(['第一张']);
    server.publishBanner('定时上线的');
    source().emit('content', {});
    // Spread over up to 1.5 s so open phones do not all ask at the same moment (random() is 0.5 here).
    expect(env.delays()).toEqual([750]);
    env.runTimers();
    await vi.waitFor(() => expect(banners()).toEqual(['第一张', '定时上线的']));
    home.unsubscribe();
  });

  it('connects once a screen has its layout, saying which revisions it shows, and reloads nothing when they are current', async () => {
    const { store, env, shown, source, layoutRequests, load } = setup();
    watchLayoutChanges(layoutCachePort(store), env.environment);
    expect(FakeEventSource.opened).toHaveLength(0);
    await load();
    expect(shown()).toMatchObject({ source: 'server', revision: 3, doc: { id: 'channel-home' } });
    expect(source().url).toBe(`${LAYOUT_EVENTS_PATH}?have=${encodeURIComponent('channel-home:3,channel-home.5:0')}`);
    source().emit('hello', { revisions: { 'channel-home': 3, 'channel-home.5': 0 }, retry_ms: 4000 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(layoutRequests()).toBe(1);
  });

  it('reloads a layout it shows when the server says it changed, once per revision, including a variant published for the first time', async () => {
    const { server, store, env, shown, source, layoutRequests, load } = setup();
    watchLayoutChanges(layoutCachePort(store), env.environment);
    await load();
    source().emit('hello', { revisions: { 'channel-home': 3, 'channel-home.5': 0 }, retry_ms: 4000 });

    server.publish('channel-home', { revision: 4, title: '默认 4' });
    source().emit('layout', { id: 'channel-home', revision: 4 });
    await vi.waitFor(() => expect(shown()).toMatchObject({ revision: 4, doc: { title: '默认 4' } }));
    source().emit('layout', { id: 'channel-home', revision: 4 });
    source().emit('layout', { id: 'some-other-page', revision: 9 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(layoutRequests()).toBe(2);

    server.publish('channel-home.5', { revision: 1, title: '频道自己的' });
    source().emit('layout', { id: 'channel-home.5', revision: 1 });
    await vi.waitFor(() => expect(shown()).toMatchObject({ revision: 1, doc: { id: 'channel-home.5', title: '频道自己的' } }));
  });

  it('asks again when it was answered by a process that had not heard of the change yet', async () => {
    const { server, store, env, shown, source, load } = setup();
    watchLayoutChanges(layoutCachePort(store), env.environment);
    await load();
    source().emit('layout', { id: 'channel-home', revision: 5 });
    await vi.waitFor(() => expect(env.delays()).toEqual([2000]));
    expect(shown()?.revision).toBe(3);
    server.publish('channel-home', { revision: 5, title: '第 5 版' });
    env.runTimers();
    await vi.waitFor(() => expect(shown()).toMatchObject({ revision: 5, doc: { title: '第 5 版' } }));
  });

  it('listens only while the page is visible, and catches up on what it missed when it comes back', async () => {
    const { server, store, env, shown, source, load } = setup();
    watchLayoutChanges(layoutCachePort(store), env.environment);
    await load();
    const first = source();
    first.emit('hello', { revisions: { 'channel-home': 3, 'channel-home.5': 0 }, retry_ms: 4000 });
    env.setVisible(false);
    expect(first.closed).toBe(true);
    server.publish('channel-home.5', { revision: 2, title: '错过的' });
    env.setVisible(true);
    const second = source();
    expect(second).not.toBe(first);
    second.emit('hello', { revisions: { 'channel-home': 3, 'channel-home.5': 2 }, retry_ms: 4000 });
    await vi.waitFor(() => expect(shown()).toMatchObject({ revision: 2, doc: { id: 'channel-home.5', title: '错过的' } }));
    // Only one stream at a time, whatever the browser reports.
    env.fire('online');
    env.fire('pageshow');
    expect(source()).toBe(second);
    env.fire('pagehide');
    expect(second.closed).toBe(true);
  });

  it('connects again after the server hint when the stream ends, backing off while it keeps failing', async () => {
    const { store, env, source, load } = setup();
    watchLayoutChanges(layoutCachePort(store), env.environment);
    await load();
    source().emit('hello', { revisions: {}, retry_ms: 4000 });
    source().emit('error');
    expect(source().closed).toBe(true);
    expect(env.delays()).toEqual([4000]);
    env.runTimers();
    expect(FakeEventSource.opened).toHaveLength(2);
    source().emit('error');
    expect(env.delays()).toEqual([8000]);
    // Coming back online connects at once.
    env.fire('online');
    expect(FakeEventSource.opened).toHaveLength(3);
    expect(env.delays()).toEqual([]);
  });

  it('revalidates everything it shows, a little later, when any layout may have changed', async () => {
    const { server, store, env, shown, source, load } = setup();
    watchLayoutChanges(layoutCachePort(store), env.environment);
    await load();
    server.publish('channel-home', { revision: 7, title: '迁移后' });
    source().emit('layouts', {});
    expect(env.delays()).toEqual([1500]);
    env.runTimers();
    await vi.waitFor(() => expect(shown()).toMatchObject({ revision: 7, doc: { title: '迁移后' } }));
  });

  it("keeps showing the server's layout when loading it again fails", async () => {
    const { server, store, env, shown, source, layoutRequests, load } = setup();
    watchLayoutChanges(layoutCachePort(store), env.environment);
    await load();
    server.fail(true);
    source().emit('layout', { id: 'channel-home', revision: 4 });
    await vi.waitFor(() => expect(layoutRequests()).toBe(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(shown()).toMatchObject({ source: 'server', revision: 3, doc: { title: '默认' } });
  });

  it('does nothing without EventSource', () => {
    const { store } = setup();
    expect(() => watchLayoutChanges(layoutCachePort(store), undefined)()).not.toThrow();
  });
});
