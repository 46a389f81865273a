import type { Db } from '../../db/database';
import { RESYNC, type CacheBus } from '../../providers/cache-bus';

/** Cache bus channel on which a user's likes, favourites or follows changed: the message is the user id. */
export const VIEWER_FLAGS_CHANNEL = 'viewer-flags';
/** How long a viewer's flags for one item are reused when no change is heard (a lost message is bounded by it). */
export const VIEWER_FLAGS_TTL_MS = 60_000;
const MAX_ENTRIES = 50_000;

interface Entry<T> {
  flags: T;
  userId: number;
  storedAt: number;
}

/**
 * A signed-in detail shows its viewer's like, favourite and follow of the item: kept per viewer and item in
 * each process, so a reader's repeated details cost what a guest's do. Every toggle publishes the user on
 * VIEWER_FLAGS_CHANNEL and every process drops that user's entries (this one at once); a Redis reconnection
 * (RESYNC) drops them all, and while the bus is not listening nothing is kept. A read that started before a
 * drop does not store what it read.
 */
export class ViewerFlagsCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private generation = 0;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly bus: CacheBus,
    private readonly ttlMs: number = VIEWER_FLAGS_TTL_MS,
    private readonly monotonic: () => number = () => performance.now(),
  ) {
    this.unsubscribe = bus.subscribe(VIEWER_FLAGS_CHANNEL, (message) => {
      this.generation += 1;
      const userId = Number(message);
      if (message === RESYNC || !Number.isInteger(userId) || userId <= 0) {
        this.entries.clear();
        return;
      }
      for (const [key, entry] of this.entries) if (entry.userId === userId) this.entries.delete(key);
    });
  }

  async get(userId: number, key: string, load: () => Promise<T>): Promise<T> {
    if (!this.bus.listening) {
      this.entries.clear();
      return load();
    }
    const full = `${userId}:${key}`;
    const hit = this.entries.get(full);
    if (hit && this.monotonic() - hit.storedAt < this.ttlMs) return hit.flags;
    if (hit) this.entries.delete(full);
    const startedAt = this.generation;
    const flags = await load();
    if (startedAt === this.generation && this.bus.listening) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
      this.entries.set(full, { flags, userId, storedAt: this.monotonic() });
    }
    return flags;
  }

  close(): void {
    this.unsubscribe();
    this.entries.clear();
  }
}

/** The cache of each app database (reactions.routes.ts registers it; a transaction or a bare script has none). */
const caches = new WeakMap<Db, ViewerFlagsCache<unknown>>();

/** Keeps viewers' flags read through `db` (the app's database) until a change on `bus`; answers the stop function. */
export function cacheViewerFlags(db: Db, bus: CacheBus): () => void {
  const cache = new ViewerFlagsCache<unknown>(bus);
  caches.set(db, cache);
  return () => {
    cache.close();
    if (caches.get(db) === cache) caches.delete(db);
  };
}

/** The flags cache of `db`, if any. */
export function viewerFlagsCacheOf(db: Db): ViewerFlagsCache<unknown> | undefined {
  return caches.get(db);
}

/** Tells every process that the user's likes, favourites or follows changed (awaited: sent before answering). */
export async function forgetViewerFlags(bus: CacheBus, userId: number): Promise<void> {
  await bus.publish(VIEWER_FLAGS_CHANNEL, String(userId));
}
