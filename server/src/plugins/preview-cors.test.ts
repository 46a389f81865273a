import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { Database } from '../db/database';
import { makeBuiltClient } from '../testing/built-client';
import { testConfig } from '../testing/test-app';
import { openTestDatabase } from '../testing/test-database';

// A console preview runs in an opaque origin (Origin: null). It may read the app's public API and the built
// files; nothing else answers that origin, and /ops/api answers no other origin at all.
describe('what a sandboxed preview (origin null) may read', () => {
  let database: Database;
  const client = makeBuiltClient();
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    app = await buildApp({ database, config: testConfig({ clientDir: client.clientDir }), logger: false });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    client.remove();
  });

  it('reads the app API and the layout store without credentials, and the headers the app reads from them', async () => {
    for (const url of ['/course/api/home', '/layout/api/layouts/home-new?fallback=home-new', '/course/api/channel?pageSize=999&origin_type=0']) {
      const answer = await app.inject({ url, headers: { origin: 'null' } });
      expect(answer.headers['access-control-allow-origin'], url).toBe('null');
      expect(answer.headers['access-control-allow-credentials'], url).toBeUndefined();
      expect(String(answer.headers['access-control-expose-headers']), url).toMatch(/etag.*x-section-token/);
      expect(String(answer.headers.vary), url).toMatch(/origin/i);
    }
  });

  it("answers the item draft's preflight for reads only, never for /ops/api, writes or another origin", async () => {
    const preflight = (url: string, origin: string, method: string) =>
      app.inject({
        method: 'OPTIONS',
        url,
        headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': 'x-item-preview' },
      });
    const allowed = await preflight('/course/api/article/detail/1', 'null', 'GET');
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe('null');
    expect(String(allowed.headers['access-control-allow-headers'])).toContain('x-item-preview');
    expect(String(allowed.headers['access-control-allow-methods'])).not.toMatch(/POST|PUT|DELETE/);
    expect(allowed.headers['access-control-allow-credentials']).toBeUndefined();
    for (const [url, origin, method] of [
      ['/ops/api/layouts', 'null', 'GET'],
      ['/ops/api/layouts/home-new/publish', 'null', 'POST'],
      ['/course/api/comment/add', 'null', 'POST'],
      ['/course/api/article/detail/1', 'https://evil.example', 'GET'],
    ]) {
      const refused = await preflight(url, origin, method);
      expect(refused.headers['access-control-allow-origin'], `${method} ${url} from ${origin}`).toBeUndefined();
    }
  });

  it('gives origin null no /ops/api answer, no write answer, and other origins no API answer', async () => {
    const cases = [
      { method: 'GET' as const, url: '/ops/api/me', origin: 'null' },
      { method: 'GET' as const, url: '/ops/api/layouts', origin: 'null' },
      { method: 'POST' as const, url: '/user/api/browsing/record', origin: 'null' },
      { method: 'GET' as const, url: '/course/api/home', origin: 'https://evil.example' },
    ];
    for (const { method, url, origin } of cases) {
      const answer = await app.inject({ method, url, headers: { origin } });
      expect(answer.headers['access-control-allow-origin'], `${method} ${url} from ${origin}`).toBeUndefined();
    }
  });

  it('serves the built files to any origin (module scripts and fonts are CORS loads), the page itself to none', async () => {
    for (const url of ['/assets/app-abc123.js', '/assets/font-abc123.woff2']) {
      const file = await app.inject({ url, headers: { origin: 'null' } });
      expect(file.statusCode, url).toBe(200);
      expect(file.headers['access-control-allow-origin'], url).toBe('*');
      expect(file.headers['cross-origin-resource-policy'], url).toBe('cross-origin');
    }
    const page = await app.inject({ url: '/channel-home?preview=canvas', headers: { origin: 'null' } });
    expect(page.headers['access-control-allow-origin']).toBeUndefined();
    expect(page.headers['cross-origin-resource-policy']).toBe('same-site');
  });
});
