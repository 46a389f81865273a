import type { Worker } from 'node:worker_threads';
import { IMPORT_WORKBOOK_MAX_BYTES, IMPORT_WORKBOOK_TOO_LARGE } from '../../../../contract/forms/import-workbook';
import { AppError } from '../../plugins/envelope';
import { startModuleThread } from '../../shared/module-thread';
import { IMPORT_MESSAGES, type FileRecords } from './import-rows';
import type { WorkbookWorkerReady, WorkbookWorkerReply, WorkbookWorkerRequest } from './workbook-worker';
import { checkWorkbookZip } from './workbook-zip';

/** A sheet of 5,000 rows reads in well under a second; one that takes this long is refused and its thread ended. */
const READ_TIMEOUT_MS = 30_000;
/** Starting a thread and loading exceljs: a fraction of a second in the build, a few seconds under tsx on a busy machine. */
const START_TIMEOUT_MS = 60_000;
/** The reading thread's JavaScript heap: a workbook within the zip check's bound fits, a pathological one is stopped. */
const READ_HEAP_MB = 512;
/** The base64 text of a workbook of IMPORT_WORKBOOK_MAX_BYTES: anything longer is refused without decoding it. */
const MAX_BASE64_LENGTH = Math.ceil(IMPORT_WORKBOOK_MAX_BYTES / 3) * 4;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

type ThreadAnswer = WorkbookWorkerReply | { kind: 'too-heavy' };

/** A reading thread on workbook-worker, as pdf-document.ts has for PDFs (module-thread.ts). */
function startThread(): Worker {
  return startModuleThread(import.meta.url, 'workbook-worker', READ_HEAP_MB);
}

/** Reads `bytes` on a thread of their own, ended once it answers, fails or runs out of time. */
function readOnThread(bytes: Buffer): Promise<ThreadAnswer> {
  // A copy handed to the thread: the decoded buffer may be a slice of memory shared with other buffers.
  const data = new Uint8Array(bytes);
  const worker = startThread();
  return new Promise((resolve) => {
    let timer: NodeJS.Timeout | undefined;
    const finish = (answer: ThreadAnswer) => {
      clearTimeout(timer);
      worker.removeAllListeners();
      // A late 'error' must not become an uncaught exception.
      worker.on('error', () => {});
      void worker.terminate();
      resolve(answer);
    };
    timer = setTimeout(() => finish({ kind: 'failed', detail: `the reading thread did not start within ${START_TIMEOUT_MS} ms` }), START_TIMEOUT_MS);
    worker.on('message', (reply: WorkbookWorkerReply | WorkbookWorkerReady) => {
      if (reply.kind !== 'ready') return finish(reply);
      clearTimeout(timer);
      timer = setTimeout(() => finish({ kind: 'too-heavy' }), READ_TIMEOUT_MS);
      worker.postMessage({ data } satisfies WorkbookWorkerRequest, [data.buffer]);
    });
    worker.on('error', (error: Error & { code?: string }) =>
      finish(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? { kind: 'too-heavy' } : { kind: 'failed', detail: error.message }),
    );
    worker.on('exit', (code) => finish({ kind: 'failed', detail: `the reading thread exited (${code}) without an answer` }));
  });
}

/** Workbooks are read one at a time: the machine has two cores, and the API keeps one. */
let turn: Promise<unknown> = Promise.resolve();

function inTurn<T>(task: () => Promise<T>): Promise<T> {
  const run = turn.then(task, task);
  turn = run.catch(() => undefined);
  return run;
}

/** The workbook's bytes from base64 (line breaks allowed, as some encoders wrap it), or a refusal: too large, or not base64. */
function decode(text: string): Buffer {
  const base64 = text.replace(/\s+/g, '');
  if (base64.length > MAX_BASE64_LENGTH) throw new AppError(413, IMPORT_WORKBOOK_TOO_LARGE);
  if (!BASE64.test(base64)) throw new AppError(415, IMPORT_MESSAGES.notWorkbook);
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > IMPORT_WORKBOOK_MAX_BYTES) throw new AppError(413, IMPORT_WORKBOOK_TOO_LARGE);
  return bytes;
}

/**
 * The first sheet's records of an .xlsx sent base64-encoded, each numbered as the sheet shows it. Refused,
 * before exceljs sees it, when it is too large, not a workbook, or inflates past a sane size (a zip bomb);
 * refused too when the thread cannot read it within its time and heap.
 */
export async function workbookRecords(base64: string): Promise<FileRecords> {
  const bytes = decode(base64);
  const verdict = await checkWorkbookZip(bytes);
  if (verdict === 'not-workbook') throw new AppError(415, IMPORT_MESSAGES.notWorkbook);
  if (verdict === 'too-big') throw new AppError(422, IMPORT_MESSAGES.workbookInflatesTooFar);
  const answer = await inTurn(() => readOnThread(bytes));
  switch (answer.kind) {
    case 'read':
      return { records: answer.records, problems: [] };
    case 'no-sheet':
      throw new AppError(422, IMPORT_MESSAGES.noSheet);
    case 'not-workbook':
      throw new AppError(415, IMPORT_MESSAGES.notWorkbook);
    case 'too-heavy':
      throw new AppError(422, IMPORT_MESSAGES.heavyWorkbook);
    case 'failed':
      // The thread's own code failed (not the file): a server fault, logged with the request.
      throw new Error(`workbook reading thread failed: ${answer.detail}`);
  }
}
