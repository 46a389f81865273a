import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { createIntervalJob } from '../../db/interval-job';
import type { ViewMarkStore } from './view-marks';
import { PAGE_DRAW_VIEWER_KEY, type Viewer } from './viewer';

/** A viewer's repeated views of one item count once per this many minutes unless VIEW_COUNT_WINDOW_MINUTES says otherwise. */
export const DEFAULT_VIEW_COUNT_WINDOW_MINUTES = 24 * 60;

/**
 * What a counted view raises: article, course (detail and column) and live view_count, the live room's
 * entry count (POST view_count, its own kind so entering the room still adds its increment once) and a
 * download's download_count.
 */
export type ViewKind = 'article' | 'course' | 'live' | 'live-room' | 'download';

/** One view per viewer per item per window, whichever API process serves the requests. */
export interface UniqueViews {
  /**
   * True when this view is to be counted (and it is marked as counted now); false for a repeat within
   * the window. Never throws: when the marks cannot be reached the view is not counted and the page is
   * served all the same.
   */
  claim(kind: ViewKind, itemId: number, viewer: Viewer): Promise<boolean>;
  /** Drops marks older than the window; answers how many (the purge job's pass). */
  purge(): Promise<number>;
}

export interface UniqueViewsOptions {
  windowMs: number;
  now: () => number;
  log?: Pick<FastifyBaseLogger, 'warn'>;
  /** Recently counted views remembered in the process (also those another process counted), so a burst of repeats costs no query. */
  recentLimit?: number;
}

const DEFAULT_RECENT_LIMIT = 20_000;

export function createUniqueViews(store: ViewMarkStore, options: UniqueViewsOptions): UniqueViews {
  const limit = options.recentLimit ?? DEFAULT_RECENT_LIMIT;
  /** key → until when it is known to be counted (insertion order = age, for eviction). */
  const recent = new Map<string, number>();

  function remember(key: string, until: number): void {
    recent.delete(key);
    recent.set(key, until);
    if (recent.size > limit) recent.delete(recent.keys().next().value as string);
  }

  return {
    async claim(kind, itemId, viewer) {
      // The server drawing a page for someone is not a view; that someone's own app counts theirs.
      if (viewer.key === PAGE_DRAW_VIEWER_KEY) return false;
      const at = options.now();
      const key = `${kind}:${itemId}:${viewer.key}`;
      if ((recent.get(key) ?? 0) > at) return false;
      try {
        const answer = await store.mark(kind, itemId, viewer, at, options.windowMs);
        if (answer === true) remember(key, at + options.windowMs);
        // Counted earlier, perhaps by another process: repeats until then need not ask the store.
        else if (answer !== false) remember(key, answer.heldUntil);
        return answer === true;
      } catch (error) {
        options.log?.warn({ err: error, kind }, 'view marks unavailable: view not counted');
        return false;
      }
    },
    purge() {
      return store.purge(options.now() - options.windowMs);
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** One view per viewer per item per window (modules/views). */
    uniqueViews: UniqueViews;
  }
}

/** How often old marks are purged (each pass deletes what left the window since the last one). */
const PURGE_INTERVAL_MS = 5 * 60_000;

/** Decorates app.uniqueViews; with `startPurge` (outside tests) old marks are purged on an interval. */
export function registerUniqueViews(app: FastifyInstance, views: UniqueViews, options: { startPurge: boolean }): void {
  app.decorate('uniqueViews', views);
  const job = createIntervalJob(
    'view-marks-purge',
    () => views.purge(),
    PURGE_INTERVAL_MS,
    (error) => app.log.warn({ err: error }, 'view marks: purge failed'),
  );
  if (options.startPurge) app.addHook('onReady', async () => job.start());
  app.addHook('onClose', () => job.stop());
}
