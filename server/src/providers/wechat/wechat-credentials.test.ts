import { randomBytes } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeWechat, type FakeWechatServer } from '../../testing/fake-wechat-server';
import { testRedisUrl } from '../../testing/test-limiters';
import { fetchJson } from '../http-json';
import { MemoryCredentialStore, type CredentialStore } from './credential-store';
import { RedisCredentialStore } from './credential-store-redis';
import { RENEW_EARLY_MS } from './shared-credential';
import { HttpWechatApi } from './wechat-api';

// The WeChat access token and JS-SDK ticket, held once for every API process: two HttpWechatApi instances
// stand for two processes (each with its own Redis connection), in front of a fake WeChat HTTP server.

const config = { appId: 'wxfake0001', appSecret: 'fake-secret' };
const redisUrl = testRedisUrl();
const HOUR_MS = 3600_000;

interface Setup {
  /** A new "process": its own store (its own Redis connection) over the same shared keys. */
  process(): HttpWechatApi;
}

const kinds: { kind: string; open: (stores: CredentialStore[]) => Setup }[] = [
  {
    // Embedded (no REDIS_URL): one process, one in-memory store.
    kind: 'memory, one process',
    open(stores) {
      const store = new MemoryCredentialStore();
      stores.push(store);
      return { process: () => new HttpWechatApi(config, fetchJson, { store, now: () => clock, apiBase: wechat.url }) };
    },
  },
];
if (redisUrl) {
  kinds.push({
    kind: 'Redis, two processes',
    open(stores) {
      const prefix = `byh-test:wechat:${randomBytes(6).toString('hex')}:`;
      return {
        process() {
          const store = RedisCredentialStore.fromUrl(redisUrl, prefix);
          stores.push(store);
          return new HttpWechatApi(config, fetchJson, { store, now: () => clock, apiBase: wechat.url });
        },
      };
    },
  });
}

let wechat: FakeWechatServer;
let clock = Date.UTC(2026, 0, 5, 9);

