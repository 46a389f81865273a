import { Agent, request } from 'undici';
import { percentile } from './stats';

export interface LoadResult {
  requests: number;
  seconds: number;
  perSecond: number;
  errors: number;
  /** Latency percentiles in milliseconds (answered requests). */
  p50: number;
  p95: number;
  p99: number;
}

/** One request of a load run: vary it per call (e.g. a different user per comment post). */
export interface LoadRequest {
  path?: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  headers?: Record<string, string>;
  body?: string;
}

export interface MeasureOptions {
  seconds: number;
  concurrency: number;
  headers?: Record<string, string>;
  /** Called for every request (n counts from 0); without it every request is a GET of `url`. */
  next?: (n: number) => LoadRequest;
  /** Counts an answer as an error (default: HTTP status ≥ 400). */
  isError?: (status: number, body: string) => boolean;
}

/** Closed-loop load: `concurrency` keep-alive connections each send the next request when the last answers. */
export async function measure(url: string, { seconds, concurrency, headers = {}, next, isError }: MeasureOptions): Promise<LoadResult> {
  const agent = new Agent({ connections: concurrency, pipelining: 1 });
  const deadline = performance.now() + seconds * 1000;
  const origin = new URL(url).origin;
  const latencies: number[] = [];
  let requests = 0;
  let errors = 0;
  let n = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        const spec = next?.(n++);
        const sentAt = performance.now();
        try {
          const response = await request(spec?.path ? `${origin}${spec.path}` : url, {
            dispatcher: agent,
            method: spec?.method ?? 'GET',
            headers: { ...headers, ...spec?.headers },
            body: spec?.body,
          });
          if (isError) {
            if (isError(response.statusCode, await response.body.text())) errors++;
          } else {
            await response.body.dump();
            if (response.statusCode >= 400) errors++;
          }
          latencies.push(performance.now() - sentAt);
          requests++;
        } catch {
          errors++;
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  await agent.close();
  latencies.sort((a, b) => a - b);
  return {
    requests,
    seconds: elapsed,
    perSecond: requests / elapsed,
    errors,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
  };
}
