import type { Worker } from 'node:worker_threads';
import { AppError } from '../../plugins/envelope';
import { startModuleThread } from '../../shared/module-thread';
import { MEDIA_MESSAGES } from './media-messages';
import type { PdfWorkerReady, PdfWorkerReply, PdfWorkerRequest } from './pdf-worker';

/** Every PDF starts so (ISO 32000-1, 7.5.2); what the bytes are decides, never the name. */
const PDF_SIGNATURE = Buffer.from('%PDF-', 'latin1');

export const isPdf = (bytes: Buffer): boolean => bytes.subarray(0, PDF_SIGNATURE.length).equals(PDF_SIGNATURE);

/** A PDF the library takes: its page count and its first page as a JPEG. */
export interface PdfFacts {
  pages: number;
  thumbnail: { jpeg: Buffer; width: number; height: number };
}

/**
 * A first page takes well under a second to draw, a page with a full-page scan a few seconds; one that
 * takes longer than this (a pathological or hostile file) is refused and its thread ended. Counted from
 * when the thread is ready: starting it is no part of the file's time.
 */
const READ_TIMEOUT_MS = 20_000;
/** Starting a thread and loading pdf.js: 0.3 s in the build, a few seconds under tsx on a busy machine. */
const START_TIMEOUT_MS = 60_000;
/** The reading thread's JavaScript heap: pdf.js's parsed objects of one first page fit many times over. */
const READ_HEAP_MB = 512;
/**
 * The thread is kept between uploads (a warm read of a text page takes some tens of ms), and ended after this long unused, or after this many PDFs so what pdf.js
 * keeps between documents cannot pile up.
 */
const THREAD_IDLE_MS = 60_000;
const READS_PER_THREAD = 50;

/** A reading thread on pdf-worker (module-thread.ts: how it loads under tsx and in the build). */
function startPdfWorker(): Worker {
  return startModuleThread(import.meta.url, 'pdf-worker', READ_HEAP_MB);
}

/**
 * The one reading thread, PDFs read one at a time: the machine has two cores, and the API keeps one.
 * Uploads that come together wait their turn.
 */
const thread = {
  worker: null as Worker | null,
  reads: 0,
  idle: null as NodeJS.Timeout | null,
  busy: false,
  waiting: [] as Array<() => void>,
};
/** Threads that said they are ready (pdf-worker.ts): a PDF is sent only to one of these. */
const readyThreads = new WeakSet<Worker>();

async function takeTurn(): Promise<Worker> {
  // A turn is handed over with `busy` still set (endTurn), so no caller can slip in between.
  if (thread.busy) await new Promise<void>((resolve) => thread.waiting.push(resolve));
  else thread.busy = true;
  if (thread.idle) clearTimeout(thread.idle);
  thread.idle = null;
  if (!thread.worker || thread.reads >= READS_PER_THREAD) {
    if (thread.worker) retire(thread.worker);
    thread.worker = startPdfWorker();
    thread.reads = 0;
  }
  thread.reads++;
  return thread.worker;
}

/** Hands the thread to the next waiting upload, or ends it once it has been unused for a while. */
function endTurn(): void {
  const next = thread.waiting.shift();
  if (next) return next();
  thread.busy = false;
  thread.idle = setTimeout(() => {
    if (thread.worker && !thread.busy) retire(thread.worker);
  }, THREAD_IDLE_MS);
  thread.idle.unref();
}

/** Ends a thread (timed out, failed, or done with); the next PDF gets a new one. */
function retire(worker: Worker): void {
  if (thread.worker === worker) thread.worker = null;
  worker.removeAllListeners();
  // A late 'error' must not become an uncaught exception.
  worker.on('error', () => {});
  void worker.terminate();
}

type ThreadAnswer = PdfWorkerReply | { kind: 'too-heavy' };

/** Reads `bytes` on the reading thread; a thread that fails or runs out of time is ended. */
function readOn(worker: Worker, bytes: Buffer): Promise<ThreadAnswer> {
  // A copy handed to the thread: the upload's buffer may be a slice of memory shared with other buffers.
  const data = new Uint8Array(bytes);
  return new Promise((resolve) => {
    let timer: NodeJS.Timeout | undefined;
    const answer = (result: ThreadAnswer, healthy: boolean) => {
      clearTimeout(timer);
      worker.off('message', onMessage).off('error', onError).off('exit', onExit);
      if (!healthy) retire(worker);
      resolve(result);
    };
    const send = () => {
      timer = setTimeout(() => answer({ kind: 'too-heavy' }, false), READ_TIMEOUT_MS);
      worker.postMessage({ data } satisfies PdfWorkerRequest, [data.buffer as ArrayBuffer]);
    };
    const onMessage = (reply: PdfWorkerReply | PdfWorkerReady) => {
      if (reply.kind !== 'ready') return answer(reply, reply.kind !== 'failed');
      readyThreads.add(worker);
      clearTimeout(timer);
      send();
    };
    const onError = (error: Error & { code?: string }) =>
      answer(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? { kind: 'too-heavy' } : { kind: 'failed', detail: error.message }, false);
    const onExit = (code: number) => answer({ kind: 'failed', detail: `the reading thread exited (${code}) without an answer` }, false);
    worker.on('message', onMessage).on('error', onError).on('exit', onExit);
    if (readyThreads.has(worker)) send();
    else
      timer = setTimeout(() => answer({ kind: 'failed', detail: `the reading thread did not start within ${START_TIMEOUT_MS} ms` }, false), START_TIMEOUT_MS);
  });
}

/**
 * The page count and first-page thumbnail of a PDF, read with pdf.js on a worker thread (pdf-render.ts), so
 * fonts and scans are decoded off the API's event loop, within a time and heap limit. Refuses, with the
 * operator's reason, a PDF with an open password, one that cannot be read, and one too heavy to draw.
 */
export async function readPdf(bytes: Buffer): Promise<PdfFacts> {
  const worker = await takeTurn();
  let answer: ThreadAnswer;
  try {
    answer = await readOn(worker, bytes);
  } finally {
    endTurn();
  }
  switch (answer.kind) {
    case 'read':
      return { pages: answer.pages, thumbnail: { jpeg: Buffer.from(answer.jpeg), width: answer.width, height: answer.height } };
    case 'encrypted':
      throw new AppError(422, MEDIA_MESSAGES.encryptedPdf);
    case 'corrupt':
      throw new AppError(415, MEDIA_MESSAGES.corruptPdf);
    case 'too-heavy':
      throw new AppError(422, MEDIA_MESSAGES.heavyPdf);
    case 'failed':
      // The thread's own code failed (not the file): a server fault, logged with the request.
      throw new Error(`PDF reading thread failed: ${answer.detail}`);
  }
}
