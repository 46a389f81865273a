import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { testRedisUrl } from '../testing/test-limiters';
import { MemoryCacheBus, RedisCacheBus, type CacheBus } from './cache-bus';

async function until(check: () => boolean, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('MemoryCacheBus', () => {
  it('delivers to this process at once, per channel, and stops after unsubscribe', async () => {
    const bus = new MemoryCacheBus();
    const seen: string[] = [];
    const off = bus.subscribe('home', (m) => seen.push(`home:${m}`));
    bus.subscribe('layouts', (m) => seen.push(`layouts:${m}`));
    void bus.publish('home');
    expect(seen).toEqual(['home:']); // synchronous: a write then a read in one request sees the drop
    await bus.publish('layouts', 'home-new');
    off();
    await bus.publish('home');
    expect(seen).toEqual(['home:', 'layouts:home-new']);
    await bus.close();
  });

  it('keeps delivering when one handler throws', async () => {
    const bus = new MemoryCacheBus();
    let called = 0;
    bus.subscribe('home', () => {
      throw new Error('boom');
    });
    bus.subscribe('home', () => (called += 1));
    await bus.publish('home');
    expect(called).toBe(1);
  });
});

const redisUrl = testRedisUrl();

describe.skipIf(!redisUrl)('RedisCacheBus (TEST_REDIS_URL)', () => {
  const open: CacheBus[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((bus) => bus.close()));
  });

  function bus(prefix: string): RedisCacheBus {
    const b = RedisCacheBus.fromUrl(redisUrl!, { prefix });
    open.push(b);
    return b;
  }

  it('carries an invalidation to the other process once, and to the sender at once without an echo', async () => {
    const prefix = `byh-test:bus:${randomBytes(6).toString('hex')}:`;
    const a = bus(prefix);
    const b = bus(prefix);
    const other = bus(`byh-test:bus:${randomBytes(6).toString('hex')}:`);
    const seenA: string[] = [];
    const seenB: string[] = [];
    const seenOther: string[] = [];
    a.subscribe('layouts', (m) => seenA.push(m));
    b.subscribe('layouts', (m) => seenB.push(m));
    other.subscribe('layouts', (m) => seenOther.push(m));
    // Every subscriber connection must be subscribed before the publish (pub/sub keeps nothing).
    expect(a.listening).toBe(false);
    await until(() => a.listening && b.listening && other.listening);
    void a.publish('layouts', 'home-new');
    expect(seenA).toEqual(['home-new']);
    await until(() => seenB.length > 0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(seenA).toEqual(['home-new']);
    expect(seenB).toEqual(['home-new']);
    expect(seenOther).toEqual([]);
    await a.close();
    expect(a.listening).toBe(false);
  });
});

describe('home cache across two API processes sharing a bus', () => {
  it('an edit in one process drops the cached home payload in the other', async () => {
    const { buildApp } = await import('../app');
    const { openTestDatabase } = await import('../testing/test-database');
    const { testConfig } = await import('../testing/test-app');
    const { banners } = await import('../db/schema/index');
    const database = await openTestDatabase('pglite');
    // One bus object stands for Redis pub/sub between the two apps (the Redis transport is tested above).
    const bus = new MemoryCacheBus();
    const a = await buildApp({ database, config: testConfig(), logger: false, cacheBus: bus });
    const b = await buildApp({ database, config: testConfig(), logger: false, cacheBus: bus });
    try {
      const title = async (app: typeof a) =>
        ((await app.inject('/course/api/home')).json() as { data: { banners: Array<{ title: string }> } }).data.banners[0].title;
      const original = await title(b);
      await database.db.update(banners).set({ title: '跨进程失效' });
      expect(await title(b)).toBe(original); // cached in b
      a.invalidateHome(); // the edit happened in a
      expect(await title(b)).toBe('跨进程失效');
    } finally {
      await a.close();
      await b.close();
      await database.close();
    }
  });
});
