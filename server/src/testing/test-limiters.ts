import { randomBytes } from 'node:crypto';
import { MemoryRateLimiter, RedisRateLimiter, type RateLimiter } from '../shared/rate-limits';

export type LimiterKind = 'memory' | 'redis';

/** The Redis of TEST_REDIS_URL (set by .ci/run) or REDIS_URL; none = memory only. */
export function testRedisUrl(): string | undefined {
  return process.env.TEST_REDIS_URL || process.env.REDIS_URL || undefined;
}

/** Limiter stores the rate-limit tests run on: memory always, Redis when a URL is set. */
export function limiterKinds(): LimiterKind[] {
  return testRedisUrl() ? ['memory', 'redis'] : ['memory'];
}

export interface TestLimiter {
  limiter: RateLimiter;
  /** Removes this limiter's keys (its own random prefix only) and closes it. */
  dispose(): Promise<void>;
}

export function openTestLimiter(kind: LimiterKind): TestLimiter {
  if (kind === 'memory') {
    const limiter = new MemoryRateLimiter();
    return { limiter, dispose: () => limiter.close() };
  }
  const limiter = RedisRateLimiter.fromUrl(testRedisUrl()!, `byh-test:${randomBytes(6).toString('hex')}:`);
  return {
    limiter,
    async dispose() {
      await limiter.flush();
      await limiter.close();
    },
  };
}
