import type { FastifyInstance } from 'fastify';
import { createPayloadCache } from '../../plugins/payload-cache';

/**
 * Cache bus channel that drops every process's cached search answers: published after the popularity
 * refresh changes the index, and by any write path after it reindexes items (search-index.ts).
 */
export const SEARCH_CACHE_CHANNEL = 'search';

/** Distinct queries kept per process; a flood of made-up keywords only pushes out the oldest. */
const MAX_CACHED_ANSWERS = 1000;

export interface SearchAnswers {
  /** The answer under `key`, reused for the cache's TTL; `load` runs only on a miss (shared by concurrent misses). */
  answer<T>(key: readonly unknown[], load: () => Promise<T>): Promise<T>;
}

/**
 * Search answers reused in a process for `ttlMs` (SEARCH_CACHE_MS). They never depend on who asks, and the
 * ranking they come from changes only on a reindex or the popularity refresh (every few minutes), while
 * the same terms are asked again and again (hot words, a term in the news). One answer costs a scan of up to
 * a few thousand index rows and a card lookup; a repeat within the TTL costs neither. `ttlMs` 0 turns it off.
 */
export function createSearchAnswers(app: FastifyInstance, ttlMs: number): SearchAnswers {
  if (ttlMs <= 0) return { answer: (_key, load) => load() };
  // The payload cache loads by key: the loader of a miss is handed over here, synchronously, just before get().
  const loaders = new Map<string, () => Promise<unknown>>();
  const cache = createPayloadCache<unknown>({
    name: 'search',
    ttlMs,
    maxEntries: MAX_CACHED_ANSWERS,
    load: (key) => loaders.get(key)!(),
  });
  // A message on the channel, or a reconnection to Redis (RESYNC), drops every answer.
  app.cacheBus.subscribe(SEARCH_CACHE_CHANNEL, () => cache.invalidate());
  return {
    answer<T>(parts: readonly unknown[], load: () => Promise<T>): Promise<T> {
      const key = JSON.stringify(parts);
      const hit = cache.peek(key);
      // Each key only ever holds what its own loader returned, so the value is a T.
      if (hit !== undefined) return Promise.resolve(hit as T);
      loaders.set(key, load);
      try {
        return cache.get(key) as Promise<T>;
      } finally {
        loaders.delete(key);
      }
    },
  };
}
