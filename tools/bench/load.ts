import { Agent, request } from 'undici';

export interface LoadResult {
  requests: number;
  seconds: number;
  perSecond: number;
  errors: number;
}

/** Closed-loop load: `concurrency` keep-alive connections each send the next request when the last answers. */
export async function measure(url: string, { seconds, concurrency, headers = {} }: { seconds: number; concurrency: number; headers?: Record<string, string> }): Promise<LoadResult> {
  const agent = new Agent({ connections: concurrency, pipelining: 1 });
  const deadline = performance.now() + seconds * 1000;
  let requests = 0;
  let errors = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        try {
          const response = await request(url, { dispatcher: agent, headers });
          await response.body.dump();
          if (response.statusCode >= 400) errors++;
          requests++;
        } catch {
          errors++;
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  await agent.close();
  return { requests, seconds: elapsed, perSecond: requests / elapsed, errors };
}
