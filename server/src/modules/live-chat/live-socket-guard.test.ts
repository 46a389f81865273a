import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, testConfig, type TestApp } from '../../testing/test-app';
import { testDatabases } from '../../testing/test-database';
import { LIVE_SOCKET_MESSAGES } from './live-socket-guard';

const CAP = 5;

/**
 * The live room's sockets as an attacker opens them: one address holding hundreds of connections, and
 * socket.io's own HTTP answers (long polling) missing the headers every other answer has. The server runs
 * as in production behind one proxy (TRUST_PROXY=1), so each test client names its address in X-Forwarded-For.
 */
describe.each(testDatabases())('live-room sockets per address and their headers on %s', (kind) => {
  let t: TestApp;
  let base = '';
  const sockets: Socket[] = [];

  beforeAll(async () => {
    const defaults = testConfig();
    t = await openTestApp(kind, { config: { NODE_ENV: 'production', trustProxy: { hops: 1 }, live: { ...defaults.live, socketsPerAddress: CAP } } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await t?.close();
  });

  /** Connects a websocket client from `address`: resolves with the socket, or the refusal's message. */
  function open(address: string): Promise<{ socket: Socket } | { refused: string }> {
    const socket = connect(`${base}/live`, { transports: ['websocket'], reconnection: false, forceNew: true, extraHeaders: { 'x-forwarded-for': address } });
    sockets.push(socket);
    return new Promise((resolve) => {
      socket.once('connect', () => resolve({ socket }));
      socket.once('connect_error', (error: Error & { description?: unknown }) => resolve({ refused: `${error.message} ${String(error.description ?? '')}` }));
    });
  }

  const handshake = (address: string) => fetch(`${base}/socket.io/?EIO=4&transport=polling`, { headers: { 'x-forwarded-for': address } });

  it(`refuses the connection past ${CAP} from one address with a clear message, while another address connects`, async () => {
    const attacker = '198.51.100.7';
    const opened = [];
    for (let i = 0; i < CAP; i += 1) opened.push(await open(attacker));
    expect(opened.every((result) => 'socket' in result)).toBe(true);

    expect(await open(attacker)).toEqual({ refused: expect.any(String) });
    const refused = await handshake(attacker);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ message: LIVE_SOCKET_MESSAGES.tooMany });
    // The same /64 is the same client; another address is not affected.
    expect(await open('2001:db8:1:2::1')).toHaveProperty('socket');
    expect(await open('198.51.100.8')).toHaveProperty('socket');

    // A closed connection frees its place (the server sees the close: wait for it, not for a fixed time).
    const first = opened[0];
    if (!('socket' in first)) throw new Error('first socket did not connect');
    first.socket.disconnect();
    await expect.poll(async () => 'socket' in (await open(attacker)), { timeout: 5000 }).toBe(true);
  });

  it('answers long polling with the security headers every other answer carries (HSTS in production)', async () => {
    const answer = await handshake('203.0.113.50');
    expect(answer.status).toBe(200);
    expect(await answer.text()).toMatch(/"sid"/);
    const ordinary = await fetch(`${base}/healthz`);
    for (const name of ['content-security-policy', 'x-frame-options', 'x-content-type-options', 'strict-transport-security', 'referrer-policy']) {
      expect(answer.headers.get(name), name).toBeTruthy();
      expect(answer.headers.get(name), name).toBe(ordinary.headers.get(name));
    }
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('strict-transport-security')).toContain('max-age=');
    // The refusal above is socket.io's answer too.
    const refusals = await Promise.all(Array.from({ length: CAP + 1 }, () => handshake('203.0.113.51')));
    const refusal = refusals.find((r) => r.status === 403);
    expect(refusal?.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });
});
