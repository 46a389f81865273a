import cluster, { type Worker } from 'node:cluster';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { clusterRefusal } from './cluster-check';
import { ConfigError, loadConfig } from './config/config';
import { printStartupWarnings } from './config/config-dev-tools';
import { stopWhenNpmExits } from './stop-with-npm';
import { serveClusterMetrics } from './observability/cluster-metrics';

/**
 * Production entry for several API processes on one machine (`npm run start:cluster`): the primary forks
 * one worker per core (WEB_CONCURRENCY overrides), each running server/src/main.ts on the same PORT
 * (node:cluster hands connections out round-robin), and replaces a worker that dies.
 *
 * Several processes need shared state, so this refuses to fork more than one worker on the embedded
 * PGlite database (its data folder takes one process): set DATABASE_URL, and REDIS_URL for rate limits,
 * cache invalidation and live chat across processes.
 */
const RESTART_DELAY_MS = 1000;
/** Workers dying faster than this many times a minute mean a broken start: stop instead of looping. */
const MAX_RESTARTS_PER_MINUTE = 10;
/** Beyond a worker's drain timeout (SHUTDOWN_TIMEOUT_MS): closing Redis and the database. */
const WORKER_STOP_GRACE_MS = 5000;

function workerCount(env: NodeJS.ProcessEnv, hasDatabaseUrl: boolean): number {
  const wanted = Number.parseInt(env.WEB_CONCURRENCY ?? '', 10);
  const count = Number.isInteger(wanted) && wanted > 0 ? wanted : availableParallelism();
  if (!hasDatabaseUrl && count > 1) {
    console.warn('cluster: the embedded PGlite database takes one process; starting 1 worker (set DATABASE_URL for more)');
    return 1;
  }
  return count;
}

function startPrimary(): void {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  }
  const refusal = clusterRefusal(config);
  if (refusal) {
    console.error(refusal);
    process.exit(1);
  }
  // Workers (BYH_WORKER) skip them, so the warnings show once however many workers start.
  printStartupWarnings(config, process.env, (line) => console.warn(line));
  if (config.DATABASE_URL && !config.REDIS_URL) {
    console.warn('cluster: REDIS_URL is not set; rate limits, cache invalidation and live chat stay per process');
  }
  const count = workerCount(process.env, Boolean(config.DATABASE_URL));
  const { shutdownTimeoutMs } = config;
  // From source (tsx) the workers run main.ts; from the build (dist-server/cluster.js) its neighbour main.js.
  const entry = import.meta.url.endsWith('.ts') ? './main.ts' : './main.js';
  cluster.setupPrimary({ exec: fileURLToPath(new URL(entry, import.meta.url)) });

  let stopping = false;
  const restarts: number[] = [];
  const fork = (): Worker => cluster.fork({ BYH_WORKER: '1' });

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    const now = Date.now();
    restarts.push(now);
    while (restarts.length > 0 && restarts[0] < now - 60_000) restarts.shift();
    if (restarts.length > MAX_RESTARTS_PER_MINUTE) {
      console.error(`cluster: workers keep dying (${restarts.length} in a minute); stopping`);
      stopping = true;
      for (const w of Object.values(cluster.workers ?? {})) w?.kill('SIGTERM');
      process.exitCode = 1;
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(1);
      return;
    }
    console.warn(`cluster: worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
    setTimeout(fork, RESTART_DELAY_MS).unref();
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    // Each worker drains and closes its app and database on SIGTERM (serve.ts) and exits; the 'exit'
    // handler above ends the primary after the last one.
    const workers = Object.values(cluster.workers ?? {});
    if (workers.length === 0) process.exit(0);
    console.log(`cluster: ${signal}: stopping ${workers.length} worker(s)`);
    for (const worker of workers) worker?.process.kill('SIGTERM');
    // A worker stuck past its own drain timeout is killed, so the primary always ends.
    setTimeout(() => {
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
    }, shutdownTimeoutMs + WORKER_STOP_GRACE_MS).unref();
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
  stopWhenNpmExits(() => stop('SIGTERM'));

  console.log(`cluster: primary ${process.pid} starting ${count} API worker(s) on port ${config.PORT}`);
  for (let i = 0; i < count; i++) fork();
  if (config.metrics) serveClusterMetrics(config.metrics);
}

if (cluster.isPrimary) startPrimary();
