import type { FastifyInstance } from 'fastify';
import { monitorEventLoopDelay } from 'node:perf_hooks';

/** What an attack did to everyone else: the event loop's delay and /healthz latency while it ran. */
export interface StallReport<T> {
  /** The attack's own result (e.g. its responses), so a test can also assert what the attacker got. */
  result: T;
  loopP99Ms: number;
  loopMaxMs: number;
  healthzP99Ms: number;
  healthzMaxMs: number;
  healthzSamples: number;
}

/** Listens on a free loopback port (the real HTTP server, not inject) and answers its base URL. */
export async function listenOnLoopback(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server has no TCP address');
  return `http://127.0.0.1:${address.port}`;
}

function percentile(sortedAscending: number[], p: number): number {
  if (sortedAscending.length === 0) return 0;
  const index = Math.min(sortedAscending.length - 1, Math.ceil((p / 100) * sortedAscending.length) - 1);
  return sortedAscending[Math.max(0, index)];
}

/** Latency of one path an honest client kept asking for while an attack ran. */
export interface PathLatency {
  p99Ms: number;
  maxMs: number;
  samples: number;
  /** Statuses the honest client got (all should be 200). */
  statuses: number[];
}

export interface RequestStallReport<T> {
  result: T;
  byPath: Record<string, PathLatency>;
}

/** Honest clients per path, each asking again 2 ms after its answer: a few hundred samples in a 3-second flood,
 * so a p99 is a percentile and not the single slowest answer (one pause of a shared machine). */
const CLIENTS_PER_PATH = 2;
const PAUSE_BETWEEN_ASKS_MS = 2;

/**
 * What an honest client may wait during an attack: p99 under 100 ms, and no answer held for half a second. A
 * stall of seconds (what the attacks once caused) holds just one request per client, one sample among hundreds,
 * so the percentile alone would let it pass; the longest wait catches it.
 */
export const HONEST_WAIT_BOUNDS = { p99Ms: 100, maxMs: 500 } as const;

/**
 * Runs `attack` while honest clients ask for each path over real HTTP, each one request after another.
 * Unlike the event-loop delay (loop-stall.ts), this also shows a stall in libuv's thread pool: a /media
 * file is read on that pool, so work that fills it (scrypt, zlib) delays the file without blocking the loop.
 */
export async function measureRequestsDuringAttack<T>(baseUrl: string, paths: string[], attack: () => Promise<T>): Promise<RequestStallReport<T>> {
  // Warm every path so a first-request cost (route compile, pool connect, file open) is not counted.
  for (const path of paths) await fetch(`${baseUrl}${path}`).then((response) => response.arrayBuffer());
  const timings = new Map(paths.map((path) => [path, { durations: [] as number[], statuses: [] as number[] }]));
  let attackDone = false;
  const probes = paths.flatMap((path) =>
    Array.from({ length: CLIENTS_PER_PATH }, async () => {
      const record = timings.get(path)!;
      // At least a few samples even when the attack is over at once.
      while (!attackDone || record.durations.length < 5) {
        const started = performance.now();
        const response = await fetch(`${baseUrl}${path}`);
        await response.arrayBuffer();
        record.durations.push(performance.now() - started);
        record.statuses.push(response.status);
        await new Promise((resolve) => setTimeout(resolve, PAUSE_BETWEEN_ASKS_MS));
      }
    }),
  );
  let result: T;
  try {
    result = await attack();
  } finally {
    attackDone = true;
    await Promise.all(probes);
  }
  const byPath: Record<string, PathLatency> = {};
  for (const [path, { durations, statuses }] of timings) {
    const sorted = [...durations].sort((a, b) => a - b);
    byPath[path] = { p99Ms: percentile(sorted, 99), maxMs: sorted[sorted.length - 1] ?? 0, samples: sorted.length, statuses };
  }
  return { result, byPath };
}

/**
 * Runs `attack` (real HTTP requests to a server listening in this process) while an honest client asks
 * `/healthz` one request after another and the event loop's delay is sampled. The server shares this
 * process's event loop, so any synchronous work it does for the attacker shows in both figures.
 */
export async function measureDuringAttack<T>(baseUrl: string, attack: () => Promise<T>): Promise<StallReport<T>> {
  const histogram = monitorEventLoopDelay({ resolution: 5 });
  histogram.enable();
  let report: RequestStallReport<T>;
  try {
    report = await measureRequestsDuringAttack(baseUrl, ['/healthz'], attack);
  } finally {
    histogram.disable();
  }
  const healthz = report.byPath['/healthz'];
  return {
    result: report.result,
    loopP99Ms: histogram.percentile(99) / 1e6,
    loopMaxMs: histogram.max / 1e6,
    healthzP99Ms: healthz.p99Ms,
    healthzMaxMs: healthz.maxMs,
    healthzSamples: healthz.samples,
  };
}
