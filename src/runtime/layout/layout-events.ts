import {
  formatHave,
  LAYOUT_EVENT,
  LAYOUT_EVENTS_HAVE_PARAM,
  LAYOUT_EVENTS_PATH,
  type HeldRevision,
  type LayoutChanged,
  type LayoutEventsHello,
} from '../../../contract/layout/layout-events';
import type { LayoutCachePort, ShownLayout } from './layout-cache-port';

// Publish and rollback reach a phone that stays on a page (docs/live-layouts.md): while the page is
// visible the app listens to the server's layout events (EventSource: no client library) and, when a
// layout it shows changes, invalidates it; RTK Query loads it again (a conditional GET) and the screen
// re-renders in place. A page that was hidden or offline compares, when it connects again, the revisions
// it shows with the server's (`have` in the URL, `hello` in the answer) and reloads only what changed.

/** What the watcher needs of the browser (tests pass fakes). */
export interface LayoutEventsEnvironment {
  EventSource: new (url: string) => EventSourceLike;
  document: {
    visibilityState: string;
    addEventListener(type: 'visibilitychange', listener: () => void): void;
    removeEventListener(type: 'visibilitychange', listener: () => void): void;
  };
  window: {
    addEventListener(type: 'online' | 'pagehide' | 'pageshow', listener: () => void): void;
    removeEventListener(type: 'online' | 'pagehide' | 'pageshow', listener: () => void): void;
  };
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(timer: unknown): void;
  random(): number;
}

export interface EventSourceLike {
  addEventListener(type: string, listener: (event: { data?: unknown }) => void): void;
  close(): void;
}

/** Before the first hello says otherwise. */
const DEFAULT_RETRY_MS = 5_000;
/** Repeated failures (refused, proxy errors during a deploy) back off up to this. */
const MAX_RETRY_MS = 5 * 60_000;
/** After "layout X is at revision N", check this long later that the screen shows it (another process may have answered first). */
const CONFIRM_AFTER_MS = 2_000;
const CONFIRM_TRIES = 3;
/** "Anything may have changed" reaches every phone at once: each waits up to this long before asking. */
const REVALIDATE_ALL_SPREAD_MS = 3_000;
/** Same for "home content changed" (the home payload is cached by the server, so this costs it little). */
const REFRESH_CONTENT_SPREAD_MS = 1_500;

/** `have`: what each screen shows, and for a screen showing its route's default, that its own layout has none (0). */
export function heldRevisions(shown: readonly ShownLayout[]): HeldRevision[] {
  return shown.flatMap(({ request, loaded }): HeldRevision[] => {
    if (loaded.source !== 'server' || loaded.revision === undefined) return [];
    const served = { id: loaded.doc.id, revision: loaded.revision };
    return loaded.doc.id === request.id ? [served] : [served, { id: request.id, revision: 0 }];
  });
}

/**
 * Which layout ids to load again after a hello: those whose revision differs from the server's, a screen
 * showing the bundled default (the server is reachable now), and, after a gap (`resumed`), whatever could
 * not be compared.
 */
export function staleLayoutIds(shown: readonly ShownLayout[], revisions: Readonly<Record<string, number>>, resumed: boolean): string[] {
  const stale = new Set<string>();
  for (const { request, loaded } of shown) {
    if (loaded.source === 'bundled') {
      stale.add(request.id);
      continue;
    }
    const known = revisions[loaded.doc.id];
    if (known === undefined || loaded.revision === undefined) {
      if (resumed) stale.add(request.id);
    } else if (known !== loaded.revision) stale.add(loaded.doc.id);
    if (request.id !== loaded.doc.id && (revisions[request.id] ?? 0) > 0) stale.add(request.id);
  }
  return [...stale];
}

/** Whether every screen concerned by `changed` shows that revision (or a newer one) now. */
export function showsRevision(shown: readonly ShownLayout[], changed: LayoutChanged): boolean {
  return shown
    .filter(({ request, loaded }) => request.id === changed.id || loaded.doc.id === changed.id)
    .every(({ loaded }) => loaded.source === 'server' && loaded.doc.id === changed.id && (loaded.revision ?? 0) >= changed.revision);
}

function parse<T>(data: unknown): T | undefined {
  try {
    return typeof data === 'string' ? (JSON.parse(data) as T) : undefined;
  } catch {
    return undefined;
  }
}

function browserEnvironment(): LayoutEventsEnvironment | undefined {
  if (typeof window === 'undefined' || typeof document === 'undefined' || typeof window.EventSource !== 'function') return undefined;
  return {
    EventSource: window.EventSource,
    document,
    window,
    setTimeout: (run, ms) => window.setTimeout(run, ms),
    clearTimeout: (timer) => window.clearTimeout(timer as number),
    random: Math.random,
  };
}

