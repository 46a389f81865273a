import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { emptyTally, type Tally } from '../../shared/section-event-kinds';
import { addSectionHours, type SectionHourCounts } from './section-events.repository';

/** How long counted events wait in memory at most before they are written. */
export const SECTION_BUFFER_FLUSH_MS = 1_000;
/** Rows per upsert on PostgreSQL, where the statement runs in another process and only its parameter is built here. */
const ROWS_PER_INSERT = 500;
/**
 * Rows per upsert on PGlite: there the statement runs in this process and holds the event loop for as long as
 * it takes, so each one stays short and other requests are answered between them.
 */
export const ROWS_PER_EMBEDDED_INSERT = 50;
/**
 * Distinct (layout, revision, node, arm, hour) held in memory at most: past it, batches are refused (503)
 * rather than the process growing. Only nodes of served revisions get here, so a second's worth of real
 * traffic stays far below it.
 */
export const SECTION_BUFFER_MAX_KEYS = 20_000;

/** One counted event: the intake has checked its token, node and arm. */
export interface CountedSectionEvent {
  layoutId: string;
  revision: number;
  nodeId: string;
  arm: string;
  field: keyof Tally;
}

export interface SectionEventBuffer {
  /** Adds counted events at `at`; false (nothing added) when that would hold too many distinct rows. */
  add(events: readonly CountedSectionEvent[], at: Date): boolean;
  /** Writes everything gathered now (the console's numbers call it first; close calls it last). */
  flush(): Promise<void>;
  close(): Promise<void>;
}

const HOUR_MS = 3_600_000;

/**
 * Counted events are summed in memory per (layout, revision, node, arm, hour) and added onto the hourly table
 * every second in a few upserts: a burst of phones costs a few statements a second, and the table gains at
 * most one row per served node, arm and hour however many events arrive. Analytics: an upsert that fails is
 * logged and dropped, and a process killed hard loses at most its last second.
 */
export function createSectionEventBuffer(
  db: Db,
  options: { log?: Pick<FastifyBaseLogger, 'error'>; flushMs?: number; rowsPerInsert?: number } = {},
): SectionEventBuffer {
  let gathered = new Map<string, SectionHourCounts>();
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();
  const rowsPerInsert = options.rowsPerInsert ?? ROWS_PER_INSERT;

  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    const taken = [...gathered.values()];
    gathered = new Map();
    // One writer at a time, in order: a flush waits for the one before it.
    writing = writing.then(async () => {
      for (let start = 0; start < taken.length; start += rowsPerInsert) {
        // Waiting requests' I/O runs before each upsert, not only after the whole flush.
        if (start > 0) await new Promise((resolve) => setImmediate(resolve));
        try {
          await addSectionHours(db, taken.slice(start, start + rowsPerInsert));
        } catch (error) {
          options.log?.error({ err: error, dropped: Math.min(rowsPerInsert, taken.length - start) }, 'section events: upsert failed, counts dropped');
        }
      }
    });
    return writing;
  };

  return {
    add(events, at) {
      const hour = Math.floor(at.getTime() / HOUR_MS) * HOUR_MS;
      const keyOf = (event: CountedSectionEvent) => `${event.layoutId}|${event.revision}|${event.nodeId}|${event.arm}|${hour}`;
      const fresh = new Set(events.map(keyOf).filter((key) => !gathered.has(key)));
      if (gathered.size + fresh.size > SECTION_BUFFER_MAX_KEYS) return false;
      for (const event of events) {
        const key = keyOf(event);
        let row = gathered.get(key);
        if (!row) {
          row = { layoutId: event.layoutId, revision: event.revision, nodeId: event.nodeId, arm: event.arm, hour: new Date(hour), ...emptyTally() };
          gathered.set(key, row);
        }
        row[event.field] += 1;
      }
      if (!timer && gathered.size > 0) {
        timer = setTimeout(() => void flush(), options.flushMs ?? SECTION_BUFFER_FLUSH_MS);
        timer.unref();
      }
      return true;
    },
    flush,
    close: flush,
  };
}
