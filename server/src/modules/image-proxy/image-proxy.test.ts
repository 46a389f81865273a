import type { LookupAddress } from 'node:dns';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefusal } from '../../testing/schema-assert';
import { testConfig } from '../../testing/test-app';
import { openTestDatabase, testDatabases } from '../../testing/test-database';
import { buildApp } from '../../app';
import type { Database } from '../../db/database';
import { isPublicAddress } from './address-policy';
import { PROXY_MESSAGES } from './fetch-image';
import type { ImageProxyTestHooks } from './image-proxy.routes';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)]);
const MAX_BYTES = 1000;

/** The "external" image host: a local server, reached under names the injected resolver maps. */
function startImageServer(): Promise<Server> {
  const server = createServer((req, res) => {
    const send = (status: number, type: string, body: Buffer | string, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': type, ...headers });
      res.end(body);
    };
    switch (req.url) {
      case '/ok.png':
        return send(200, 'image/png', PNG, { 'content-length': String(PNG.length) });
      case '/chunked.png':
        res.writeHead(200, { 'content-type': 'image/png' });
        res.write(PNG.subarray(0, 100));
        return res.end(PNG.subarray(100));
      case '/big.png':
        res.writeHead(200, { 'content-type': 'image/png', 'content-length': String(MAX_BYTES + 1) });
        return res.end(Buffer.alloc(MAX_BYTES + 1));
      case '/big-chunked.png':
        res.writeHead(200, { 'content-type': 'image/png' });
        for (let i = 0; i < 5; i++) res.write(Buffer.alloc(400));
        return res.end();
      case '/page.html':
        return send(200, 'text/html', '<script>alert(1)</script>');
      case '/image.svg':
        return send(200, 'image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
      case '/missing.png':
        return send(404, 'text/plain', 'not found');
      case '/slow.png':
        return; // never answers: the proxy's timer must end it
      default: {
        const port = (server.address() as AddressInfo).port;
        const redirects: Record<string, string> = {
          '/to-ok': '/ok.png',
          '/to-private': `http://private.cdn.test:${port}/ok.png`,
          '/to-loopback-literal': `http://127.0.0.1:${port}/ok.png`,
          '/to-metadata': 'http://169.254.169.254/latest/meta-data/',
          '/to-foreign': 'http://evil.example/x.png',
          '/loop': '/loop',
        };
        const location = redirects[req.url ?? ''];
        if (location) return send(302, 'text/plain', '', { location });
        return send(404, 'text/plain', 'unknown');
      }
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const ADDRESSES: Record<string, LookupAddress[]> = {
  'img.test.local': [{ address: '127.0.0.1', family: 4 }],
  'private.cdn.test': [{ address: '10.1.2.3', family: 4 }],
  'mapped.cdn.test': [{ address: '::ffff:127.0.0.1', family: 6 }],
  'metadata.cdn.test': [{ address: '169.254.169.254', family: 4 }],
  'aliyun-meta.cdn.test': [{ address: '100.100.100.200', family: 4 }],
  'ula.cdn.test': [{ address: 'fd00::5', family: 6 }],
  // A rebinding name: one public answer does not excuse a private one.
  'rebind.cdn.test': [
    { address: '93.184.216.34', family: 4 },
    { address: '192.168.0.10', family: 4 },
  ],
};

describe.each(testDatabases())('image proxy on %s', (kind) => {
  let database: Database;
  let imageServer: Server;
  let port: number;
  const apps: FastifyInstance[] = [];
  const lookups: string[] = [];
  /** Default policy (real address check) but names answered by ADDRESSES. */
  let strict: FastifyInstance;
  /** Also lets the proxy connect to 127.0.0.1 (the local image server); everything else as in production. */
  let local: FastifyInstance;

  const makeApp = async (hooks: ImageProxyTestHooks | undefined, hosts: string) => {
    const app = await buildApp({ database, config: testConfig({ IMAGE_PROXY_HOSTS: hosts.split(',') }), logger: false, imageProxyTestHooks: hooks });
    apps.push(app);
    return app;
  };
  const proxy = (app: FastifyInstance, url: string) => app.inject(`/course/api/image-proxy?url=${encodeURIComponent(url)}`);

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    imageServer = await startImageServer();
    port = (imageServer.address() as AddressInfo).port;
    const resolve = async (host: string) => {
      lookups.push(host);
      const answer = ADDRESSES[host];
      if (!answer) throw new Error(`ENOTFOUND ${host}`);
      return answer;
    };
    const names = Object.keys(ADDRESSES)
      .flatMap((h) => [h, `${h}:${port}`])
      .join(',');
    strict = await makeApp({ resolve }, names);
    local = await makeApp(
      { resolve, isAllowedAddress: (ip) => ip === '127.0.0.1' || isPublicAddress(ip), timeoutMs: 500, maxBytes: MAX_BYTES },
      `${names},127.0.0.1:${port}`,
    );
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await new Promise((resolve) => imageServer?.close(resolve));
    await database?.close();
  });

  describe('fetches allowed images (injected resolver, local server)', () => {
    it('streams the image with cache and nosniff headers, connecting to the vetted address once', async () => {
      lookups.length = 0;
      const response = await proxy(local, `http://img.test.local:${port}/ok.png`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers['cache-control']).toMatch(/max-age=\d+/);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toContain('sandbox');
      expect(response.rawPayload.equals(PNG)).toBe(true);
      // img.test.local exists only in the injected resolver: the socket went to the pinned address.
      expect(lookups).toEqual(['img.test.local']);
    });

    it("shows in this site's pages, sandboxed previews too (their Referer is this site), and in no other site's", async () => {
      const url = `/course/api/image-proxy?url=${encodeURIComponent(`http://img.test.local:${port}/ok.png`)}`;
      const asked = (referer?: string) => local.inject({ url, headers: { host: 'm.example.cn', ...(referer ? { referer } : {}) } });
      // A preview runs in an opaque origin: only a cross-origin resource policy lets its <img> show the picture.
      const own = await asked('https://m.example.cn/article-detail/7?item-preview=token');
      expect(own.headers['cross-origin-resource-policy']).toBe('cross-origin');
      for (const referer of ['https://evil.example/page', 'https://m.example.cn.evil.example/', undefined]) {
        expect((await asked(referer)).headers['cross-origin-resource-policy'], String(referer)).toBe('same-site');
      }
    });

    it('buffers an answer without a length and follows a same-host redirect', async () => {
      expect((await proxy(local, `http://img.test.local:${port}/chunked.png`)).rawPayload.equals(PNG)).toBe(true);
      const redirected = await proxy(local, `http://img.test.local:${port}/to-ok`);
      expect(redirected.statusCode).toBe(200);
      expect(redirected.rawPayload.equals(PNG)).toBe(true);
    });
  });

  describe('refuses', () => {
    it.each([
      ['http://127.0.0.1/x.png', 'loopback'],
      ['http://127.1.2.3:8080/x.png', 'loopback range'],
      ['http://10.0.0.1/x.png', 'private 10/8'],
      ['http://172.16.5.4/x.png', 'private 172.16/12'],
      ['http://192.168.1.1/x.png', 'private 192.168/16'],
      ['http://169.254.169.254/latest/meta-data/', 'cloud metadata'],
      ['http://100.100.100.200/latest/meta-data/', 'Alibaba metadata'],
      ['http://0.0.0.0/x.png', 'unspecified'],
      ['http://[::1]/x.png', 'IPv6 loopback'],
      ['http://[::ffff:127.0.0.1]/x.png', 'IPv4-mapped loopback'],
      ['http://[::ffff:a9fe:a9fe]/x.png', 'IPv4-mapped metadata'],
      ['http://[fe80::1]/x.png', 'IPv6 link-local'],
      ['http://[fc00::1]/x.png', 'IPv6 unique local'],
      ['http://2130706433/x.png', 'loopback as a decimal number'],
      ['http://0x7f.0.0.1/x.png', 'loopback in hex'],
    ])('the address literal %s (%s) with 403', async (url) => {
      expectRefusal(await proxy(strict, url), 403, PROXY_MESSAGES.privateAddress);
    });

    it.each(['private.cdn.test', 'mapped.cdn.test', 'metadata.cdn.test', 'aliyun-meta.cdn.test', 'ula.cdn.test', 'rebind.cdn.test'])(
      'an allowed host name resolving to a private address (%s) with 403',
      async (host) => {
        expectRefusal(await proxy(strict, `https://${host}/x.png`), 403, PROXY_MESSAGES.privateAddress);
      },
    );

    it('a host that is not on the allow-list, and an allowed host on another port', async () => {
      expectRefusal(await proxy(strict, 'https://evil.example/x.png'), 403, PROXY_MESSAGES.hostNotAllowed);
      expectRefusal(await proxy(strict, 'https://img.test.local.evil.example/x.png'), 403, PROXY_MESSAGES.hostNotAllowed);
      expectRefusal(await proxy(strict, 'http://img.test.local:1/x.png'), 403, PROXY_MESSAGES.hostNotAllowed);
      expectRefusal(await proxy(strict, 'http://8.8.8.8/x.png'), 403, PROXY_MESSAGES.hostNotAllowed);
    });

    it('redirects to private, loopback, metadata or foreign targets, and redirect loops', async () => {
      const base = `http://img.test.local:${port}`;
      expectRefusal(await proxy(local, `${base}/to-private`), 403, PROXY_MESSAGES.privateAddress);
      expectRefusal(await proxy(local, `${base}/to-metadata`), 403, PROXY_MESSAGES.privateAddress);
      expectRefusal(await proxy(local, `${base}/to-foreign`), 403, PROXY_MESSAGES.hostNotAllowed);
      expectRefusal(await proxy(strict, `http://127.0.0.1:${port}/to-ok`), 403, PROXY_MESSAGES.privateAddress);
      expectRefusal(await proxy(local, `${base}/loop`), 400, PROXY_MESSAGES.tooManyRedirects);
    });

    it('answers that are not images (HTML, SVG) with 415', async () => {
      expectRefusal(await proxy(local, `http://img.test.local:${port}/page.html`), 415, PROXY_MESSAGES.notImage);
      expectRefusal(await proxy(local, `http://img.test.local:${port}/image.svg`), 415, PROXY_MESSAGES.notImage);
    });

    it('oversize images, declared or not, with 413', async () => {
      expectRefusal(await proxy(local, `http://img.test.local:${port}/big.png`), 413, PROXY_MESSAGES.tooLarge);
      expectRefusal(await proxy(local, `http://img.test.local:${port}/big-chunked.png`), 413, PROXY_MESSAGES.tooLarge);
    });

    it('slow, missing and unresolvable upstreams with a 4xx', async () => {
      expectRefusal(await proxy(local, `http://img.test.local:${port}/slow.png`), 404, PROXY_MESSAGES.timeout);
      expectRefusal(await proxy(local, `http://img.test.local:${port}/missing.png`), 404, /HTTP 404/);
      const unresolvable = await makeApp({ resolve: async () => [] }, 'nowhere.test');
      expectRefusal(await proxy(unresolvable, 'https://nowhere.test/x.png'), 404, PROXY_MESSAGES.dnsFailed);
    });

    it('bad URLs with a 400', async () => {
      expectRefusal(await strict.inject('/course/api/image-proxy'), 400, /url/);
      expectRefusal(await proxy(strict, 'not a url'), 400, PROXY_MESSAGES.badUrl);
      expectRefusal(await proxy(strict, 'file:///etc/passwd'), 400, PROXY_MESSAGES.scheme);
      expectRefusal(await proxy(strict, 'ftp://img.test.local/x.png'), 400, PROXY_MESSAGES.scheme);
      expectRefusal(await proxy(strict, 'javascript:alert(1)'), 400, PROXY_MESSAGES.scheme);
      expectRefusal(await proxy(strict, 'https://user:pw@img.test.local/x.png'), 400, PROXY_MESSAGES.credentials);
      expectRefusal(await proxy(strict, `https://img.test.local/${'x'.repeat(3000)}`), 400, /url/);
    });
  });

  it('uses IMAGE_PROXY_HOSTS from the configuration (production has no test hooks)', async () => {
    const app = await makeApp(undefined, 'img.example-cdn.test');
    expectRefusal(await proxy(app, 'http://127.0.0.1/x.png'), 403, PROXY_MESSAGES.privateAddress);
    expectRefusal(await proxy(app, 'https://other.example/x.png'), 403, PROXY_MESSAGES.hostNotAllowed);
  });
});