describe.each(kinds)('WeChat credentials ($kind)', ({ open }) => {
  let stores: CredentialStore[];
  let setup: Setup;
  beforeEach(async () => {
    // Tickets last an hour here, tokens two: a ticket renewal then uses a token the holder still thinks is good.
    wechat = await startFakeWechat({ ...config, ticketLifetimeS: 3600 });
    stores = [];
    setup = open(stores);
  });
  afterEach(async () => {
    for (const store of stores) {
      if (store instanceof RedisCredentialStore) await store.flush();
      await store.close();
    }
    await wechat.close();
  });

  it('shares one token and one ticket: a single fetch of each, however many callers ask at once', async () => {
    const a = setup.process();
    const b = setup.process();
    const tickets = await Promise.all([a.getJsapiTicket(), b.getJsapiTicket(), a.getJsapiTicket(), b.getJsapiTicket()]);
    expect(new Set(tickets)).toEqual(new Set(['TICKET-1']));
    expect(wechat.calls).toMatchObject({ stableToken: 1, getticket: 1 });

    // Renewed shortly before it expires by one fetch for both (meanwhile the other may still hand out the
    // old ticket, which WeChat accepts for a few more minutes).
    clock += HOUR_MS - RENEW_EARLY_MS + 1000;
    await Promise.all([a.getJsapiTicket(), b.getJsapiTicket()]);
    expect([await a.getJsapiTicket(), await b.getJsapiTicket()]).toEqual(['TICKET-2', 'TICKET-2']);
    expect(wechat.calls).toMatchObject({ stableToken: 1, getticket: 2 });
    clock += HOUR_MS;
    await Promise.all([b.getJsapiTicket(), a.getJsapiTicket()]);
    expect([await a.getJsapiTicket(), await b.getJsapiTicket()]).toEqual(['TICKET-3', 'TICKET-3']);
    expect(wechat.calls).toMatchObject({ stableToken: 2, getticket: 3, forced: 0 });
  });

  it('a token WeChat refuses (40001) is renewed once and the call retried, for every process', async () => {
    const a = setup.process();
    const b = setup.process();
    expect(await a.getJsapiTicket()).toBe('TICKET-1');
    wechat.rotateToken(); // e.g. the account's token was replaced elsewhere
    clock += HOUR_MS; // the ticket is due; the cached token still looks good

    expect(await Promise.all([a.getJsapiTicket(), b.getJsapiTicket()])).toEqual(['TICKET-2', 'TICKET-2']);
    expect(wechat.calls).toMatchObject({ stableToken: 2, getticket: 3, refused: 1, forced: 0 });
  });

  it('a token WeChat says has expired (42001) is renewed once and the call retried, for every process', async () => {
    const a = setup.process();
    const b = setup.process();
    expect(await a.getJsapiTicket()).toBe('TICKET-1');
    wechat.expireToken(); // e.g. the stored expiry was too hopeful (a clock ahead of WeChat's)
    clock += HOUR_MS; // the ticket is due; the cached token still looks good

    expect(await Promise.all([a.getJsapiTicket(), b.getJsapiTicket()])).toEqual(['TICKET-2', 'TICKET-2']);
    expect(wechat.calls).toMatchObject({ stableToken: 2, getticket: 3, expired: 1, refused: 0, forced: 0 });
  });

  it('a second 42001 right after the renewal is reported, not retried again', async () => {
    const a = setup.process();
    expect(await a.getJsapiTicket()).toBe('TICKET-1');
    wechat.expireToken(2);
    clock += HOUR_MS;

    await expect(a.getJsapiTicket()).rejects.toThrow(/getticket failed: 42001/);
    // One try with the cached token, one with the renewed token; then the caller hears of it.
    expect(wechat.calls).toMatchObject({ stableToken: 2, getticket: 3, expired: 2 });
    // WeChat well again: the next caller renews and gets a ticket.
    expect(await a.getJsapiTicket()).toBe('TICKET-2');
  });

  it('forces a new token only when normal mode hands back the refused one', async () => {
    const a = setup.process();
    expect(await a.getJsapiTicket()).toBe('TICKET-1');
    wechat.revokeToken();
    clock += HOUR_MS;

    expect(await a.getJsapiTicket()).toBe('TICKET-2');
    expect(wechat.calls).toMatchObject({ stableToken: 3, forced: 1, refused: 1, getticket: 3 });
  });

  it('reports WeChat refusing the app credentials (40125) without asking again', async () => {
    const wrong = new HttpWechatApi({ ...config, appSecret: 'not-the-secret' }, fetchJson, { apiBase: wechat.url, now: () => clock });
    await expect(wrong.getJsapiTicket()).rejects.toThrow(/40125/);
    expect(wechat.calls.stableToken).toBe(1);
  });
});

describe('WeChat credentials while the store (Redis) is away', () => {
  beforeEach(async () => {
    wechat = await startFakeWechat(config);
  });
  afterEach(async () => {
    await wechat.close();
  });

  it('keeps its own copy meanwhile and says so, instead of failing the JS-SDK signature', async () => {
    const down = (): Promise<never> => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:6379'));
    const unreachable: CredentialStore = { read: down, write: down, tryLock: down, unlock: down, close: async () => undefined };
    const problems: unknown[] = [];
    const api = new HttpWechatApi(config, fetchJson, { store: unreachable, apiBase: wechat.url, now: () => clock, onStoreError: (e) => problems.push(e) });
    expect(await api.getJsapiTicket()).toBe('TICKET-1');
    expect(await api.getJsapiTicket()).toBe('TICKET-1');
    expect(wechat.calls).toMatchObject({ stableToken: 1, getticket: 1, refused: 0 });
    expect(String(problems[0])).toContain('ECONNREFUSED');
  });
});
