import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import type { Database } from './db/database';
import { expectRefusal } from './testing/schema-assert';
import { testConfig } from './testing/test-app';
import { openTestDatabase } from './testing/test-database';

/** App-wide behaviour (plugins): parsers, error mapping, static files and SPA fallback, log hygiene. */
describe('app', () => {
  let database: Database;
  let clientDir: string;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    clientDir = mkdtempSync(join(tmpdir(), 'boyihui-client-'));
    mkdirSync(join(clientDir, 'assets'));
    writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>博医荟</title><div id="root"></div>');
    writeFileSync(join(clientDir, 'assets', 'app-abc123.js'), 'console.log("app")');
  });
  afterAll(async () => {
    await database?.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  describe('static client with SPA fallback', () => {
    it('serves index.html for client routes and files as they are', async () => {
      const app = await buildApp({ database, config: testConfig({ clientDir }), logger: false });
      const page = await app.inject('/course-detail/1');
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.body).toContain('<div id="root">');
      expect(page.headers['cache-control']).toBe('no-cache');
      expect((await app.inject('/')).body).toContain('<div id="root">');
      const asset = await app.inject('/assets/app-abc123.js');
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toContain('immutable');
      await app.close();
    });

    it('answers unknown API paths, missing files and non-GET methods with a 404 envelope', async () => {
      const app = await buildApp({ database, config: testConfig({ clientDir }), logger: false });
      for (const url of ['/course/api/nothing', '/layout/api/nothing', '/media/nothing.png', '/assets/missing.js', '/healthz/x']) {
        const response = await app.inject(url);
        expectRefusal(response, 404, '接口不存在');
      }
      expectRefusal(await app.inject({ method: 'POST', url: '/course-detail/1' }), 404);
      await app.close();
    });

    it('serves seeded media under /media', async () => {
      const app = await buildApp({ database, config: testConfig(), logger: false });
      const home = (await app.inject('/course/api/home')).json();
      const cover = await app.inject(home.data.banners[0].img);
      expect(cover.statusCode).toBe(200);
      await app.close();
    });

    it('has no SPA fallback when the client is not built', async () => {
      const app = await buildApp({ database, config: testConfig(), logger: false });
      expectRefusal(await app.inject('/course-detail/1'), 404);
      await app.close();
    });
  });

  describe('bodies and errors', () => {
    it('parses form-encoded bodies and coerces them by the route schema', async () => {
      const app = await buildApp({ database, config: testConfig(), logger: false });
      app.post(
        '/test/form',
        { schema: { body: { type: 'object', properties: { page: { type: 'integer' }, name: { type: 'string' } } } } },
        async (request) => request.body,
      );
      const response = await app.inject({
        method: 'POST',
        url: '/test/form',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `page=2&name=${encodeURIComponent('张三')}`,
      });
      expect(response.json()).toEqual({ page: 2, name: '张三' });
      const tooBig = await app.inject({
        method: 'POST',
        url: '/test/form',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `name=${'x'.repeat(100_000)}`,
      });
      expectRefusal(tooBig, 413, '请求体过大');
      await app.close();
    });

    it('answers malformed JSON, unsupported content types and huge bodies with 4xx', async () => {
      const app = await buildApp({ database, config: testConfig(), logger: false });
      // A JSON route that exists: the operator sign-in.
      const url = '/ops/api/session';
      expectRefusal(
        await app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: '{"id": ' }),
        400,
        '请求体不是有效的 JSON',
      );
      expectRefusal(await app.inject({ method: 'POST', url, headers: { 'content-type': 'text/xml' }, payload: '<a/>' }), 415);
      expectRefusal(
        await app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ id: 'x'.repeat(2_000_000) }) }),
        413,
      );
      await app.close();
    });

    it('answers 500 only for real bugs, with a generic message', async () => {
      const app = await buildApp({ database, config: testConfig(), logger: false });
      app.get('/test/bug', async () => {
        throw new Error('boom');
      });
      const response = await app.inject('/test/bug');
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ code: 500, message: '服务器内部错误，请稍后重试' });
      await app.close();
    });
  });

  describe('logs', () => {
    it('never contain phone numbers or tokens in clear', async () => {
      const lines: string[] = [];
      const stream = new Writable({
        write(chunk, _encoding, callback) {
          lines.push(String(chunk));
          callback();
        },
      });
      const app = await buildApp({ database, config: testConfig(), logger: { stream, level: 'info' } });
      const response = await app.inject({
        url: '/course/api/channel/1?mobile=13812345678&access_token=tok-secret-in-url',
        headers: { authorization: 'Bearer auth-secret', 'x-token': 'x-token-secret', cookie: 'sid=cookie-secret' },
      });
      expect(response.statusCode).toBe(200);
      await app.close();
      const log = lines.join('');
      expect(log).toContain('138****5678');
      expect(log).toContain('[redacted]');
      for (const secret of ['13812345678', 'tok-secret-in-url', 'auth-secret', 'x-token-secret', 'cookie-secret']) {
        expect(log).not.toContain(secret);
      }
    });
  });
});
