import ExcelJS from 'exceljs';
import { parentPort } from 'node:worker_threads';
import type { NumberedRecord } from './import-rows';
import { sheetRecords } from './workbook-sheet';

/** What the thread is sent: one workbook's bytes (already checked as a sane zip), handed over rather than copied. */
export interface WorkbookWorkerRequest {
  data: Uint8Array;
}

/**
 * What the thread answers: the first sheet's records; `not-workbook` when exceljs cannot read it as one
 * (a zip of something else, broken XML); `failed` when the thread's own code failed.
 */
export type WorkbookWorkerReply =
  { kind: 'read'; records: NumberedRecord[] } | { kind: 'no-sheet' } | { kind: 'not-workbook'; detail: string } | { kind: 'failed'; detail: string };

/** What the thread says once, when exceljs is loaded and it takes workbooks. */
export interface WorkbookWorkerReady {
  kind: 'ready';
}

async function read(data: Uint8Array): Promise<WorkbookWorkerReply> {
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs hands the bytes to JSZip, which takes an ArrayBuffer (what its types ask for); the copy is of a few MB at most.
    await workbook.xlsx.load(new Uint8Array(data).buffer);
  } catch (error) {
    return { kind: 'not-workbook', detail: error instanceof Error ? error.message : String(error) };
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return { kind: 'no-sheet' };
  return { kind: 'read', records: sheetRecords(sheet) };
}

/**
 * The import's workbook-reading thread (workbook-records.ts starts and ends it): exceljs builds the whole
 * workbook in memory, which for a sheet of thousands of rows is a few hundred milliseconds of work that
 * would otherwise hold up every request. One workbook per thread, so replies need no id.
 */
if (!parentPort) throw new Error('workbook-worker.ts runs only as a worker thread (see workbook-records.ts)');
const port = parentPort;

port.on('message', ({ data }: WorkbookWorkerRequest) => {
  read(data).then(
    (reply) => port.postMessage(reply),
    (error: unknown) => port.postMessage({ kind: 'failed', detail: error instanceof Error ? error.message : String(error) } satisfies WorkbookWorkerReply),
  );
});
port.postMessage({ kind: 'ready' } satisfies WorkbookWorkerReady);
