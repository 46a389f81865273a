import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { AppConfig } from '../../config/config';
import { openRequestRedis } from '../../providers/redis-connection';
import { deleteKeysWithPrefix } from '../../providers/redis-keys';
import { timeRedisCommands } from '../../observability/redis-timing';

/**
 * Search answers shared by every API process through Redis: a term one process searched is answered by
 * the others from here (one GET) instead of from the index. Each answer carries when its search started;
 * a process reads only answers that started after the last index change it heard of, so an answer from
 * before a reindex is never taken for a newer one.
 */
export interface SharedAnswers {
  /** The answer stored under `key` by a search that started after `since` (ms), else undefined. */
  read(key: string, since: number): Promise<unknown>;
  /** Stores an answer whose search started at `startedAt`, for `ttlMs`. */
  write(key: string, startedAt: number, value: unknown, ttlMs: number): Promise<void>;
  /** True for the one process that recomputes `key` in the next `forMs` (the others read its answer). */
  claim(key: string, forMs: number): Promise<boolean>;
  close(): Promise<void>;
}

export class RedisSharedAnswers implements SharedAnswers {
  constructor(
    private readonly redis: Redis,
    /** Every key starts with this (tests use a random one). */
    readonly prefix = 'byh:search:',
    private readonly ownsConnection = false,
  ) {}

  static fromUrl(url: string, options: { prefix?: string; commandTimeoutMs?: number; onError?: (error: Error) => void } = {}): RedisSharedAnswers {
    // No offline queue: while Redis is away a search does not wait for it, it searches the index.
    const redis = openRequestRedis(url, { commandTimeoutMs: options.commandTimeoutMs, offlineQueue: false });
    redis.on('error', options.onError ?? (() => undefined));
    return new RedisSharedAnswers(timeRedisCommands(redis, 'search-answers'), options.prefix, true);
  }

  async read(key: string, since: number): Promise<unknown> {
    const stored = await this.redis.get(`${this.prefix}a:${key}`);
    if (stored === null) return undefined;
    // Written by write() below: { at, value }.
    const parsed = JSON.parse(stored) as { at: number; value: unknown };
    return parsed.at > since ? parsed.value : undefined;
  }

  async write(key: string, startedAt: number, value: unknown, ttlMs: number): Promise<void> {
    await this.redis.set(`${this.prefix}a:${key}`, JSON.stringify({ at: startedAt, value }), 'PX', ttlMs);
  }

  async claim(key: string, forMs: number): Promise<boolean> {
    return (await this.redis.set(`${this.prefix}r:${key}`, '1', 'PX', forMs, 'NX')) === 'OK';
  }

  /** Resolves once connected (before that, answers are neither read nor shared: each process searches). */
  ready(): Promise<void> {
    if (this.redis.status === 'ready') return Promise.resolve();
    return new Promise((resolve) => this.redis.once('ready', () => resolve()));
  }

  /** Deletes this store's keys only (tests share a Redis). */
  async flush(): Promise<void> {
    await deleteKeysWithPrefix(this.redis, this.prefix);
  }

  async close(): Promise<void> {
    if (!this.ownsConnection) return;
    if (this.redis.status === 'ready') await this.redis.quit();
    else this.redis.disconnect();
  }
}

/**
 * app.ts wiring: shared answers with REDIS_URL (closed on close), keyed by the database they come from, so
 * servers of other databases on the same Redis (tests, staging) never read each other's answers.
 */
export function sharedSearchAnswers(
  app: FastifyInstance,
  config: Pick<AppConfig, 'REDIS_URL' | 'DATABASE_URL' | 'DATA_DIR' | 'redisCommandTimeoutMs' | 'searchCacheMs'>,
) {
  if (!config.REDIS_URL || config.searchCacheMs <= 0) return undefined;
  const database = createHash('sha256')
    .update(config.DATABASE_URL ?? config.DATA_DIR)
    .digest('hex')
    .slice(0, 12);
  const shared = RedisSharedAnswers.fromUrl(config.REDIS_URL, {
    prefix: `byh:search:${database}:`,
    commandTimeoutMs: config.redisCommandTimeoutMs,
    onError: (error) => app.log.warn({ err: error }, 'search answers: redis error'),
  });
  app.addHook('onClose', () => shared.close());
  return shared;
}
