import type { Redis } from 'ioredis';
import { openRequestRedis } from '../../providers/redis-connection';

// Who has which layout open in the console. Each open editor sends a heartbeat; an operator counts as
// present until `ttlMs` after their last one, so a closed tab drops out by itself. Times come from the
// app's clock (tests move it instead of sleeping).

/** Twice the console's heartbeat interval and some: one late heartbeat does not make a colleague vanish. */
export const PRESENCE_TTL_MS = 20_000;

export interface PresenceStore {
  /** Records `operator` on `layoutId` at `now`; answers the other operators present there, by name. */
  beat(layoutId: string, operator: string, now: number): Promise<string[]>;
  /** The operator closed the layout. */
  leave(layoutId: string, operator: string): Promise<void>;
  close(): Promise<void>;
}

/** One process (no REDIS_URL): a map of layout → operator → when their presence ends. */
export class MemoryPresence implements PresenceStore {
  private readonly layouts = new Map<string, Map<string, number>>();

  constructor(private readonly ttlMs = PRESENCE_TTL_MS) {}

  async beat(layoutId: string, operator: string, now: number): Promise<string[]> {
    const present = this.layouts.get(layoutId) ?? new Map<string, number>();
    this.layouts.set(layoutId, present);
    for (const [name, until] of present) if (until <= now) present.delete(name);
    present.set(operator, now + this.ttlMs);
    return [...present.keys()].filter((name) => name !== operator).sort();
  }

  async leave(layoutId: string, operator: string): Promise<void> {
    const present = this.layouts.get(layoutId);
    present?.delete(operator);
    if (present?.size === 0) this.layouts.delete(layoutId);
  }

  async close(): Promise<void> {}
}

/**
 * Shared by every API process (REDIS_URL): one sorted set per layout, operator names scored by when their
 * presence ends. Expired names are dropped on each beat; the whole key expires when nobody beats any more.
 */
export class RedisPresence implements PresenceStore {
  constructor(
    private readonly redis: Redis,
    private readonly ttlMs = PRESENCE_TTL_MS,
    /** Every key starts with this (tests use a random one). */
    readonly prefix = 'byh:ops-presence:',
    private readonly ownsConnection = false,
  ) {}

  static fromUrl(url: string, options: { ttlMs?: number; prefix?: string; onError?: (error: Error) => void } = {}): RedisPresence {
    // No offline queue: while Redis is away a heartbeat fails at once instead of hanging the console.
    const redis = openRequestRedis(url, { offlineQueue: false });
    redis.on('error', options.onError ?? (() => undefined));
    return new RedisPresence(redis, options.ttlMs, options.prefix, true);
  }

  async beat(layoutId: string, operator: string, now: number): Promise<string[]> {
    const key = this.prefix + layoutId;
    const results = await this.redis
      .multi()
      .zremrangebyscore(key, '-inf', String(now))
      .zadd(key, String(now + this.ttlMs), operator)
      .pexpire(key, this.ttlMs)
      .zrange(key, '0', '-1')
      .exec();
    const names = results?.[3]?.[1];
    return Array.isArray(names) ? names.filter((name): name is string => typeof name === 'string' && name !== operator).sort() : [];
  }

  async leave(layoutId: string, operator: string): Promise<void> {
    await this.redis.zrem(this.prefix + layoutId, operator);
  }

  /** Resolves once connected. */
  ready(): Promise<void> {
    if (this.redis.status === 'ready') return Promise.resolve();
    return new Promise((resolve) => this.redis.once('ready', () => resolve()));
  }

  async close(): Promise<void> {
    if (this.ownsConnection) await this.redis.quit().catch(() => undefined);
  }
}

export function createPresenceStore(redisUrl: string | undefined, onError?: (error: Error) => void): PresenceStore {
  return redisUrl ? RedisPresence.fromUrl(redisUrl, { onError }) : new MemoryPresence();
}
