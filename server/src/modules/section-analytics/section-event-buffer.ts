import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { insertSectionEvents, type StoredSectionEvent } from './section-events.repository';

/** How long accepted events wait in memory at most before they are written. */
export const SECTION_BUFFER_FLUSH_MS = 1_000;
/** Rows per insert on PostgreSQL, where the insert runs in another process and only its parameters are built here. */
const ROWS_PER_INSERT = 500;
/**
 * Rows per insert on PGlite: there the insert runs in this process and holds the event loop for as long as
 * it takes (about 2 ms per 50 rows on a quiet machine, several times that on a busy one), so each one stays
 * short and other requests are answered between them.
 */
export const ROWS_PER_EMBEDDED_INSERT = 50;
/** Events held in memory at most: past it, batches are refused (503) rather than the process growing. */
export const SECTION_BUFFER_MAX = 100_000;

export interface SectionEventBuffer {
  /** Queues accepted events; false when the buffer is full. */
  add(events: readonly StoredSectionEvent[]): boolean;
  /** Writes everything queued now (the console's numbers call it first; close calls it last). */
  flush(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Phones' batches are small (a few dozen events); written one by one they cost a statement each. Accepted
 * batches are gathered here and written together every second in a few multi-row inserts, so a burst of
 * phones costs the database a few statements a second instead of one per phone. Events are analytics: an
 * insert that fails is logged and dropped, and a process killed hard loses at most its last second.
 */
export function createSectionEventBuffer(
  db: Db,
  options: { log?: Pick<FastifyBaseLogger, 'error'>; flushMs?: number; rowsPerInsert?: number } = {},
): SectionEventBuffer {
  let queue: StoredSectionEvent[] = [];
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();
  const rowsPerInsert = options.rowsPerInsert ?? ROWS_PER_INSERT;

  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    const taken = queue;
    queue = [];
    // One writer at a time, in order: a flush waits for the one before it.
    writing = writing.then(async () => {
      for (let start = 0; start < taken.length; start += rowsPerInsert) {
        // Waiting requests' I/O runs before each insert, not only after the whole flush.
        if (start > 0) await new Promise((resolve) => setImmediate(resolve));
        try {
          await insertSectionEvents(db, taken.slice(start, start + rowsPerInsert));
        } catch (error) {
          options.log?.error({ err: error, dropped: Math.min(rowsPerInsert, taken.length - start) }, 'section events: insert failed, events dropped');
        }
      }
    });
    return writing;
  };

  return {
    add(events) {
      if (queue.length + events.length > SECTION_BUFFER_MAX) return false;
      queue.push(...events);
      if (!timer) {
        timer = setTimeout(() => void flush(), options.flushMs ?? SECTION_BUFFER_FLUSH_MS);
        timer.unref();
      }
      return true;
    },
    flush,
    close: flush,
  };
}
