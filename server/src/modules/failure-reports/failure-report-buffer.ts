import type { FastifyBaseLogger } from 'fastify';
import type { FailureReportBatch } from '../../../../contract/generated/schema-types';
import type { Db } from '../../db/database';
import { addFailureCounts, pruneFailureCounts, type FailureCountRow } from './failure-reports.repository';
import {
  bucketOf,
  capRows,
  countRows,
  emptyUsage,
  FAILURE_CAPS,
  FAILURE_RULES,
  hourOf,
  mergeRow,
  rowsToStore,
  storedKeyOf,
  type HourUsage,
} from './failure-reports.service';

/** How long counted reports wait in memory at most before they are written. */
export const FAILURE_BUFFER_FLUSH_MS = 1_000;
/** Rows per upsert on PostgreSQL, where the statement runs in another process and only its parameter is built here. */
const ROWS_PER_INSERT = 500;
/**
 * Rows per upsert on PGlite: there the statement runs in this process and holds the event loop for as long as
 * it takes, so each one stays short and other requests are answered between them.
 */
export const ROWS_PER_EMBEDDED_INSERT = 50;
/**
 * Distinct rows held in memory at most: past it, batches are refused (503) rather than the process growing.
 * Within a second a layout gathers at most its caps' worth (40 nodes × 20 rows and their counter rows), so
 * only reports naming many layouts come near it.
 */
export const FAILURE_BUFFER_MAX_KEYS = 20_000;

export interface FailureReportBuffer {
  /** Counts a batch's reports at `at`; false (nothing counted) when that would hold too many distinct rows. */
  add(batch: FailureReportBatch, browser: string, reporter: string, at: number): boolean;
  /** Writes everything gathered now (the console's reads call it first; close calls it last). */
  flush(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Reports are summed in memory per distinct failure and bucket, and written every second: the hour's caps
 * are checked against the table once per write (failure-reports.service.ts rowsToStore) and the rows added
 * in a few upserts, so a flood of batches costs a few statements a second, not several per batch. Within
 * the second the same caps are applied to what this process gathered, so memory holds at most a layout's
 * caps' worth of rows each second. A write that fails is logged and dropped (these are diagnostics); a
 * process killed hard loses at most its last second, a clean stop writes what it holds (close).
 */
export function createFailureReportBuffer(
  db: Db,
  options: { log?: Pick<FastifyBaseLogger, 'error' | 'warn'>; flushMs?: number; rowsPerInsert?: number } = {},
): FailureReportBuffer {
  let gathered = new Map<string, FailureCountRow>();
  // The caps over what was gathered since the last write: per hour, its existing keys those of one bucket.
  let local: { hour: number; bucket: number; usage: HourUsage } | undefined;
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();
  let lastPrune = 0;
  let pruneBefore: Date | undefined;
  const rowsPerInsert = options.rowsPerInsert ?? ROWS_PER_INSERT;

  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    const taken = [...gathered.values()];
    gathered = new Map();
    local = undefined;
    const prune = pruneBefore;
    pruneBefore = undefined;
    if (taken.length === 0 && !prune) return writing;
    // One writer at a time, in order: a flush waits for the one before it, so its reads see that one's rows.
    writing = writing.then(async () => {
      let rows: FailureCountRow[] = [];
      try {
        rows = await rowsToStore(db, taken);
      } catch (error) {
        options.log?.error({ err: error, dropped: taken.length }, 'failure reports: caps not read, counts dropped');
      }
      for (let start = 0; start < rows.length; start += rowsPerInsert) {
        // Waiting requests' I/O runs before each upsert (after the reads too), not only after the whole flush.
        await new Promise((resolve) => setImmediate(resolve));
        try {
          await addFailureCounts(db, rows.slice(start, start + rowsPerInsert), FAILURE_CAPS.reportersPerRow);
        } catch (error) {
          options.log?.error({ err: error, dropped: Math.min(rowsPerInsert, rows.length - start) }, 'failure reports: upsert failed, counts dropped');
        }
      }
      // Pruning is housekeeping: a failure there loses nothing just counted.
      if (prune) await pruneFailureCounts(db, prune).catch((error: unknown) => options.log?.warn({ err: error }, 'failure reports: prune failed'));
    });
    return writing;
  };

  return {
    add(batch, browser, reporter, at) {
      const rows = countRows(batch, browser, at, reporter);
      // Each row may add itself and one counter row at most.
      if (gathered.size + 2 * rows.length > FAILURE_BUFFER_MAX_KEYS) return false;
      const hour = hourOf(at);
      const bucket = bucketOf(at).getTime();
      if (!local || local.hour !== hour) local = { hour, bucket, usage: emptyUsage() };
      if (local.bucket !== bucket) local = { ...local, bucket, usage: { ...local.usage, existing: new Set() } };
      // The hour's room in all is left to the write: here every layout named, known or not, would share it.
      for (const row of capRows(rows, local.usage, new Date(hour), Number.POSITIVE_INFINITY)) {
        const key = storedKeyOf(row);
        const known = gathered.get(key);
        if (known) mergeRow(known, row);
        else gathered.set(key, row);
      }
      // A process prunes at most this often, on a report batch: no timer runs when no phone fails.
      if (at - lastPrune >= FAILURE_RULES.pruneEveryMs) {
        lastPrune = at;
        pruneBefore = new Date(at - FAILURE_RULES.keepMs);
      }
      if (!timer && (gathered.size > 0 || pruneBefore)) {
        timer = setTimeout(() => void flush(), options.flushMs ?? FAILURE_BUFFER_FLUSH_MS);
        timer.unref();
      }
      return true;
    },
    flush,
    close: flush,
  };
}
