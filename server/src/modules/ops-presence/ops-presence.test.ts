import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp } from '../../testing/test-app';
import { MemoryPresence, PRESENCE_TTL_MS, RedisPresence, type PresenceStore } from './ops-presence';
import { withOpsHelpers, type OpsTestApp } from '../ops/ops-test-kit';

const REDIS_URL = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;
const ID = 'channel-home.2';
const others = (response: { json(): unknown }) => (response.json() as { data: { others: { name: string }[] } }).data.others.map((other) => other.name);

describe('editors’ presence through /ops/api', () => {
  let t: OpsTestApp;
  let clock = Date.parse('2026-03-01T09:00:00Z');
  beforeAll(async () => {
    t = withOpsHelpers(await openTestApp('pglite', { authTestHooks: { now: () => clock } }));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('shows each operator the others who have the same layout open, until they leave or stop beating', async () => {
    const alice = await t.signInAs('presence-alice', 'editor');
    const bob = await t.signInAs('presence-bob', 'publisher');

    expect(others(await t.ops('POST', `/layouts/${ID}/presence`, alice))).toEqual([]);
    expect(others(await t.ops('POST', `/layouts/${ID}/presence`, bob))).toEqual(['presence-alice']);
    expect(others(await t.ops('POST', `/layouts/${ID}/presence`, alice))).toEqual(['presence-bob']);
    // Another layout is another room.
    expect(others(await t.ops('POST', '/layouts/channel-home.3/presence', bob))).toEqual([]);

    // Bob closes the editor: gone at once.
    expect((await t.ops('DELETE', `/layouts/${ID}/presence`, bob)).statusCode).toBe(200);
    expect(others(await t.ops('POST', `/layouts/${ID}/presence`, alice))).toEqual([]);

    // Bob's tab dies without saying so: gone once his last beat is older than the TTL.
    await t.ops('POST', `/layouts/${ID}/presence`, bob);
    clock += PRESENCE_TTL_MS - 1000;
    expect(others(await t.ops('POST', `/layouts/${ID}/presence`, alice))).toEqual(['presence-bob']);
    clock += 2000;
    expect(others(await t.ops('POST', `/layouts/${ID}/presence`, alice))).toEqual([]);
  });

  it('is for signed-in operators only, and checks the layout id', async () => {
    const refused = await t.ops('POST', `/layouts/${ID}/presence`, null);
    expect(refused.statusCode).toBe(401);
    const alice = await t.signInAs('presence-alice', 'editor');
    expect((await t.ops('POST', '/layouts/Not%20an%20id/presence', alice)).statusCode).toBe(400);
  });
});

/** The same story against each store, with a short TTL and a clock the test moves. */
function storeStory(name: string, open: (ttlMs: number) => Promise<PresenceStore & { flush?(): Promise<void> }>) {
  it(`${name}: beats, leaves and expires by the app's clock`, async () => {
    const store = await open(1000);
    try {
      const at = 1_000_000;
      expect(await store.beat('home-new', 'alice', at)).toEqual([]);
      expect(await store.beat('home-new', 'bob', at + 100)).toEqual(['alice']);
      expect(await store.beat('home-new', 'carol', at + 200)).toEqual(['alice', 'bob']);
      await store.leave('home-new', 'carol');
      expect(await store.beat('home-new', 'bob', at + 900)).toEqual(['alice']);
      // alice's presence ended at at+1000.
      expect(await store.beat('home-new', 'bob', at + 1001)).toEqual([]);
      expect(await store.beat('home-new', 'alice', at + 1500)).toEqual(['bob']);
    } finally {
      await store.close();
    }
  });
}

describe('presence stores', () => {
  storeStory('memory', async (ttlMs) => new MemoryPresence(ttlMs));
  describe.skipIf(!REDIS_URL)('with Redis', () => {
    storeStory('redis', async (ttlMs) => {
      const store = RedisPresence.fromUrl(REDIS_URL!, { ttlMs, prefix: `byh-test:presence:${randomBytes(4).toString('hex')}:` });
      await store.ready();
      return store;
    });
  });
});
