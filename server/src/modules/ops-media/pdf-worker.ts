import { parentPort } from 'node:worker_threads';
import { readPdfFirstPage, type PdfReading } from './pdf-render';

/** What the thread is sent: one PDF's bytes, handed over rather than copied. */
export interface PdfWorkerRequest {
  data: Uint8Array;
}

/** What the thread answers a PDF with: the reading, or the failure of the thread's own code (not of the PDF). */
export type PdfWorkerReply = PdfReading | { kind: 'failed'; detail: string };

/** What the thread says once, when pdf.js is loaded and it takes PDFs. */
export interface PdfWorkerReady {
  kind: 'ready';
}

/**
 * The media library's PDF reading thread (pdf-document.ts starts and ends it): reads the page count and
 * draws the first page off the API's event loop, one PDF per message. It is given one PDF at a time, so
 * replies need no id.
 */
if (!parentPort) throw new Error('pdf-worker.ts runs only as a worker thread (see pdf-document.ts)');
const port = parentPort;

port.on('message', ({ data }: PdfWorkerRequest) => {
  readPdfFirstPage(data).then(
    (reading) => port.postMessage(reading satisfies PdfWorkerReply),
    (error: unknown) => port.postMessage({ kind: 'failed', detail: error instanceof Error ? error.message : String(error) } satisfies PdfWorkerReply),
  );
});
port.postMessage({ kind: 'ready' } satisfies PdfWorkerReady);
