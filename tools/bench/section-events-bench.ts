// `npm run bench`, section analytics: how many events one API process takes in per second when phones
// send them in batches (POST /layout/api/section-events, checked against the served layout and summed per hour
// on the embedded database).
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { measure, type LoadResult } from './load';

/** Events per request: a phone's few-second batch on a busy page is a few dozen. */
const EVENTS_PER_BATCH = 50;

/** What the phone got with the layout answer: the revision and the section token its events carry. */
interface Served {
  revision: number;
  token: string;
}

function batch(n: number, served: Served): string {
  const at = Date.now();
  const events = Array.from({ length: EVENTS_PER_BATCH }, (_, i) => ({
    layout: 'channel-home',
    revision: served.revision,
    node: ['section-case', 'section-live', 'search', 'channel-tabs'][(n + i) % 4],
    kind: i % 5 === 4 ? 'click' : 'exposure',
    arm: null,
    audience: null,
    token: served.token,
    at,
  }));
  return JSON.stringify({ events });
}

export interface SectionIngestion {
  result: LoadResult;
  eventsPerSecond: number;
}

/** Starts section-events-server.ts, measures against it, stops it. */
export async function measureSectionIngestion(options: { seconds: number; concurrency: number }): Promise<SectionIngestion> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tools/bench/section-events-server.ts'], { stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    const first = await new Promise<string>((resolve, reject) => {
      createInterface({ input: child.stdout! }).once('line', resolve);
      child.once('exit', (code) => reject(new Error(`section events bench server exited with ${code}`)));
    });
    const { app } = JSON.parse(first) as { app: number };
    return await measureAgainst(`http://127.0.0.1:${app}`, options);
  } finally {
    child.kill('SIGTERM');
  }
}

async function measureAgainst(appOrigin: string, options: { seconds: number; concurrency: number }): Promise<SectionIngestion> {
  const answer = await fetch(`${appOrigin}/layout/api/layouts/channel-home`);
  const served = {
    revision: Number(/^"r(\d+)-/.exec(answer.headers.get('etag') ?? '')?.[1]),
    token: answer.headers.get('x-section-token') ?? '',
  };
  const next = (n: number) => ({
    path: '/layout/api/section-events',
    method: 'POST' as const,
    headers: { 'content-type': 'application/json' },
    body: batch(n, served),
  });
  await measure(`${appOrigin}/layout/api/section-events`, { seconds: 1, concurrency: options.concurrency, next }); // warm-up
  const result = await measure(`${appOrigin}/layout/api/section-events`, { ...options, next });
  return { result, eventsPerSecond: ((result.requests - result.errors) * EVENTS_PER_BATCH) / result.seconds };
}

export function printSectionIngestion({ result, eventsPerSecond }: SectionIngestion, options: { seconds: number; concurrency: number }): void {
  console.log(
    `\nSection event ingestion (${options.seconds} s, ${options.concurrency} connections, batches of ${EVENTS_PER_BATCH}, one process, PGlite, rate limiter excluded)`,
  );
  console.log(
    `  ${eventsPerSecond.toFixed(0).padStart(8)} events/s per process  (${result.perSecond.toFixed(0)} batches/s, p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms${result.errors ? `, ${result.errors} errors` : ''})`,
  );
}
