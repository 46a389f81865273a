import type { Redis, Result } from 'ioredis';
import { openRequestRedis } from '../../providers/redis-connection';
import { deleteKeysWithPrefix } from '../../providers/redis-keys';
import type { HeldBack, ViewMarkStore } from './view-marks';
import { timeRedisCommands } from '../../observability/redis-timing';

/**
 * KEYS[1] the mark; ARGV now (ms, the app's clock), window (ms). The stored value is when the view was
 * last counted, so the window is measured by the same clock as on the database; PX drops the key once
 * it can no longer hold a view back. Returns 1 when the view counts (and is marked), else 0. Only sent when
 * the native first try below met a mark that the app's clock says has lapsed (see mark()).
 */
const MARK_SCRIPT = `
local last = redis.call('GET', KEYS[1])
if last and tonumber(last) > tonumber(ARGV[1]) - tonumber(ARGV[2]) then return 0 end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
return 1
`;

declare module 'ioredis' {
  interface RedisCommander<Context> {
    /** MARK_SCRIPT by its digest. */
    markView(key: string, at: string, windowMs: string): Result<number, Context>;
  }
}

/** View marks in Redis (with REDIS_URL): no database write per counted view; keys expire by themselves. */
export class RedisViewMarks implements ViewMarkStore {
  constructor(
    private readonly redis: Redis,
    /** Every key starts with this (tests use a random one). */
    readonly prefix: string = 'byh:views:',
    private readonly ownsConnection = false,
  ) {
    // defineCommand sends EVALSHA, and the script itself only when Redis answers NOSCRIPT.
    this.redis.defineCommand('markView', { numberOfKeys: 1, lua: MARK_SCRIPT });
  }

  static fromUrl(url: string, prefix?: string, onError: (error: Error) => void = () => undefined, commandTimeoutMs?: number): RedisViewMarks {
    // No offline queue: while Redis is away a read is not held up waiting for it; the view is just not
    // counted and the page is served (unique-views.ts).
    const redis = openRequestRedis(url, { commandTimeoutMs, offlineQueue: false });
    redis.on('error', onError);
    return new RedisViewMarks(timeRedisCommands(redis, 'view-marks'), prefix, true);
  }

  /**
   * One native command per read: SET NX GET PX stores the mark unless one is there, and answers the mark it
   * found. No mark: this view counts. A mark inside the window: it does not. A mark the app's clock puts
   * outside the window (Redis has not expired it yet: the clocks differ, or a test moves the app's) is the
   * rare case that needs the compare-and-set script, sent by its digest (EVALSHA) once loaded.
   */
  async mark(kind: string, itemId: number, viewer: { key: string }, at: number, windowMs: number): Promise<boolean | HeldBack> {
    const key = `${this.prefix}${kind}:${itemId}:${viewer.key}`;
    const found = await this.redis.call('SET', key, String(at), 'NX', 'GET', 'PX', String(windowMs));
    if (found === null) return true;
    // Counted lately (maybe by another process): nobody need ask again before that view's window ends.
    if (Number(found) > at - windowMs) return { heldUntil: Number(found) + windowMs };
    const counted = await this.redis.markView(key, String(at), String(windowMs));
    return Number(counted) === 1;
  }

  /** Resolves once connected (before that, marks fail and views are not counted). */
  ready(): Promise<void> {
    if (this.redis.status === 'ready') return Promise.resolve();
    return new Promise((resolve) => this.redis.once('ready', () => resolve()));
  }

  /** Nothing to do: every key expires when its window ends. */
  async purge(): Promise<number> {
    return 0;
  }

  /** Deletes this store's keys only (tests share a Redis). */
  async flush(): Promise<void> {
    await deleteKeysWithPrefix(this.redis, this.prefix);
  }

  async close(): Promise<void> {
    if (!this.ownsConnection) return;
    // quit() is a command: with no offline queue it throws while the connection is not up (still connecting).
    if (this.redis.status === 'ready') await this.redis.quit();
    else this.redis.disconnect();
  }
}