/**
 * Listens for layout changes while the page is visible. Without EventSource (very old WebViews) nothing
 * is pushed: pages then get new layouts when they load one. Returns a function that stops listening.
 */
export function watchLayoutChanges(cache: LayoutCachePort, environment: LayoutEventsEnvironment | undefined = browserEnvironment()): () => void {
  if (!environment) return () => undefined;
  const env = environment;
  let source: EventSourceLike | undefined;
  let reconnect: unknown;
  let retryMs = DEFAULT_RETRY_MS;
  let failures = 0;
  /** Set after the first hello: later hellos follow a gap in which events may have been missed. */
  let heardBefore = false;
  /** Set once a screen has its layout: the first `have` then names it, so nothing published meanwhile is missed. */
  let started = false;
  const timers = new Set<unknown>();

  const later = (run: () => void, ms: number) => {
    const timer = env.setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timers.add(timer);
  };
  const invalidate = (ids: readonly string[]) => {
    if (ids.length > 0) cache.invalidate(ids);
  };

  const onHello = (event: { data?: unknown }) => {
    const hello = parse<LayoutEventsHello>(event.data);
    failures = 0;
    if (hello && Number.isFinite(hello.retry_ms)) retryMs = hello.retry_ms;
    invalidate(staleLayoutIds(cache.shown(), hello?.revisions ?? {}, heardBefore));
    heardBefore = true;
  };
  const confirm = (changed: LayoutChanged, triesLeft: number) => {
    if (triesLeft === 0 || !source) return;
    later(() => {
      if (!source || showsRevision(cache.shown(), changed)) return;
      invalidate([changed.id]);
      confirm(changed, triesLeft - 1);
    }, CONFIRM_AFTER_MS);
  };
  const onLayout = (event: { data?: unknown }) => {
    const changed = parse<LayoutChanged>(event.data);
    if (!changed || typeof changed.id !== 'string' || showsRevision(cache.shown(), changed)) return;
    invalidate([changed.id]);
    confirm(changed, CONFIRM_TRIES);
  };
  const onAll = () => later(() => cache.invalidate('all'), env.random() * REVALIDATE_ALL_SPREAD_MS);
  // Every phone hears this at once: each waits a little, so the home payload is not asked for all at once.
  const onContent = () => later(() => cache.refreshContent(), env.random() * REFRESH_CONTENT_SPREAD_MS);

  const disconnect = () => {
    source?.close();
    source = undefined;
    if (reconnect !== undefined) env.clearTimeout(reconnect);
    reconnect = undefined;
    for (const timer of timers) env.clearTimeout(timer);
    timers.clear();
  };
  const connect = () => {
    if (!started || source || env.document.visibilityState !== 'visible') return;
    if (reconnect !== undefined) env.clearTimeout(reconnect);
    reconnect = undefined;
    const have = formatHave(heldRevisions(cache.shown()));
    const opened = new env.EventSource(have ? `${LAYOUT_EVENTS_PATH}?${LAYOUT_EVENTS_HAVE_PARAM}=${encodeURIComponent(have)}` : LAYOUT_EVENTS_PATH);
    source = opened;
    opened.addEventListener(LAYOUT_EVENT.hello, onHello);
    opened.addEventListener(LAYOUT_EVENT.layout, onLayout);
    opened.addEventListener(LAYOUT_EVENT.all, onAll);
    opened.addEventListener(LAYOUT_EVENT.content, onContent);
    // The stream ended (its lifetime, a deploy) or was refused: connect again ourselves, after the server's
    // hint and with a fresh `have`, instead of EventSource's own retry with the old address.
    opened.addEventListener('error', () => {
      if (source !== opened) return;
      disconnect();
      failures += 1;
      const delay = Math.min(MAX_RETRY_MS, retryMs * 2 ** (failures - 1)) * (0.5 + env.random());
      reconnect = env.setTimeout(() => {
        reconnect = undefined;
        connect();
      }, delay);
    });
  };

  const onVisibility = () => (env.document.visibilityState === 'visible' ? connect() : disconnect());
  const onOnline = () => {
    if (!source) connect();
  };
  env.document.addEventListener('visibilitychange', onVisibility);
  env.window.addEventListener('online', onOnline);
  env.window.addEventListener('pagehide', disconnect);
  env.window.addEventListener('pageshow', onVisibility);
  const startWhenShown = () => {
    if (started || cache.shown().length === 0) return;
    started = true;
    unsubscribe();
    connect();
  };
  const unsubscribe = cache.subscribe(startWhenShown);
  startWhenShown();
  return () => {
    unsubscribe();
    disconnect();
    env.document.removeEventListener('visibilitychange', onVisibility);
    env.window.removeEventListener('online', onOnline);
    env.window.removeEventListener('pagehide', disconnect);
    env.window.removeEventListener('pageshow', onVisibility);
  };
}
