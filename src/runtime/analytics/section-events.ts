import type { SectionEvent } from '../../../contract/generated/schema-types';
import { claimGoal, rememberClick, type ClickStorage, type SectionGoal } from './section-goals';
import { sessionStore } from '../data/web-storage';

/** Where the batches go (server: section-events.routes.ts). */
export const SECTION_EVENTS_URL = '/layout/api/section-events';
/** The server takes at most this many events per request. */
export const SECTION_EVENTS_MAX_BATCH = 200;
const FLUSH_MS = 5_000;
/** A page left open with a broken network does not grow its queue without end. */
const MAX_QUEUED = 1_000;

/** The layout a section was rendered from: the served revision and the arm / audience it was served for. */
export interface SectionSource {
  layout: string;
  revision: number;
  arm: string | null;
  /** Filled by audience targeting when a layout is served per audience; null until then. */
  audience: string | null;
  /** The layout answer's section token: the server counts an event only with it (null: not counted). */
  token: string | null;
}

export interface SectionEventReporter {
  exposure(source: SectionSource, node: string): void;
  click(source: SectionSource, node: string): void;
  /** A goal reached now: counted for the section clicked last in this tab, if recent (section-goals.ts). */
  goal(goal: SectionGoal): void;
  /** Sends what is queued: by fetch now, or by sendBeacon when the page is going away. */
  flush(leaving?: boolean): void;
}

export interface SectionEventOptions {
  fetch?: typeof fetch;
  sendBeacon?: (url: string, data: Blob) => boolean;
  now?: () => number;
  flushMs?: number;
  /** Where the last click is kept between pages (default: sessionStorage). */
  storage?: ClickStorage;
}

/**
 * Section analytics from the phone: exposures and clicks are queued and sent every few seconds in one
 * request, and on pagehide with sendBeacon (it survives the page closing). Fire and forget: a failed send
 * is dropped, nothing here can throw into a screen.
 */
export function createSectionEventReporter(options: SectionEventOptions = {}): SectionEventReporter {
  const now = options.now ?? Date.now;
  const flushMs = options.flushMs ?? FLUSH_MS;
  const queue: SectionEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  const send = (events: SectionEvent[], leaving: boolean) => {
    const body = JSON.stringify({ events });
    try {
      const beacon = options.sendBeacon ?? (typeof navigator !== 'undefined' && navigator.sendBeacon ? navigator.sendBeacon.bind(navigator) : undefined);
      if (leaving && beacon && beacon(SECTION_EVENTS_URL, new Blob([body], { type: 'application/json' }))) return;
      const fetchImpl = options.fetch ?? (typeof fetch === 'undefined' ? undefined : fetch);
      void fetchImpl?.(SECTION_EVENTS_URL, { method: 'POST', body, keepalive: true, headers: { 'Content-Type': 'application/json' } }).catch(() => undefined);
    } catch {
      // Analytics never reach the person.
    }
  };

  const flush = (leaving = false) => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    while (queue.length > 0) send(queue.splice(0, SECTION_EVENTS_MAX_BATCH), leaving);
  };

  const push = (source: SectionSource, node: string, kind: SectionEvent['kind']) => {
    if (queue.length >= MAX_QUEUED) return;
    queue.push({ layout: source.layout, revision: source.revision, node, kind, arm: source.arm, audience: source.audience, token: source.token, at: now() });
    if (queue.length >= SECTION_EVENTS_MAX_BATCH) flush();
    else timer ??= setTimeout(() => flush(), flushMs);
  };

  const storage = options.storage ?? sessionStore();
  return {
    exposure: (source, node) => push(source, node, 'exposure'),
    click: (source, node) => {
      push(source, node, 'click');
      if (storage) rememberClick(storage, source, node, now());
    },
    goal: (goal) => {
      const from = storage ? claimGoal(storage, goal, now()) : null;
      if (from) push(from.source, from.node, goal);
    },
    flush,
  };
}
