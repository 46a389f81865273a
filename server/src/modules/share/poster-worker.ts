import { parentPort } from 'node:worker_threads';
import { renderDrawing, type DrawingInput } from './poster';

/** What the drawing thread answers for each poster it was given. */
export type PosterWorkerReply = { png: Uint8Array } | { error: string };

/**
 * A drawing thread of the poster pool (poster-pool.ts): draws one poster per message, off the API's event
 * loop. The pool hands it one job at a time, so replies need no job id.
 */
if (!parentPort) throw new Error('poster-worker.ts runs only as a worker thread (see poster-pool.ts)');
const port = parentPort;

port.on('message', (input: DrawingInput) => {
  renderDrawing(input).then(
    (png) => port.postMessage({ png } satisfies PosterWorkerReply),
    (error: unknown) => port.postMessage({ error: error instanceof Error ? error.message : String(error) } satisfies PosterWorkerReply),
  );
});
