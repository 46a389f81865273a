import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { AppConfig } from '../../config/config';
import { openTestApp, testConfig, type TestApp } from '../../testing/test-app';
import { testDatabases } from '../../testing/test-database';
import { testRedisUrl } from '../../testing/test-limiters';
import { LIVE_SOCKET_MESSAGES } from './live-socket-guard';

const CAP = 5;

const baseOf = (app: FastifyInstance) => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

/** Connects a websocket client from `address`: resolves with the socket, or the refusal's message. */
function openFrom(base: string, address: string, sockets: Socket[]): Promise<{ socket: Socket } | { refused: string }> {
  const socket = connect(`${base}/live`, { transports: ['websocket'], reconnection: false, forceNew: true, extraHeaders: { 'x-forwarded-for': address } });
  sockets.push(socket);
  return new Promise((resolve) => {
    socket.once('connect', () => resolve({ socket }));
    socket.once('connect_error', (error: Error & { description?: unknown }) => resolve({ refused: `${error.message} ${String(error.description ?? '')}` }));
  });
}

const handshake = (base: string, address: string) => fetch(`${base}/socket.io/?EIO=4&transport=polling`, { headers: { 'x-forwarded-for': address } });

/** As in production behind one proxy (TRUST_PROXY=1): each test client names its address in X-Forwarded-For. */
const guarded = (extra: Partial<AppConfig> = {}): Partial<AppConfig> => ({
  NODE_ENV: 'production',
  trustProxy: { hops: 1 },
  ...extra,
  live: { ...testConfig().live, ...extra.live, socketsPerAddress: CAP },
});

/**
 * The live room's sockets as an attacker opens them: one address holding hundreds of connections, and
 * socket.io's own HTTP answers (long polling) missing the headers every other answer has.
 */
describe.each(testDatabases())('live-room sockets per address and their headers on %s', (kind) => {
  let t: TestApp;
  let base = '';
  const sockets: Socket[] = [];
  const open = (address: string) => openFrom(base, address, sockets);

  beforeAll(async () => {
    t = await openTestApp(kind, { config: guarded() });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = baseOf(t.app);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await t?.close();
  });

  it(`refuses the connection past ${CAP} from one address with a clear message, while another address connects`, async () => {
    const attacker = '198.51.100.7';
    const opened = [];
    for (let i = 0; i < CAP; i += 1) opened.push(await open(attacker));
    expect(opened.every((result) => 'socket' in result)).toBe(true);

    expect(await open(attacker)).toEqual({ refused: expect.any(String) });
    const refused = await handshake(base, attacker);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ message: LIVE_SOCKET_MESSAGES.tooMany });
    // Another address is not affected.
    expect(await open('2001:db8:1:2::1')).toHaveProperty('socket');
    expect(await open('198.51.100.8')).toHaveProperty('socket');

    // A closed connection frees its place (the server sees the close: wait for it, not for a fixed time).
    const first = opened[0];
    if (!('socket' in first)) throw new Error('first socket did not connect');
    first.socket.disconnect();
    await expect.poll(async () => 'socket' in (await open(attacker)), { timeout: 5000 }).toBe(true);
  });

  it('answers long polling with the security headers every other data answer carries (HSTS in production)', async () => {
    const answer = await handshake(base, '203.0.113.50');
    expect(answer.status).toBe(200);
    expect(await answer.text()).toMatch(/"sid"/);
    const ordinary = await fetch(`${base}/healthz`);
    for (const name of ['content-security-policy', 'x-frame-options', 'x-content-type-options', 'strict-transport-security', 'referrer-policy']) {
      expect(answer.headers.get(name), name).toBeTruthy();
      expect(answer.headers.get(name), name).toBe(ordinary.headers.get(name));
    }
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('strict-transport-security')).toContain('max-age=');
    // The refusal is socket.io's answer too.
    const refusals = await Promise.all(Array.from({ length: CAP + 1 }, () => handshake(base, '203.0.113.51')));
    const refusal = refusals.find((r) => r.status === 403);
    expect(refusal?.headers.get('x-frame-options')).toBe('DENY');
  });
});

const redisUrl = testRedisUrl();

describe.skipIf(!redisUrl)('live-room sockets per address across two processes on Redis', () => {
  let t: TestApp;
  let second: FastifyInstance;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    const config = guarded({ REDIS_URL: redisUrl, live: { ...testConfig().live, redisKey: `byh-test:live:${randomBytes(6).toString('hex')}` } });
    t = await openTestApp('pglite', { config });
    second = await buildApp({ database: t.database, config: testConfig(config), logger: false });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    await second.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await second?.close();
    await t?.close();
  });

  it(`counts one address's connections on every process: ${CAP} in all, whichever process they reach`, async () => {
    const attacker = '198.51.100.9';
    const results = [];
    for (let i = 0; i < CAP; i += 1) results.push(await openFrom(baseOf(i % 2 === 0 ? t.app : second), attacker, sockets));
    expect(results.every((result) => 'socket' in result)).toBe(true);
    expect(await openFrom(baseOf(t.app), attacker, sockets)).toHaveProperty('refused');
    expect(await openFrom(baseOf(second), attacker, sockets)).toHaveProperty('refused');
    expect(await openFrom(baseOf(second), '198.51.100.10', sockets)).toHaveProperty('socket');
    // One closed on the first process frees a place on the second.
    const first = results[0];
    if (!('socket' in first)) throw new Error('first socket did not connect');
    first.socket.disconnect();
    await expect.poll(async () => 'socket' in (await openFrom(baseOf(second), attacker, sockets)), { timeout: 5000 }).toBe(true);
  });
});
