// The production runtime as the Dockerfile's runtime stage builds it (tests/deploy/runtime-copy.ts):
// production dependencies only, the build copied in, started with `npm run start:prod` / node directly.
// The embedded default seeds and serves; SIGTERM drains a request in flight, hands live-room sockets a
// reconnect, exits 0 within 5 s and leaves no lock; the bundled backup tool backs up and restores it; with
// compose's metrics settings the metrics port answers other hosts of the network; with an OTLP endpoint the
// built server sends its spans (its server code loads after tracing hooks http, pg and ioredis); the cluster on
// PostgreSQL + Redis stops the same way.
import { createServer, request } from 'node:http';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { io as connectSocket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { createDatabase, databaseUrl, dropDatabase } from '../../server/src/testing/postgres-admin';
import { until } from '../../server/src/testing/private-redis';
import { freePort } from '../e2e/server-process';
import {
  accepting,
  BUILD_OUTPUT,
  PRODUCTION_ENV,
  prepareRuntime,
  ROOT,
  processesMatching,
  runTool,
  startRuntime,
  waitHealthy,
  type RuntimeProcess,
} from './runtime-copy';

/**
 * A start on an existing database (and a first start on PostgreSQL, which migrates but does not seed) must
 * answer /healthz within the image's HEALTHCHECK start period (Dockerfile: 60 s), or the container is marked
 * unhealthy. The wait is that long and no shorter figure is asserted: a loaded CI machine takes several
 * times as long as a quiet one (about 5 s here), and start-up speed is not what these tests are about.
 */
const READY_WITHIN_MS = 60_000;
/** The embedded default's first start also draws the demo content (covers, PDFs, clips with ffmpeg). */
const FIRST_SEEDED_START_MS = 240_000;
const STOP_WITHIN_MS = 5000;

let app = '';
/** A drawn cover on the seeded home, found by the first start (and again after the restore). */
let seededCover = '';
const work = mkdtempSync(join(tmpdir(), 'byh-deploy-'));
const started: RuntimeProcess[] = [];

beforeAll(() => {
  app = prepareRuntime();
}, 600_000);

afterAll(async () => {
  for (const server of started) await server.kill9();
  rmSync(work, { recursive: true, force: true });
  if (app) rmSync(app, { recursive: true, force: true });
});

async function start(command: string, args: string[], env: Record<string, string>): Promise<RuntimeProcess> {
  const server = await startRuntime(app, command, args, env);
  started.push(server);
  return server;
}

/** Waits for the server's log line of a request to `path` (logged when its headers arrive, before the body). */
async function reached(server: RuntimeProcess, path: string): Promise<void> {
  await until(() => server.output().includes(`"url":"${path}"`), { timeoutMs: 10_000, what: `the request to ${path} to arrive` });
}

/** Sends SIGTERM and returns how long the process took to exit, and how. */
async function terminate(server: RuntimeProcess): Promise<{ ms: number; code: number | null; signal: NodeJS.Signals | null }> {
  const at = Date.now();
  server.child.kill('SIGTERM');
  const { code, signal } = await server.exited;
  return { ms: Date.now() - at, code, signal };
}

it("the Dockerfile's runtime stage is what this test rebuilds: production dependencies, the build, node as CMD under tini", () => {
  const dockerfile = readFileSync(join(ROOT, 'Dockerfile'), 'utf8');
  const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
  const copied = [...runtime.matchAll(/^COPY (?:--from=(\w+) )?(\S+) /gm)].map(([, stage, source]) => `${stage ?? 'context'}:${source}`);
  expect(copied.sort()).toEqual(['build:/app/dist', 'build:/app/dist-server', 'context:package.json', 'deps:/app/node_modules'].sort());
  expect(dockerfile).toMatch(/^FROM \S+ AS deps\n(?:.*\n)*?RUN npm ci --omit=dev/m);
  expect(runtime).toMatch(/^USER node$/m);
  expect(runtime).toMatch(/^HEALTHCHECK .*\n.*\/healthz/m);
  expect(runtime).toMatch(/^CMD \["node", "dist-server\/main.js"\]$/m);
  // An init as pid 1 reaps a killed server, so a restart never meets its zombie holding the data folder's lock.
  expect(runtime).toMatch(/^ENTRYPOINT \["\/usr\/bin\/tini", "--"\]$/m);
  expect(runtime).toMatch(/apt-get install [^\n]*\btini\b/);
  expect(BUILD_OUTPUT.map((dir) => `build:/app/${dir}`).every((entry) => copied.includes(entry))).toBe(true);
});

it('installs no development tools: the runtime needs neither tsx nor vite', () => {
  for (const tool of ['tsx', 'vite', 'esbuild', 'typescript']) expect(existsSync(join(app, 'node_modules', tool)), tool).toBe(false);
});

describe('the embedded default from the build', () => {
  const dataDir = join(work, 'embedded');

  it('seeds the demo content on its first start and serves the app, its API and the drawn media', async () => {
    const server = await start('npm', ['run', 'start:prod'], { DATA_DIR: dataDir });
    await waitHealthy(server, FIRST_SEEDED_START_MS);

    const page = await fetch(`${server.url}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root"');
    const home = await (await fetch(`${server.url}/course/api/home`)).text();
    const cover = /\/media\/covers\/[^"?]+/.exec(home)?.[0];
    expect(cover, 'the seeded home shows a drawn cover').toBeDefined();
    seededCover = cover!;
    const image = await fetch(`${server.url}${cover}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\//);

    // SIGTERM to npm (not to the server): the server stops too and releases the data folder.
    // npm itself may end by the signal; what matters is the server behind it.
    const { ms, code, signal } = await terminate(server);
    expect(code === 0 || code === 143 || signal === 'SIGTERM', `npm exit ${code} ${signal}`).toBe(true);
    await until(() => !existsSync(join(dataDir, 'pglite.lock')), { timeoutMs: STOP_WITHIN_MS, what: 'the PGlite lock to be released' });
    expect(ms).toBeLessThan(STOP_WITHIN_MS);
    expect(await accepting(server)).toBe(false);
  }, 300_000);

  it('starts again on the same folder; on SIGTERM answers the request in flight, hands sockets a reconnect, exits 0', async () => {
    const server = await start('node', ['dist-server/main.js'], { DATA_DIR: dataDir, LOG_LEVEL: 'info' });
    await waitHealthy(server, READY_WITHIN_MS);

    const socket = connectSocket(`${server.url}/live`, { path: '/socket.io', transports: ['websocket'], reconnectionDelay: 50 });
    await until(() => socket.connected, { timeoutMs: 10_000, what: 'the live socket' });
    const socketEnd = new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));

    // A request whose body is still arriving when SIGTERM comes.
    const body = JSON.stringify({ events: [] });
    const answer = new Promise<number>((resolve, reject) => {
      const req = request(`${server.url}/layout/api/section-events`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) },
      });
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.write(body.slice(0, 5));
      // Finished only once the server has stopped accepting new connections.
      void until(async () => !(await accepting(server)), { timeoutMs: STOP_WITHIN_MS, what: 'the server to stop accepting' }).then(
        () => req.end(body.slice(5)),
        reject,
      );
    });
    await reached(server, '/layout/api/section-events');

    const stopping = terminate(server);
    expect(await answer, 'the request in flight got its answer').toBeLessThan(500);
    // Closed transport, not a server "disconnect": socket.io clients reconnect (elsewhere, behind a balancer).
    expect(await socketEnd).toBe('transport close');
    expect(socket.active, 'the client keeps trying to reconnect').toBe(true);
    socket.close();

    const { ms, code } = await stopping;
    expect(code).toBe(0);
    expect(ms).toBeLessThan(STOP_WITHIN_MS);
    expect(existsSync(join(dataDir, 'pglite.lock'))).toBe(false);
  }, 120_000);

  it('cuts a request that never finishes after SHUTDOWN_TIMEOUT_MS and still exits 0', async () => {
    const server = await start('node', ['dist-server/main.js'], { DATA_DIR: dataDir, SHUTDOWN_TIMEOUT_MS: '1000', LOG_LEVEL: 'info' });
    await waitHealthy(server, READY_WITHIN_MS);
    const cut = new Promise<string>((resolve) => {
      const req = request(`${server.url}/layout/api/section-events`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': '1000' },
      });
      req.on('response', (res) => resolve(`answered ${res.statusCode}`));
      req.on('error', (error) => resolve(error.message));
      req.write('{"events":');
    });
    await reached(server, '/layout/api/section-events');
    const { ms, code } = await terminate(server);
    expect(code).toBe(0);
    expect(ms).toBeLessThan(STOP_WITHIN_MS);
    expect(await cut).toMatch(/socket hang up|ECONNRESET/);
    expect(server.output()).toContain('closing their connections');
    expect(existsSync(join(dataDir, 'pglite.lock'))).toBe(false);
  }, 120_000);

  it('backs up with the bundled tool, loses the database, restores it and serves the same content (node dist-server/backup.js)', async () => {
    expect(seededCover, 'the first start found the seeded home').not.toBe('');
    const file = join(work, 'backups', 'embedded.tar.gz');
    const backup = runTool(app, ['dist-server/backup.js', 'backup', '--out', file], { DATA_DIR: dataDir });
    expect(backup.status, backup.output).toBe(0);
    expect(existsSync(file)).toBe(true);

    rmSync(join(dataDir, 'pglite'), { recursive: true }); // the database is lost
    const restore = runTool(app, ['dist-server/backup.js', 'restore', file], { DATA_DIR: dataDir });
    expect(restore.status, restore.output).toBe(0);

    // SEED_DEMO=0: an empty database would stay empty, so the seeded home can only have come back with the restore.
    const server = await start('node', ['dist-server/main.js'], { DATA_DIR: dataDir, SEED_DEMO: '0' });
    await waitHealthy(server, READY_WITHIN_MS);
    expect(await (await fetch(`${server.url}/course/api/home`)).text()).toContain(seededCover);
    const { code } = await terminate(server);
    expect(code).toBe(0);
  }, 120_000);

  // What a Prometheus container on the compose network sees: the API container's metrics port, at the API
  // container's network address (not its loopback, which is the container's own).
  const networkAddress = Object.values(networkInterfaces())
    .flat()
    .find((nic) => nic?.family === 'IPv4' && !nic.internal)?.address;
  it.skipIf(!networkAddress)(
    "with compose's metrics settings, answers /metrics at the machine's network address, and never on the public port",
    async () => {
      const { METRICS_HOST } = composeFile().services.api.environment ?? {};
      const metricsPort = await freePort();
      const server = await start('node', ['dist-server/main.js'], { DATA_DIR: dataDir, METRICS_HOST: METRICS_HOST ?? '', METRICS_PORT: String(metricsPort) });
      await waitHealthy(server, READY_WITHIN_MS);
      const scraped = await fetch(`http://${networkAddress}:${metricsPort}/metrics`, { signal: AbortSignal.timeout(5000) }).catch((error: Error) => error);
      expect(scraped instanceof Response ? scraped.status : scraped.message, `scraping ${networkAddress}:${metricsPort}`).toBe(200);
      expect(await (scraped as Response).text()).toContain('byh_http_request_duration_seconds_count{method="GET",route="/healthz",status="200"}');
      expect((await fetch(`${server.url}/metrics`)).status).toBe(404);
      const { code } = await terminate(server);
      expect(code).toBe(0);
    },
    60_000,
  );

  it('with an OTLP endpoint, sends the spans of its requests to the collector (OTLP/HTTP, protobuf by default)', async () => {
    const exports: string[] = [];
    const collector = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        exports.push(`${req.url} ${req.headers['content-type']}`);
        res.writeHead(200).end();
      });
    });
    await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
    try {
      const endpoint = `http://127.0.0.1:${(collector.address() as AddressInfo).port}`;
      const server = await start('node', ['dist-server/main.js'], { DATA_DIR: dataDir, OTEL_EXPORTER_OTLP_ENDPOINT: endpoint, OTEL_BSP_SCHEDULE_DELAY: '100' });
      await waitHealthy(server, READY_WITHIN_MS);
      // /healthz makes no span; this request does, once the http instrumentation has hooked the server.
      expect((await fetch(`${server.url}/course/api/home`)).status).toBe(200);
      await until(() => exports.length > 0, { timeoutMs: 10_000, what: 'a span export to the collector' });
      expect(exports[0]).toBe('/v1/traces application/x-protobuf');
      const { code } = await terminate(server);
      expect(code).toBe(0);
    } finally {
      await new Promise((resolve) => collector.close(resolve));
    }
  }, 60_000);
});

