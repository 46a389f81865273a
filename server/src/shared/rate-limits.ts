import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { deleteKeysWithPrefix } from '../providers/redis-keys';
import { openRequestRedis } from '../providers/redis-connection';
import { timeRedisCommands } from '../observability/redis-timing';

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
  /**
   * Several keys in order, as one step (one Redis round trip): each allowed rule records its hit, and the
   * first refused one stops there (the rules after it are neither checked nor recorded).
   */
  consumeEach(rules: readonly RateLimitRule[], now: number): Promise<RuleResult>;
  close(): Promise<void>;
}

export interface RateLimitRule {
  key: string;
  windows: readonly RateLimitWindow[];
}

/** `refused`: the index of the first refusing rule, -1 when every rule allowed its hit. */
export interface RuleResult {
  refused: number;
  retryAfterMs: number;
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

  async consumeEach(rules: readonly RateLimitRule[], now: number): Promise<RuleResult> {
    for (const [index, rule] of rules.entries()) {
      const result = await this.consume(rule.key, rule.windows, now);
      if (!result.allowed) return { refused: index, retryAfterMs: result.retryAfterMs };
    }
    return { refused: -1, retryAfterMs: 0 };
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
 * script so API processes behind a load balancer share the limits. Several keys go in one call, in order:
 * each allowed key records the hit, the first refusing one ends the script.
 * KEYS: the logs. ARGV: now, member, then per key: its number of windows and their limit/window pairs.
 * Returns {index of the refusing key (1-based; 0 = all recorded), wait in ms}.
 */
const CONSUME_EACH_SCRIPT = `
local now = tonumber(ARGV[1])
local member = ARGV[2]
local pos = 3
for k = 1, #KEYS do
  local n = tonumber(ARGV[pos])
  pos = pos + 1
  local longest = 0
  for i = 0, n - 1 do
    local window = tonumber(ARGV[pos + 2 * i + 1])
    if window > longest then longest = window end
  end
  redis.call('ZREMRANGEBYSCORE', KEYS[k], '-inf', now - longest)
  local wait = 0
  for i = 0, n - 1 do
    local limit = tonumber(ARGV[pos + 2 * i])
    local window = tonumber(ARGV[pos + 2 * i + 1])
    local count = redis.call('ZCOUNT', KEYS[k], '(' .. (now - window), '+inf')
    if count >= limit then
      local leaving = redis.call('ZRANGEBYSCORE', KEYS[k], '(' .. (now - window), '+inf', 'WITHSCORES', 'LIMIT', count - limit, 1)
      local w = tonumber(leaving[2]) + window - now
      if w > wait then wait = w end
    end
  end
  if wait > 0 then return {k, wait} end
  redis.call('ZADD', KEYS[k], now, member)
  redis.call('PEXPIRE', KEYS[k], longest)
  pos = pos + 2 * n
end
return {0, 0}
`;

/** The script as an ioredis command: sent once, then called by its SHA (EVALSHA, EVAL again after a NOSCRIPT). */
interface ConsumeEachCommand {
  byhConsumeEach(numberOfKeys: number, ...keysAndArgs: string[]): Promise<[number, number]>;
}

export class RedisRateLimiter implements RateLimiter {
  private readonly redis: Redis & ConsumeEachCommand;
  /**
   * A hit's member in a log must differ from every other process's hits of the same millisecond: a random tag
   * per limiter and a counter. (Fresh random bytes per hit were 1.7% of a comment post's CPU.)
   */
  private readonly memberTag = randomBytes(6).toString('hex');
  private hits = 0;

  constructor(
    redis: Redis,
    /** Every key starts with this, so tests (and other apps on the same Redis) stay apart. */
    readonly prefix: string = 'byh:rl:',
    private readonly ownsConnection = false,
  ) {
    if (!('byhConsumeEach' in redis)) redis.defineCommand('byhConsumeEach', { lua: CONSUME_EACH_SCRIPT });
    // Reason for the cast: defineCommand adds the method at run time; ioredis cannot type it.
    this.redis = redis as Redis & ConsumeEachCommand;
  }

  static fromUrl(url: string, prefix?: string, onError: (error: Error) => void = () => undefined, commandTimeoutMs?: number): RedisRateLimiter {
    // Every check ends within the command timeout while Redis is down: the write is refused with a 503 at once.
    const redis = openRequestRedis(url, { commandTimeoutMs });
    // Without a listener ioredis prints "Unhandled error event" on every reconnect attempt of an outage;
    // the callers already answer those requests with a clear error.
    redis.on('error', onError);
    return new RedisRateLimiter(timeRedisCommands(redis, 'rate-limiter'), prefix, true);
  }

  async consume(key: string, windows: readonly RateLimitWindow[], now: number): Promise<RateLimitResult> {
    const { refused, retryAfterMs } = await this.consumeEach([{ key, windows }], now);
    return { allowed: refused < 0, retryAfterMs };
  }

  async consumeEach(rules: readonly RateLimitRule[], now: number): Promise<RuleResult> {
    if (rules.length === 0) return { refused: -1, retryAfterMs: 0 };
    const member = `${now}:${this.memberTag}:${(this.hits += 1)}`;
    const args = [now, member, ...rules.flatMap((rule) => [rule.windows.length, ...rule.windows.flatMap((w) => [w.limit, w.windowMs])])].map(String);
    const [index, wait] = await this.redis.byhConsumeEach(rules.length, ...rules.map((rule) => `${this.prefix}${rule.key}`), ...args);
    return { refused: Number(index) - 1, retryAfterMs: Number(wait) };
  }

  /** Resolves once Redis answers (within the command timeout): the readiness check's proof. */
  async ping(): Promise<void> {
    await this.redis.ping();
  }

  /** Deletes this limiter's keys only (tests share a Redis with whatever else runs there). */
  async flush(): Promise<void> {
    await deleteKeysWithPrefix(this.redis, this.prefix);
  }

  async close(): Promise<void> {
    if (this.ownsConnection) await this.redis.quit();
  }
}

export function createRateLimiter(redisUrl: string | undefined, onRedisError?: (error: Error) => void, commandTimeoutMs?: number): RateLimiter {
  return redisUrl ? RedisRateLimiter.fromUrl(redisUrl, undefined, onRedisError, commandTimeoutMs) : new MemoryRateLimiter();
}
