import { cacheRequests } from '../observability/metrics';

/**
 * In-memory cache of ready-to-send payloads (serialized JSON) for hot reads: home and layouts.
 * Entries expire after `ttlMs` so other API processes' writes show up within that time; a write in
 * this process calls invalidate() and shows at once. Concurrent misses share one load.
 */
export interface PayloadCache<V> {
  /** The fresh value or undefined, without touching the loader (the fast path). */
  peek(key: string): V | undefined;
  get(key: string): Promise<V>;
  /** Forgets one key, or everything. */
  invalidate(key?: string): void;
  /** Stores a value computed elsewhere (another process, a background refresh) for the TTL. */
  set(key: string, value: V): void;
}

export interface PayloadCacheOptions<V> {
  /** The cache's label in byh_cache_requests_total (docs/observability.md). */
  name: string;
  ttlMs: number;
  load: (key: string) => Promise<V>;
  /** Bound on the number of keys (layout ids come from URLs); oldest dropped first. */
  maxEntries?: number;
  now?: () => number;
  /** When a value stops being right before its TTL (a time window opens or closes), in ms since the epoch. */
  validUntil?: (value: V) => number | undefined;
}

export function createPayloadCache<V>(options: PayloadCacheOptions<V>): PayloadCache<V> {
  const { name, ttlMs, load, maxEntries = 1000, now = Date.now, validUntil } = options;
  const hits = cacheRequests.labels({ cache: name, result: 'hit' });
  const misses = cacheRequests.labels({ cache: name, result: 'miss' });
  const entries = new Map<string, { value: V; expiresAt: number }>();
  const pending = new Map<string, Promise<V>>();
  // Bumped on invalidate so a load that started before a write does not store the old value.
  let generation = 0;

  const fresh = (key: string): V | undefined => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt > now()) return entry.value;
    entries.delete(key);
    return undefined;
  };

  return {
    // Callers peek and then get on a miss, so only get() counts misses (a miss is counted once).
    peek(key) {
      const value = fresh(key);
      if (value !== undefined) hits.inc();
      return value;
    },
    get(key) {
      const value = fresh(key);
      if (value !== undefined) {
        hits.inc();
        return Promise.resolve(value);
      }
      misses.inc();
      const inFlight = pending.get(key);
      if (inFlight) return inFlight;
      const startedAt = generation;
      const promise = load(key)
        .then((value) => {
          if (startedAt === generation) {
            if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
            entries.set(key, { value, expiresAt: Math.min(now() + ttlMs, validUntil?.(value) ?? Infinity) });
          }
          return value;
        })
        .finally(() => {
          if (pending.get(key) === promise) pending.delete(key);
        });
      pending.set(key, promise);
      return promise;
    },
    set(key, value) {
      if (!entries.has(key) && entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(key, { value, expiresAt: Math.min(now() + ttlMs, validUntil?.(value) ?? Infinity) });
    },
    invalidate(key) {
      generation += 1;
      if (key === undefined) {
        entries.clear();
        pending.clear();
      } else {
        entries.delete(key);
        pending.delete(key);
      }
    },
  };
}
