import client from 'prom-client';

/**
 * Every series the server exposes (docs/observability.md), in prom-client's global registry: in a cluster the
 * primary's AggregatorRegistry asks each worker for exactly this registry. Metrics are created once per
 * process; apps built by tests share them, which only adds up their counts.
 */
export const registry = client.register;

/**
 * The registry is prom-client's module state, but this file may be evaluated more than once in one process
 * (the test runner re-runs our modules per test file, not node_modules): an existing metric is reused, since
 * registering a name twice throws.
 */
function once<T extends client.Metric>(name: string, create: () => T): T {
  return (registry.getSingleMetric(name) as T | undefined) ?? create();
}

// Process and runtime series, event-loop delay included (nodejs_eventloop_lag_*).
if (!registry.getSingleMetric('nodejs_eventloop_lag_seconds')) client.collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 10 });

/** Seconds; requests of a mobile API are mostly a few ms, a slow page a second or more. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const httpRequestDuration = once(
  'byh_http_request_duration_seconds',
  () =>
    new client.Histogram({
      name: 'byh_http_request_duration_seconds',
      help: 'HTTP requests by route pattern (not the raw URL), method and status; _count is the request count',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: LATENCY_BUCKETS,
    }),
);

export const dbQueryDuration = once(
  'byh_db_query_duration_seconds',
  () =>
    new client.Histogram({
      name: 'byh_db_query_duration_seconds',
      help: 'Database statements (both drivers), from sending to the last row',
      buckets: LATENCY_BUCKETS,
    }),
);

export const redisCommandDuration = once(
  'byh_redis_command_duration_seconds',
  () =>
    new client.Histogram({
      name: 'byh_redis_command_duration_seconds',
      help: 'Redis commands by client (rate-limiter, view-marks, search-answers, cache-bus), from sending to the reply',
      labelNames: ['client'] as const,
      buckets: LATENCY_BUCKETS,
    }),
);

export const jobRuns = once(
  'byh_job_runs_total',
  () =>
    new client.Counter({
      name: 'byh_job_runs_total',
      help: 'Background job passes (server/src/db/interval-job.ts) by job and outcome (ok, error)',
      labelNames: ['job', 'outcome'] as const,
    }),
);

export const jobDuration = once(
  'byh_job_duration_seconds',
  () =>
    new client.Histogram({
      name: 'byh_job_duration_seconds',
      help: 'Background job passes by job',
      labelNames: ['job'] as const,
      buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60],
    }),
);

export const cacheRequests = once(
  'byh_cache_requests_total',
  () =>
    new client.Counter({
      name: 'byh_cache_requests_total',
      help: 'In-process payload caches (plugins/payload-cache.ts) by cache and result (hit, miss)',
      labelNames: ['cache', 'result'] as const,
    }),
);

export const clientErrors = once(
  'byh_client_errors_total',
  () =>
    new client.Counter({
      name: 'byh_client_errors_total',
      help: "Errors reported by the app's phones, by kind (widget failures and page errors)",
      labelNames: ['kind'] as const,
    }),
);

/** Something whose size is read at scrape time (a pool, a socket.io server); dropped once its app closes. */
type Sampler = (gauge: client.Gauge) => void;

/** Samplers by gauge name, kept on globalThis for the same reason as once(): the gauge outlives this module's copy. */
const SAMPLERS = Symbol.for('byh.metrics.samplers');
type SamplerStore = Map<string, Set<Sampler>>;
const store: SamplerStore = ((globalThis as { [SAMPLERS]?: SamplerStore })[SAMPLERS] ??= new Map());

function sampledGauge(name: string, help: string, labelNames: readonly string[]): Set<Sampler> {
  let samplers = store.get(name);
  if (!samplers) {
    const set = new Set<Sampler>();
    samplers = set;
    store.set(name, set);
    new client.Gauge({
      name,
      help,
      labelNames,
      collect() {
        this.reset();
        for (const sample of set) sample(this);
      },
    });
  }
  return samplers;
}

const poolSamplers = sampledGauge('byh_db_pool_connections', 'node-postgres pool connections by state (total, idle, waiting clients); PostgreSQL only', [
  'state',
]);
const socketSamplers = sampledGauge('byh_socketio', 'socket.io live rooms of this process: connected clients and rooms (every socket has its own room too)', [
  'what',
]);

export interface PoolCounts {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

/** Reports a node-postgres pool's counts at every scrape until the returned function is called. */
export function watchPool(source: PoolCounts): () => void {
  const sample: Sampler = (gauge) => {
    gauge.inc({ state: 'total' }, source.totalCount);
    gauge.inc({ state: 'idle' }, source.idleCount);
    gauge.inc({ state: 'waiting' }, source.waitingCount);
  };
  poolSamplers.add(sample);
  return () => void poolSamplers.delete(sample);
}

/** Reports a socket.io server's clients and rooms (this process's) at every scrape until the returned function is called. */
export function watchSockets(counts: () => { clients: number; rooms: number }): () => void {
  const sample: Sampler = (gauge) => {
    const { clients, rooms } = counts();
    gauge.inc({ what: 'clients' }, clients);
    gauge.inc({ what: 'rooms' }, rooms);
  };
  socketSamplers.add(sample);
  return () => void socketSamplers.delete(sample);
}

/** Seconds since `startedAt` (performance.now()). */
export function secondsSince(startedAt: number): number {
  return (performance.now() - startedAt) / 1000;
}
