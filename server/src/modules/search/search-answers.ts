import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { createPayloadCache } from '../../plugins/payload-cache';
import type { SharedAnswers } from './search-shared-answers';

/**
 * Cache bus channel that drops every process's cached search answers: published after the popularity
 * refresh changes the index, and by any write path after it reindexes items (search-index.ts).
 */
export const SEARCH_CACHE_CHANNEL = 'search';

/** Distinct queries kept per process; a flood of made-up keywords only pushes out the oldest. */
const MAX_CACHED_ANSWERS = 1000;
/** Queries asked at least twice in a refresh period, most asked first, recomputed before they expire. */
const POPULAR_REFRESHED = 20;

export interface SearchAnswers {
  /** The answer under `key`, reused for the cache's TTL; `load` runs only on a miss (shared by concurrent misses). */
  answer<T>(key: readonly unknown[], load: () => Promise<T>): Promise<T>;
  /**
   * Recomputes the answers asked most since the last call (the background refresh runs it every half TTL),
   * so a popular term never waits for a search. With shared answers one process recomputes each term, the
   * others read its answer. Answers how many it recomputed.
   */
  refreshPopular(): Promise<number>;
}

export interface SearchAnswersOptions {
  /** Answers shared with the other API processes (Redis); without it each process searches for itself. */
  shared?: SharedAnswers;
  /** Run refreshPopular() every half TTL (off under tests, which run it by hand). */
  refresh?: boolean;
  log?: Pick<FastifyBaseLogger, 'warn'>;
  now?: () => number;
}

/**
 * Search answers reused for `ttlMs` (SEARCH_CACHE_MS): in the process, and through `shared` by every
 * process. They never depend on who asks, and the ranking they come from changes only on a reindex or the
 * popularity refresh (every few minutes), while the same terms are asked again and again (hot words, a term
 * in the news). One answer costs a scan of index rows and a card lookup; a repeat within the TTL costs
 * neither. `ttlMs` 0 turns it all off (every answer searched).
 */
export function createSearchAnswers(app: FastifyInstance, ttlMs: number, options: SearchAnswersOptions = {}): SearchAnswers {
  if (ttlMs <= 0) return { answer: (_key, load) => load(), refreshPopular: async () => 0 };
  // Sub-millisecond times on the epoch's scale: a search that starts in the millisecond of a change is
  // still ordered before or after it.
  const { shared, log, now = () => performance.timeOrigin + performance.now() } = options;
  // The payload cache loads by key: the loader of a miss is handed over here, synchronously, just before get().
  const loaders = new Map<string, () => Promise<unknown>>();
  const cache = createPayloadCache<unknown>({
    name: 'search',
    ttlMs,
    maxEntries: MAX_CACHED_ANSWERS,
    load: (key) => loaders.get(key)!(),
  });
  // Answers whose search started before this are stale (a process started now never heard of older changes).
  let changedAt = now();
  // A message on the channel, or a reconnection to Redis (RESYNC), drops every answer.
  app.cacheBus.subscribe(SEARCH_CACHE_CHANNEL, () => {
    changedAt = now();
    cache.invalidate();
  });
  // What was asked since the last refresh: how often, and how to compute it again.
  const asked = new Map<string, { hits: number; load: () => Promise<unknown> }>();

  const searchAndShare = async (key: string, load: () => Promise<unknown>): Promise<unknown> => {
    const startedAt = now();
    const value = await load();
    // A change heard of during the search may have come after its rows were read: not shared.
    if (shared && startedAt > changedAt)
      await shared.write(key, startedAt, value, ttlMs).catch((error: Error) => log?.warn({ err: error }, 'search answer not shared'));
    return value;
  };
  const loadShared = async (key: string, load: () => Promise<unknown>): Promise<unknown> => {
    const found = shared ? await shared.read(key, changedAt).catch(() => undefined) : undefined;
    return found !== undefined ? found : searchAndShare(key, load);
  };

  const answers: SearchAnswers = {
    answer<T>(parts: readonly unknown[], load: () => Promise<T>): Promise<T> {
      const key = JSON.stringify(parts);
      const seen = asked.get(key);
      if (seen) seen.hits += 1;
      else if (asked.size < MAX_CACHED_ANSWERS) asked.set(key, { hits: 1, load });
      const hit = cache.peek(key);
      // Each key only ever holds what its own loader returned, so the value is a T.
      if (hit !== undefined) return Promise.resolve(hit as T);
      loaders.set(key, () => loadShared(key, load));
      try {
        return cache.get(key) as Promise<T>;
      } finally {
        loaders.delete(key);
      }
    },
    async refreshPopular() {
      const popular = [...asked]
        .filter(([, entry]) => entry.hits >= 2)
        .sort((a, b) => b[1].hits - a[1].hits)
        .slice(0, POPULAR_REFRESHED);
      asked.clear();
      let recomputed = 0;
      for (const [key, { load }] of popular) {
        try {
          if (shared && !(await shared.claim(key, ttlMs / 2))) continue;
          const startedAt = now();
          const value = await searchAndShare(key, load);
          if (startedAt > changedAt) cache.set(key, value);
          recomputed += 1;
        } catch (error) {
          log?.warn({ err: error }, 'popular search answer not recomputed');
        }
      }
      return recomputed;
    },
  };
  if (options.refresh) {
    const timer = setInterval(() => void answers.refreshPopular(), ttlMs / 2);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
  return answers;
}
