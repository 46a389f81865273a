import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { openRequestRedis } from './redis-connection';
import { timeRedisCommands } from '../observability/redis-timing';

/**
 * Cross-process cache invalidation. Every API process keeps its own in-memory caches (home payload,
 * layouts); a write in any process publishes an invalidation message and every process (this one
 * included, synchronously) drops the affected entries.
 *
 * Without REDIS_URL there is one process, so the bus is in-process only. With REDIS_URL the messages
 * travel over Redis pub/sub. Pub/sub is fire-and-forget: messages published while a process is cut off
 * from Redis are lost, so on every (re)connection the bus delivers RESYNC ('*') to every handler — caches
 * then drop everything — and the caches' short TTLs bound staleness in any case.
 */
export interface CacheBus {
  /** Sends `message` (e.g. a key; '' = everything) on `channel` to every process. Never throws. */
  publish(channel: string, message?: string): Promise<void>;
  /** Calls `handler` for every message on `channel` (from any process); returns an unsubscribe function. */
  subscribe(channel: string, handler: (message: string) => void): () => void;
  /**
   * True while other processes' messages reach this one. While false (not yet subscribed, or cut off from
   * Redis), a cache whose entries another process may revoke must not keep or serve them.
   */
  readonly listening: boolean;
  close(): Promise<void>;
}

/** Delivered to every handler after a (re)connection: messages may have been missed, drop everything. */
export const RESYNC = '*';

/** Channel names used by the server's own caches (others may add theirs). */
export const CACHE_CHANNELS = {
  home: 'home',
  layouts: 'layouts',
  /** Article rows kept for detail pages (modules/articles/article-rows.ts): the message is the article id, or empty for all. */
  articleRows: 'article-rows',
  /** A scheduled publish was made, moved or cancelled: the scheduler looks at its next due time again. */
  schedules: 'schedules',
} as const;

type Handler = (message: string) => void;

/** Handlers per channel, shared by both implementations; a throwing handler does not stop the others. */
class HandlerTable {
  private readonly handlers = new Map<string, Set<Handler>>();

  add(channel: string, handler: Handler): () => void {
    const set = this.handlers.get(channel) ?? new Set<Handler>();
    set.add(handler);
    this.handlers.set(channel, set);
    return () => {
      set.delete(handler);
      if (set.size === 0) this.handlers.delete(channel);
    };
  }

  deliver(channel: string, message: string): void {
    for (const handler of this.handlers.get(channel) ?? []) {
      try {
        handler(message);
      } catch {
        // A cache handler failing must not stop other caches from being invalidated.
      }
    }
  }

  deliverEverywhere(message: string): void {
    for (const channel of this.handlers.keys()) this.deliver(channel, message);
  }

  clear(): void {
    this.handlers.clear();
  }
}

/** One process: messages go straight to this process's handlers. */
export class MemoryCacheBus implements CacheBus {
  private readonly table = new HandlerTable();
  readonly listening = true;

  async publish(channel: string, message = ''): Promise<void> {
    this.table.deliver(channel, message);
  }

  subscribe(channel: string, handler: Handler): () => void {
    return this.table.add(channel, handler);
  }

  async close(): Promise<void> {
    this.table.clear();
  }
}

export interface RedisCacheBusOptions {
  /** Channel prefix, so tests and other apps on the same Redis stay apart. */
  prefix?: string;
  /** Called when Redis refuses a publish (logged by the app; the local cache is still invalidated). */
  onError?: (error: unknown) => void;
}

/**
 * Redis pub/sub: one subscriber connection (subscribed with a pattern to every channel under the
 * prefix) and one publishing connection. Local handlers run at once on publish; the copy of our own
 * message that comes back through Redis is recognised by the sender id and skipped.
 */
export class RedisCacheBus implements CacheBus {
  private readonly table = new HandlerTable();
  private readonly sender = randomBytes(8).toString('hex');
  private readonly prefix: string;
  private readonly onError: (error: unknown) => void;
  private closed = false;
  private subscribed = false;

  constructor(
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
    options: RedisCacheBusOptions = {},
  ) {
    this.prefix = options.prefix ?? 'byh:cache:';
    const pattern = `${this.prefix}*`;
    // ioredis reports every failed reconnection attempt; one line per 10 s is enough for the log.
    const report = options.onError ?? (() => undefined);
    let lastReport = 0;
    this.onError = (error) => {
      if (Date.now() - lastReport < 10_000) return;
      lastReport = Date.now();
      report(error);
    };
    // ioredis re-subscribes by itself after a reconnection; 'ready' fires on the first connection and
    // on every reconnection, and anything published in between was lost: resync every cache.
    let connectedBefore = false;
    this.subscriber.on('ready', () => {
      if (connectedBefore) this.table.deliverEverywhere(RESYNC);
      connectedBefore = true;
      // Listening only once Redis has acknowledged the pattern on this connection (ioredis re-sends it after a
      // reconnection too; a second PSUBSCRIBE of the same pattern changes nothing).
      this.subscriber.psubscribe(pattern).then(
        () => {
          this.subscribed = !this.closed && this.subscriber.status === 'ready';
        },
        (error: unknown) => this.onError(error),
      );
    });
    this.subscriber.on('close', () => {
      this.subscribed = false;
    });
    this.subscriber.on('error', (error) => this.onError(error));
    this.publisher.on('error', (error) => this.onError(error));
    this.subscriber.on('pmessage', (_pattern: string, channel: string, raw: string) => {
      if (!channel.startsWith(this.prefix)) return;
      const separator = raw.indexOf(':');
      if (separator < 0 || raw.slice(0, separator) === this.sender) return;
      this.table.deliver(channel.slice(this.prefix.length), raw.slice(separator + 1));
    });
  }

  get listening(): boolean {
    return this.subscribed;
  }

  static fromUrl(url: string, options: RedisCacheBusOptions = {}): RedisCacheBus {
    // A publish while Redis is down fails within the command timeout (local caches are invalidated anyway;
    // TTLs cover the rest), so an operator's save never waits on it.
    const publisher = openRequestRedis(url);
    const subscriber = new Redis(url, { connectTimeout: 2000 });
    return new RedisCacheBus(timeRedisCommands(publisher, 'cache-bus'), subscriber, options);
  }

  async publish(channel: string, message = ''): Promise<void> {
    this.table.deliver(channel, message);
    if (this.closed) return;
    try {
      await this.publisher.publish(`${this.prefix}${channel}`, `${this.sender}:${message}`);
    } catch (error) {
      this.onError(error);
    }
  }

  subscribe(channel: string, handler: Handler): () => void {
    return this.table.add(channel, handler);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.subscribed = false;
    this.table.clear();
    await Promise.allSettled([this.subscriber.quit(), this.publisher.quit()]);
    this.subscriber.disconnect();
    this.publisher.disconnect();
  }
}

export function createCacheBus(redisUrl: string | undefined, options: RedisCacheBusOptions = {}): CacheBus {
  return redisUrl ? RedisCacheBus.fromUrl(redisUrl, options) : new MemoryCacheBus();
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Cross-process cache invalidation (Redis pub/sub with REDIS_URL, in-process otherwise). */
    cacheBus: CacheBus;
  }
}

/** Decorates `app.cacheBus` and closes it with the app (only when the app created it). */
export function registerCacheBus(app: FastifyInstance, bus: CacheBus, owned: boolean): void {
  app.decorate('cacheBus', bus);
  if (owned) app.addHook('onClose', () => bus.close());
}