interface ComposeService {
  environment?: Record<string, string>;
  ports?: string[];
  profiles?: string[];
}
interface ComposeFile {
  services: Record<string, ComposeService>;
}
/** compose.yaml, as compose reads it (YAML; the shape is checked by what the tests expect of it). */
function composeFile(): ComposeFile {
  return parseYaml(readFileSync(join(ROOT, 'compose.yaml'), 'utf8')) as ComposeFile;
}

it('compose: the API serves metrics to its own network only (no published port, not proxied by nginx), and the sample Prometheus scrapes that port', () => {
  const { services } = composeFile();
  const env = services.api.environment ?? {};
  expect(env.METRICS_PORT, 'compose sets METRICS_PORT').toMatch(/^\d+$/);
  expect(env.METRICS_PORT).not.toBe(env.PORT);
  // Loopback inside a container is the container's own: nothing else could scrape it.
  expect(env.METRICS_HOST ?? '127.0.0.1').not.toMatch(/^(127\.|::1$|localhost$)/);
  expect(services.api.ports, 'the API containers publish no port').toBeUndefined();
  const nginx = readFileSync(join(ROOT, 'deploy/nginx/default.conf'), 'utf8');
  expect(nginx).not.toContain(`:${env.METRICS_PORT}`);
  // The sample Prometheus is opt-in, and its UI is published on the host's loopback only.
  expect(services.prometheus.profiles).toEqual(['metrics']);
  expect(services.prometheus.ports?.every((port) => port.startsWith('127.0.0.1:'))).toBe(true);
  const prometheus = parseYaml(readFileSync(join(ROOT, 'deploy/prometheus/prometheus.yml'), 'utf8')) as {
    scrape_configs: Array<{ dns_sd_configs?: Array<{ names: string[]; port: number }> }>;
  };
  expect(prometheus.scrape_configs.flatMap((job) => job.dns_sd_configs ?? [])).toContainEqual(
    expect.objectContaining({ names: ['api'], port: Number(env.METRICS_PORT) }),
  );
});

