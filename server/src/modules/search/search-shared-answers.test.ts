import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../../testing/test-app';
import { createSearchAnswers, SEARCH_CACHE_CHANNEL } from './search-answers';
import { RedisSharedAnswers } from './search-shared-answers';

const redisUrl = process.env.TEST_REDIS_URL;

// Two answer caches on one Redis prefix stand for two API processes of one database.
describe.skipIf(!redisUrl)('search answers shared through Redis', () => {
  let t: TestApp;
  const prefix = `byh:test:search:${randomBytes(4).toString('hex')}:`;
  const stores: RedisSharedAnswers[] = [];
  const processOf = async () => {
    const store = RedisSharedAnswers.fromUrl(redisUrl!, { prefix });
    stores.push(store);
    await store.ready();
    return createSearchAnswers(t.app, 60_000, { shared: store });
  };
  /** A search that counts how often it ran and answers its run number. */
  const search = () => {
    const run = { calls: 0, load: async () => ({ run: ++run.calls }) };
    return run;
  };

  beforeAll(async () => {
    t = await openTestApp('pglite');
  });
  afterAll(async () => {
    await stores[0]?.flush();
    for (const store of stores) await store.close();
    await t?.close();
  });

  it("one process's answer serves the others until the index changes", async () => {
    const [first, second] = [await processOf(), await processOf()];
    const one = search();
    const two = search();
    expect(await first.answer(['sections', '肺癌'], one.load)).toEqual({ run: 1 });
    expect(await second.answer(['sections', '肺癌'], two.load)).toEqual({ run: 1 });
    expect(two.calls).toBe(0);
    // A reindex: the answer in Redis started before it, so no process takes it any more.
    await t.app.cacheBus.publish(SEARCH_CACHE_CHANNEL);
    expect(await second.answer(['sections', '肺癌'], two.load)).toEqual({ run: 1 });
    expect(two.calls).toBe(1);
    // …and the new answer is shared again.
    const three = search();
    expect(await first.answer(['sections', '肺癌'], three.load)).toEqual({ run: 1 });
    expect(three.calls).toBe(0);
  });

  it('popular terms are recomputed in the background by one process, the others read its answer', async () => {
    const [first, second] = [await processOf(), await processOf()];
    const popular = search();
    const rare = search();
    await first.answer(['sections', '心衰'], popular.load);
    await first.answer(['sections', '心衰'], popular.load);
    await first.answer(['sections', '痛风'], rare.load);
    expect(await first.refreshPopular()).toBe(1);
    expect({ popular: popular.calls, rare: rare.calls }).toEqual({ popular: 2, rare: 1 });
    // The recomputed answer is what this process and the others now answer, without searching.
    expect(await first.answer(['sections', '心衰'], popular.load)).toEqual({ run: 2 });
    const other = search();
    expect(await second.answer(['sections', '心衰'], other.load)).toEqual({ run: 2 });
    await second.answer(['sections', '心衰'], other.load);
    // Another process asked for it too, but the first one holds this period's claim on recomputing it.
    expect(await second.refreshPopular()).toBe(0);
    expect(other.calls).toBe(0);
  });

  it('without Redis an answer is searched, never refused', async () => {
    const broken = RedisSharedAnswers.fromUrl('redis://127.0.0.1:1', { prefix, commandTimeoutMs: 50 });
    stores.push(broken);
    const answers = createSearchAnswers(t.app, 60_000, { shared: broken });
    const run = search();
    expect(await answers.answer(['sections', '哮喘'], run.load)).toEqual({ run: 1 });
  });
});
