import { Worker } from 'node:worker_threads';

/** One request of a burst: sent as given, answered with its status and body text. */
export interface BurstRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
}

export interface BurstAnswer {
  status: number;
  body: string;
}

// Plain JavaScript: a worker started from a string is not compiled by the test runner.
// It loads fetch before it says it is ready: that first load is not part of any attack.
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
fetch('data:,ready').then((response) => response.text()).then(() => parentPort.postMessage('ready'));
parentPort.on('message', async (requests) => {
  const answers = await Promise.all(
    requests.map(({ url, method, headers, body }) =>
      fetch(url, { method, headers, body }).then(async (response) => ({ status: response.status, body: await response.text() })),
    ),
  );
  parentPort.postMessage(answers);
});
`;

/**
 * An attacker with its own event loop, like one on another machine: its requests are built, sent and read
 * in a worker thread, so a stall measured in the test's process is the server's work alone, not the
 * client's. (The server shares the test's process; a client there would add its own work to the figure.)
 */
export async function startRemoteAttacker(): Promise<{ burst: (requests: BurstRequest[]) => Promise<BurstAnswer[]>; stop: () => Promise<void> }> {
  const worker = new Worker(WORKER_SOURCE, { eval: true });
  await new Promise<void>((resolve, reject) => {
    worker.once('message', () => resolve());
    worker.once('error', reject);
  });
  let pending: Promise<unknown> = Promise.resolve();
  const burst = (requests: BurstRequest[]) => {
    // One burst at a time: answers come back in the order bursts were sent.
    const answered = pending.then(
      () =>
        new Promise<BurstAnswer[]>((resolve, reject) => {
          worker.once('message', resolve);
          worker.once('error', reject);
          worker.postMessage(requests);
        }),
    );
    pending = answered.catch(() => undefined);
    return answered;
  };
  return { burst, stop: async () => void (await worker.terminate()) };
}
