import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

/** At most `limit` hits within any `windowMs` (a sliding window over recorded hits). */
export interface RateLimitWindow {
  limit: number;
  windowMs: number;
}

export interface RateLimitResult {
  allowed: boolean;
  /** When refused: how long until the hit would be allowed. */
  retryAfterMs: number;
}

/**
 * Counts hits per key against several windows at once (per phone: 1 per 60 s, 5 per hour, 10 per day).
 * A hit is recorded only when every window allows it, so refused attempts do not extend a block.
 * `now` comes from the caller's clock: tests move time instead of waiting.
 */
export interface RateLimiter {
  consume(key: string, windows: readonly RateLimitWindow[], now: number): Promise<RateLimitResult>;
  close(): Promise<void>;
}

function longest(windows: readonly RateLimitWindow[]): number {
  return Math.max(...windows.map((w) => w.windowMs));
}

/** How long until `hits` (ascending times) leave enough room in every window; 0 = allowed now. */
export function waitFor(hits: readonly number[], windows: readonly RateLimitWindow[], now: number): number {
  let wait = 0;
  for (const { limit, windowMs } of windows) {
    const inWindow = hits.filter((t) => t > now - windowMs);
    if (inWindow.length >= limit) {
      // The oldest hits must leave the window until only limit - 1 remain.
      const leaving = inWindow[inWindow.length - limit];
      wait = Math.max(wait, leaving + windowMs - now);
    }
  }
  return wait;
}

/** In-process limiter: fine for one API process (the default without REDIS_URL). */
export class MemoryRateLimiter implements RateLimiter {
  private readonly hits = new Map<string, number[]>();
  private calls = 0;

  async consume(key: string, windows: readonly RateLimitWindow[], now: number): Promise<RateLimitResult> {
    const horizon = now - longest(windows);
    const hits = (this.hits.get(key) ?? []).filter((t) => t > horizon);
    const wait = waitFor(hits, windows, now);
    if (wait === 0) hits.push(now);
    if (hits.length > 0) this.hits.set(key, hits);
    else this.hits.delete(key);
    if (++this.calls % 1000 === 0) this.sweep(now);
    return { allowed: wait === 0, retryAfterMs: wait };
  }

  /** Drops keys whose newest hit is older than a day (the longest window in use), so memory stays bounded. */
  private sweep(now: number): void {
    const DAY = 24 * 3600 * 1000;
    for (const [key, hits] of this.hits) if ((hits.at(-1) ?? 0) <= now - DAY) this.hits.delete(key);
  }

  async close(): Promise<void> {
    this.hits.clear();
  }
}

/**
 * Sliding log in a sorted set per key (score = hit time), checked and recorded atomically in one
 * script so API processes behind a load balancer share the limits.
 * KEYS[1] log; ARGV: now, longest window, member, then limit/window pairs. Returns the wait in ms (0 = recorded).
 */
const CONSUME_SCRIPT = `
local now = tonumber(ARGV[1])
local longest = tonumber(ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - longest)
local wait = 0
for i = 4, #ARGV, 2 do
  local limit = tonumber(ARGV[i])
  local window = tonumber(ARGV[i + 1])
  local n = redis.call('ZCOUNT', KEYS[1], '(' .. (now - window), '+inf')
  if n >= limit then
    local leaving = redis.call('ZRANGEBYSCORE', KEYS[1], '(' .. (now - window), '+inf', 'WITHSCORES', 'LIMIT', n - limit, 1)
    local w = tonumber(leaving[2]) + window - now
    if w > wait then wait = w end
  end
end
if wait > 0 then return wait end
redis.call('ZADD', KEYS[1], now, ARGV[3])
redis.call('PEXPIRE', KEYS[1], longest)
return 0
`;

export class RedisRateLimiter implements RateLimiter {
  constructor(
    private readonly redis: Redis,
    /** Every key starts with this, so tests (and other apps on the same Redis) stay apart. */
    readonly prefix: string = 'byh:rl:',
    private readonly ownsConnection = false,
  ) {}

  static fromUrl(url: string, prefix?: string, onError: (error: Error) => void = () => undefined): RedisRateLimiter {
    // Fail fast instead of queueing commands forever when Redis is down: callers refuse politely.
    const redis = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: true, connectTimeout: 2000 });
    // Without a listener ioredis prints "Unhandled error event" on every reconnect attempt of an outage;
    // the callers already answer those requests with a clear error.
    redis.on('error', onError);
    return new RedisRateLimiter(redis, prefix, true);
  }

  async consume(key: string, windows: readonly RateLimitWindow[], now: number): Promise<RateLimitResult> {
    const member = `${now}:${randomBytes(6).toString('hex')}`;
    const args = [now, longest(windows), member, ...windows.flatMap((w) => [w.limit, w.windowMs])].map(String);
    const wait = Number(await this.redis.eval(CONSUME_SCRIPT, 1, `${this.prefix}${key}`, ...args));
    return { allowed: wait === 0, retryAfterMs: wait };
  }

  /** Deletes this limiter's keys only (tests share a Redis with whatever else runs there). */
  async flush(): Promise<void> {
    let cursor = '0';
    do {
      const [next, keys] = await this.redis.scan(cursor, 'MATCH', `${this.prefix}*`, 'COUNT', 200);
      if (keys.length > 0) await this.redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  }

  async close(): Promise<void> {
    if (this.ownsConnection) await this.redis.quit();
  }
}

export function createRateLimiter(redisUrl: string | undefined, onRedisError?: (error: Error) => void): RateLimiter {
  return redisUrl ? RedisRateLimiter.fromUrl(redisUrl, undefined, onRedisError) : new MemoryRateLimiter();
}