it('compose: video transcodes run in the worker service from the same image and data volume, never in the API containers', () => {
  const { services } = composeFile();
  expect(services.api.environment?.MEDIA_WORKER).toBe('separate');
  const worker = services.worker as ComposeService & { command?: string[]; volumes?: string[]; image?: string };
  expect(worker.command).toEqual(['node', 'dist-server/worker.js']);
  expect(worker.image).toBe((services.api as { image?: string }).image);
  expect(worker.environment?.DATABASE_URL).toBe(services.api.environment?.DATABASE_URL);
  // Originals are read from, and renditions written to, the volume the API serves /media from.
  expect(worker.volumes).toEqual((services.api as { volumes?: string[] }).volumes);
  const dockerfile = readFileSync(join(ROOT, 'Dockerfile'), 'utf8');
  expect(dockerfile).toMatch(/apt-get install[^\n]*\bffmpeg\b/);
});

const serverUrl = process.env.TEST_DATABASE_URL;
describe.skipIf(!serverUrl)('the cluster from the build on PostgreSQL and Redis (TEST_DATABASE_URL, TEST_REDIS_URL)', () => {
  const name = `byh_deploy_${process.pid}_${Date.now().toString(36)}`;

  beforeAll(async () => createDatabase(serverUrl!, name));
  afterAll(async () => dropDatabase(serverUrl!, name));

  it('migrates an empty database and serves with 2 workers, metrics summed over both; SIGTERM to the primary stops every worker, exit 0', async () => {
    const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;
    const metricsPort = await freePort();
    const server = await start('node', ['dist-server/cluster.js'], {
      ...PRODUCTION_ENV,
      DATABASE_URL: databaseUrl(serverUrl!, name),
      ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
      WEB_CONCURRENCY: '2',
      METRICS_PORT: String(metricsPort),
      DATA_DIR: join(work, 'cluster'),
    });
    await waitHealthy(server, READY_WITHIN_MS);
    // Both workers listen (the second may still be starting when the first answers).
    await until(() => (server.output().match(/running at http/g) ?? []).length === 2, { timeoutMs: READY_WITHIN_MS, what: 'both workers' });
    const workers = processesMatching(join(app, 'dist-server', 'main.js'));
    expect(workers).toHaveLength(2);
    // node:cluster deals connections round-robin, so these land on both workers; the primary's scrape adds them up.
    const layoutReads = 6;
    for (let i = 0; i < layoutReads; i++) {
      const answer = await fetch(`${server.url}/layout/api/layouts/home`, { headers: { connection: 'close' } });
      expect(answer.status).toBe(200);
    }
    const metrics = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    const layoutCounts = [
      ...metrics.matchAll(/^byh_http_request_duration_seconds_count\{[^}]*route="\/layout\/api\/layouts\/[^"]*"[^}]*status="200"[^}]*\} (\d+)$/gm),
    ];
    expect(layoutCounts.reduce((sum, match) => sum + Number(match[1]), 0)).toBe(layoutReads);

    const { ms, code } = await terminate(server);
    expect(code).toBe(0);
    expect(ms).toBeLessThan(STOP_WITHIN_MS);
    expect(processesMatching(join(app, 'dist-server', 'main.js'))).toEqual([]);
    expect(await accepting(server)).toBe(false);
  }, 180_000);

  it('runs the media worker from the build (node dist-server/worker.js): it waits for jobs, and SIGTERM stops it, exit 0', async () => {
    // After the cluster's test: the database is migrated, as the API leaves it for its workers.
    const worker = await start('node', ['dist-server/worker.js'], {
      ...PRODUCTION_ENV,
      DATABASE_URL: databaseUrl(serverUrl!, name),
      DATA_DIR: join(work, 'cluster'),
      MEDIA_WORKER: 'separate',
      LOG_LEVEL: 'info',
    });
    await until(() => worker.output().includes('"msg":"media worker waiting for jobs"'), { timeoutMs: READY_WITHIN_MS, what: 'the media worker' }).catch(
      (error: Error) => {
        throw new Error(`${error.message}\n${worker.output().slice(-3000)}`);
      },
    );
    const { ms, code } = await terminate(worker);
    expect(code).toBe(0);
    expect(ms).toBeLessThan(STOP_WITHIN_MS);
  }, 120_000);
});
