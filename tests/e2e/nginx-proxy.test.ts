import { readdirSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { Agent, fetch as undiciFetch } from 'undici';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { checkNginxConfig, nginxBinary, startNginx, type NginxProcess } from './nginx-process';
import { startServer, type ServerProcess } from './server-process';
import { latestCode } from './sms-inbox';

// The shipped deploy/nginx/default.conf, run by Debian's nginx in front of a real API process started with
// the TRUST_PROXY value the config documents: pages, hashed assets, the live room's socket.io (WebSocket and
// the long-polling fallback) and the client's own address all make it through.

const binary = nginxBinary();
const MOBILE = '13900007301';
/** The client connects from another loopback address than nginx uses towards the server (127.0.0.1). */
const CLIENT_ADDRESS = '127.0.0.2';
const fromClientAddress = new Agent({ localAddress: CLIENT_ADDRESS });

/** A request from CLIENT_ADDRESS (undici's own fetch: its Agent is of the same version). */
function viaClientAddress(url: string, init: { method?: string; headers?: Record<string, string>; body?: URLSearchParams } = {}) {
  return undiciFetch(url, { ...init, dispatcher: fromClientAddress });
}

function connected(socket: Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
}

describe.skipIf(!binary)(
  `nginx in front of the API (deploy/nginx/default.conf)${binary ? '' : ' (skipped: nginx is not installed: apt-get install -y nginx)'}`,
  () => {
    let server: ServerProcess;
    let nginx: NginxProcess;
    const sockets: Socket[] = [];
    beforeAll(async () => {
      server = await startServer({ TRUST_PROXY: '1' }, undefined, { seededFrom: inject('e2eSeededDataDir') });
      nginx = await startNginx(binary!, [new URL(server.baseUrl).host]);
    });
    afterAll(async () => {
      for (const socket of sockets) socket.close();
      await fromClientAddress.close();
      await nginx?.stop();
      await server?.stop();
    });

    it('passes nginx -t with the upstream templated to local ports', async () => {
      const { status, output } = await checkNginxConfig(binary!, ['127.0.0.1:3001', '127.0.0.1:3002']);
      expect(output).toContain('syntax is ok');
      expect(status, output).toBe(0);
    });

    it('serves the app through nginx, compressed, with a request id and year-long caching of hashed assets', async () => {
      const health = await fetch(`${nginx.baseUrl}/healthz`);
      expect(health.status).toBe(200);
      expect(health.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);
      const traced = await fetch(`${nginx.baseUrl}/healthz`, { headers: { 'x-request-id': 'trace-from-outside-1' } });
      expect(traced.headers.get('x-request-id')).toBe('trace-from-outside-1');

      const page = await fetch(`${nginx.baseUrl}/`, { headers: { 'accept-encoding': 'gzip' } });
      expect(page.status).toBe(200);
      expect(page.headers.get('content-encoding')).toBe('gzip');
      expect(await page.text()).toContain('<div id="root"');

      const asset = readdirSync('dist/assets').find((name) => name.endsWith('.js'));
      const hashed = await fetch(`${nginx.baseUrl}/assets/${asset}`);
      expect(hashed.status).toBe(200);
      expect(hashed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const missing = await fetch(`${nginx.baseUrl}/assets/not-built-yet-0000.js`);
      expect(missing.status).toBe(404);
      expect(missing.headers.get('cache-control') ?? '').not.toContain('immutable');
    });

    it('echoes only a short plain request id, makes its own for anything else, and names no nginx version', async () => {
      // The attack as found: 321 characters of markup in X-Request-Id came back in the answer (and went into logs).
      const markup = '<script>alert(1)</script>'.padEnd(321, '<b>');
      expect(markup).toHaveLength(321);
      for (const sent of [markup, 'a'.repeat(65), 'id with spaces', 'trace/1']) {
        const answer = await fetch(`${nginx.baseUrl}/healthz`, { headers: { 'x-request-id': sent } });
        expect(answer.status).toBe(200);
        expect(answer.headers.get('x-request-id'), sent).toMatch(/^[0-9a-f]{32}$/);
      }
      const kept = await fetch(`${nginx.baseUrl}/healthz`, { headers: { 'x-request-id': `Trace_1.a-${'x'.repeat(54)}` } });
      expect(kept.headers.get('x-request-id')).toBe(`Trace_1.a-${'x'.repeat(54)}`);
      expect(kept.headers.get('server')).toBe('nginx');
    });

    it("answers nginx's own errors (502, 413, 404) as short JSON with the security headers and no version", async () => {
      const closed = await new Promise<number>((resolve) => {
        const probe = createServer();
        probe.listen(0, '127.0.0.1', () => {
          const { port } = probe.address() as AddressInfo;
          probe.close(() => resolve(port));
        });
      });
      const down = await startNginx(binary!, [`127.0.0.1:${closed}`]);
      try {
        const answers = [
          await fetch(`${down.baseUrl}/healthz`, { headers: { 'x-request-id': '<i>x</i>' } }),
          await fetch(`${nginx.baseUrl}/user/api/browsing/record`, { method: 'POST', body: 'x'.repeat(7 * 1024 * 1024) }),
          await fetch(`${nginx.baseUrl}/_byh_replayable/healthz`),
        ];
        expect(answers.map((answer) => answer.status)).toEqual([502, 413, 404]);
        for (const answer of answers) {
          const status = answer.status;
          expect(answer.headers.get('content-security-policy'), `${status}`).toContain("frame-ancestors 'none'");
          expect(answer.headers.get('x-frame-options'), `${status}`).toBe('DENY');
          expect(answer.headers.get('x-content-type-options'), `${status}`).toBe('nosniff');
          expect(answer.headers.get('referrer-policy'), `${status}`).toBe('strict-origin-when-cross-origin');
          expect(answer.headers.get('strict-transport-security'), `${status}`).toContain('max-age=');
          expect(answer.headers.get('x-request-id'), `${status}`).toMatch(/^[0-9a-f]{32}$/);
          expect(answer.headers.get('server'), `${status}`).toBe('nginx');
          const body = (await answer.json()) as { code: number; message: string };
          expect(body.code).toBe(status);
          expect(body.message).toMatch(/[\u4e00-\u9fff]/);
        }
      } finally {
        await down.stop();
      }
    });

    it('upgrades the live room to a WebSocket, and the long-polling fallback connects too', async () => {
      const websocket = connect(`${nginx.baseUrl}/live`, { transports: ['websocket'], reconnection: false, forceNew: true });
      sockets.push(websocket);
      await connected(websocket);
      expect(websocket.io.engine.transport.name).toBe('websocket');

      const polling = connect(`${nginx.baseUrl}/live`, { transports: ['polling'], reconnection: false, forceNew: true });
      sockets.push(polling);
      await connected(polling);
      expect(polling.io.engine.transport.name).toBe('polling');
    });

    it("records the client's address, not nginx's and not one the client made up", async () => {
      // The client claims an address in X-Forwarded-For; nginx appends the one it saw, and TRUST_PROXY=1 trusts that hop only.
      const spoof = { 'x-forwarded-for': '203.0.113.7' };
      const sentAfter = Date.now();
      const sent = await viaClientAddress(`${nginx.baseUrl}/user/api/send-verify?mobile=${MOBILE}`, { headers: spoof });
      expect(await sent.json()).toMatchObject({ code: 0 });
      const login = await viaClientAddress(`${nginx.baseUrl}/user/api/check-verify`, {
        method: 'POST',
        headers: { ...spoof, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ mobile: MOBILE, code: await latestCode(MOBILE, sentAfter, server.baseUrl) }),
      });
      const session = (await login.json()) as { code: number; data: { access_token: string } };
      expect(session.code).toBe(0);

      const exported = await viaClientAddress(`${nginx.baseUrl}/user/api/privacy/export`, { headers: { 'x-token': session.data.access_token } });
      const body = (await exported.json()) as { data: { sections: { consents: { ip: string | null }[] } } };
      expect(body.data.sections.consents.map((consent) => consent.ip)).toEqual([CLIENT_ADDRESS]);
    });

    it('replays a write with an Idempotency-Key on the other process when the first one drops it, and never one without', async () => {
      // An API process that dies with each write: it reads a POST, then resets the connection. Anything else
      // (nginx's start-up check) gets an answer: a failed request would take it out of the rotation for a while.
      let dropped = 0;
      const dropping = createServer((socket) => {
        socket.once('data', (chunk: Buffer) => {
          if (!chunk.toString('latin1').startsWith('POST ')) {
            socket.end('HTTP/1.1 204 No Content\r\nConnection: close\r\n\r\n');
            return;
          }
          dropped++;
          socket.resetAndDestroy();
        });
      });
      await new Promise<void>((resolve) => dropping.listen(0, '127.0.0.1', resolve));
      const droppingHost = `127.0.0.1:${(dropping.address() as AddressInfo).port}`;
      const realHost = new URL(server.baseUrl).host;
      // ip_hash sends every request of this client to one place in the list: in one of the two orders, the
      // dropping process is where the write goes first. A failed process is skipped for a while after, so each
      // write gets proxies of its own.
      const statusWhereDropped = async (key?: string): Promise<{ status: number; code?: number }> => {
        const proxies = await Promise.all([startNginx(binary!, [droppingHost, realHost]), startNginx(binary!, [realHost, droppingHost])]);
        try {
          for (const proxy of proxies) {
            const before = dropped;
            const response = await fetch(`${proxy.baseUrl}/user/api/browsing/record`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', ...(key ? { 'idempotency-key': key } : {}) },
              body: JSON.stringify({ path: '/article-detail/1', title: '重放测试' }),
            });
            if (dropped === before) continue;
            const body = response.status === 200 ? ((await response.json()) as { code: number }) : undefined;
            return { status: response.status, code: body?.code };
          }
          throw new Error('neither order sent the write to the dropping process first');
        } finally {
          await Promise.all(proxies.map((proxy) => proxy.stop()));
        }
      };
      try {
        expect(await statusWhereDropped(), 'a POST without a key whose answer was lost is not sent again').toEqual({ status: 502 });
        expect(await statusWhereDropped(`nginx-replay-${Date.now()}`), 'a keyed one is replayed on the other process').toEqual({ status: 200, code: 0 });
      } finally {
        dropping.close();
      }
    });
  },
);
