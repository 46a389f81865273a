import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join, liveSocket } from '../modules/live-chat/chat-test-helpers';
import { FAILURE_REPORTS_PATH } from '../modules/failure-reports/failure-reports.routes';
import { openTestApp, type TestApp } from '../testing/test-app';
import { bothTestDatabases } from '../testing/test-database';
import { limiterKinds, openTestLimiter, type TestLimiter } from '../testing/test-limiters';
import { registry } from './metrics';
import { startMetricsServer, type MetricsServer } from './metrics-server';

/** The value of the first sample `name{…}` whose labels include every one given; undefined when there is none. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, key, value]) => [key, value]));
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return undefined;
}

const redisKind = limiterKinds().includes('redis') ? 'redis' : 'memory';

describe.each(bothTestDatabases())('metrics and request ids on %s', (kind) => {
  let t: TestApp;
  let limiter: TestLimiter;
  let metricsServer: MetricsServer;
  let log = '';
  const metricsUrl = () => `http://127.0.0.1:${metricsServer.port}/metrics`;

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        log += String(chunk);
        done();
      },
    });
    // The rate limiter in Redis when TEST_REDIS_URL is set: its commands are the Redis latency series.
    limiter = openTestLimiter(redisKind);
    t = await openTestApp(kind, { logger: { stream, level: 'info' }, authTestHooks: { limiter: limiter.limiter } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    metricsServer = await startMetricsServer({ port: 0, host: '127.0.0.1' }, async () => ({
      body: await registry.metrics(),
      contentType: registry.contentType,
    }));
  });
  afterAll(async () => {
    await metricsServer?.close();
    await t?.close();
    await limiter?.dispose();
  });

  it('exposes every series on the metrics port after a few requests, and nothing on the public /metrics', async () => {
    const { app } = t;
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    // The same layout twice: a cache miss, then a hit.
    for (let i = 0; i < 2; i++) expect((await app.inject({ method: 'GET', url: '/layout/api/layouts/home' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/layout/api/layouts/no-such-page' })).statusCode).toBe(404);
    const report = { kind: 'render-error', layout: 'home', revision: 1, node: 'banner', widget: 'banner', version: 1, message: 'boom' };
    const accepted = await app.inject({ method: 'POST', url: FAILURE_REPORTS_PATH, payload: { build: 'test', reports: [report] } });
    expect(accepted.statusCode).toBe(200);
    await app.scheduler.runOnce();
    const socket = liveSocket(app);
    try {
      await join(socket, { live_id: 1 });

      const answer = await fetch(metricsUrl());
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toContain('text/plain');
      const text = await answer.text();

      // Route patterns, never raw URLs.
      expect(sample(text, 'byh_http_request_duration_seconds_count', { method: 'GET', route: '/healthz', status: '200' })).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'byh_http_request_duration_seconds_count', { route: '/layout/api/layouts/:id', status: '200' })).toBeGreaterThanOrEqual(2);
      expect(sample(text, 'byh_http_request_duration_seconds_count', { route: '/layout/api/layouts/:id', status: '404' })).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'byh_http_request_duration_seconds_bucket', { route: '/healthz', le: '+Inf' })).toBeGreaterThanOrEqual(1);
      expect(text).not.toContain('no-such-page');
      expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'byh_db_query_duration_seconds_count')).toBeGreaterThan(0);
      if (kind === 'postgres') {
        expect(sample(text, 'byh_db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
        expect(sample(text, 'byh_db_pool_connections', { state: 'idle' })).toBeGreaterThanOrEqual(0);
        expect(sample(text, 'byh_db_pool_connections', { state: 'waiting' })).toBe(0);
      }
      if (redisKind === 'redis') expect(sample(text, 'byh_redis_command_duration_seconds_count', { client: 'rate-limiter' })).toBeGreaterThan(0);
      expect(sample(text, 'byh_socketio', { what: 'clients' })).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'byh_socketio', { what: 'rooms' })).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'byh_job_runs_total', { job: 'scheduled-publish', outcome: 'ok' })).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'byh_job_duration_seconds_count', { job: 'scheduled-publish' })).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'byh_cache_requests_total', { cache: 'layouts', result: 'miss' })).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'byh_cache_requests_total', { cache: 'layouts', result: 'hit' })).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'byh_client_errors_total', { kind: 'render-error' })).toBeGreaterThanOrEqual(1);
    } finally {
      socket.disconnect();
    }

    // The public port: a JSON 404, not the app's page and not the metrics.
    const exposed = await fetch(`http://127.0.0.1:${(app.server.address() as { port: number }).port}/metrics`);
    expect(exposed.status).toBe(404);
    const body = await exposed.text();
    expect(body).not.toContain('byh_');
    expect(body).not.toContain('<html');
    expect((await fetch(metricsUrl().replace('/metrics', '/'))).status).toBe(404);
  });

  it('answers with the caller’s safe x-request-id, names the request by it in every log line, and replaces an unsafe one', async () => {
    const given = 'edge-7f3a.42:retry-1';
    const answer = await t.app.inject({ method: 'GET', url: '/healthz?probe=request-id', headers: { 'x-request-id': given } });
    expect(answer.headers['x-request-id']).toBe(given);
    const lines = log
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { reqId?: string; msg?: string; req?: { url?: string } });
    const ofRequest = lines.filter((line) => line.reqId === given);
    expect(ofRequest.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    expect(ofRequest[0].req?.url).toBe('/healthz?probe=request-id');

    for (const unsafe of ['<script>alert(1)</script>', 'x'.repeat(65), 'a b']) {
      const replaced = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': unsafe } });
      const id = replaced.headers['x-request-id'];
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(log.split('\n').some((line) => line.includes(`"reqId":${JSON.stringify(unsafe)}`))).toBe(false);
    }
    // Without one, each request gets its own.
    const first = await t.app.inject({ method: 'GET', url: '/healthz' });
    const second = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
  });
});
