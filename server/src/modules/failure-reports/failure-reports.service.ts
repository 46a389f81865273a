import type { FailureReportBatch, OpsFailureLayouts, OpsFailureReports, OpsFailureSpikes } from '../../../../contract/generated/schema-types';
import type { Db } from '../../db/database';
import {
  addFailureCounts,
  failingLayoutRows,
  failureCountBetween,
  failureTotalsSince,
  latestPublicationsSince,
  layoutFailureRows,
  pruneFailureCounts,
  type FailureCountRow,
} from './failure-reports.repository';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const FAILURE_RULES = {
  /** Counts are kept per bucket of this length. */
  bucketMs: 5 * MINUTE,
  /** Buckets older than this are pruned. */
  keepMs: 14 * 24 * HOUR,
  /** A process prunes at most this often (on a report batch: no timer to run when no phone fails). */
  pruneEveryMs: 10 * MINUTE,
  /** The minutes compared before and after a publish. */
  spikeWindowMs: 15 * MINUTE,
  /** Publishes older than this raise no banner. */
  spikeRecentMs: 2 * HOUR,
  /** A spike: at least this many failures after, */
  spikeMinimum: 5,
  /** and at least this many times as many as before (none before counts as one). */
  spikeRatio: 3,
  /** Rows a console list shows at most. */
  listLimit: 500,
} as const;

/** The messages are stored as the phone sent them, cut to this length (the schema allows a little more). */
export const MESSAGE_STORED = 200;

export const bucketOf = (at: number): Date => new Date(Math.floor(at / FAILURE_RULES.bucketMs) * FAILURE_RULES.bucketMs);

/** The batch as rows to count: one per distinct failure, identical reports in one batch added together. */
export function countRows(batch: FailureReportBatch, browser: string, now: number): FailureCountRow[] {
  const bucket = bucketOf(now);
  const seenAt = new Date(now);
  const rows = new Map<string, FailureCountRow>();
  for (const report of batch.reports) {
    const message = report.message.slice(0, MESSAGE_STORED);
    const row: FailureCountRow = {
      bucket,
      layoutId: report.layout,
      revision: report.revision,
      nodeId: report.node,
      widget: report.widget,
      version: report.version,
      kind: report.kind,
      build: batch.build,
      browser,
      message,
      count: 1,
      seenAt,
    };
    const key = JSON.stringify([row.layoutId, row.revision, row.nodeId, row.widget, row.version, row.kind, message]);
    const known = rows.get(key);
    if (known) known.count += 1;
    else rows.set(key, row);
  }
  return [...rows.values()];
}

export interface FailureRecorder {
  record(batch: FailureReportBatch, browser: string): Promise<number>;
}

/** Counts batches, and now and then drops the buckets past keeping. */
export function createFailureRecorder(db: Db, now: () => number, onPruneError: (error: unknown) => void): FailureRecorder {
  let lastPrune = 0;
  return {
    async record(batch, browser) {
      const at = now();
      const rows = countRows(batch, browser, at);
      await addFailureCounts(db, rows);
      if (at - lastPrune >= FAILURE_RULES.pruneEveryMs) {
        lastPrune = at;
        // Pruning is housekeeping: a failure there must not refuse the reports just counted.
        void pruneFailureCounts(db, new Date(at - FAILURE_RULES.keepMs)).catch(onPruneError);
      }
      return batch.reports.length;
    },
  };
}

const iso = (value: Date | string | null): string => new Date(value ?? 0).toISOString();

export async function layoutFailures(db: Db, layoutId: string, hours: number, now: number): Promise<OpsFailureReports> {
  const rows = await layoutFailureRows(db, layoutId, bucketOf(now - hours * HOUR), FAILURE_RULES.listLimit);
  return {
    layout_id: layoutId,
    hours,
    list: rows.map((row) => ({
      // Only schema-checked kinds are ever stored (the batch schema's enum).
      kind: row.kind as OpsFailureReports['list'][number]['kind'],
      node: row.node,
      widget: row.widget,
      version: row.version,
      revision: row.revision ?? 0,
      build: row.build,
      browser: row.browser,
      message: row.message,
      count: Number(row.count),
      first_seen: iso(row.firstSeen),
      last_seen: iso(row.lastSeen),
    })),
  };
}

export async function failingLayouts(db: Db, hours: number, now: number): Promise<OpsFailureLayouts> {
  const rows = await failingLayoutRows(db, bucketOf(now - hours * HOUR), FAILURE_RULES.listLimit);
  return {
    hours,
    list: rows.map((row) => ({ layout_id: row.layoutId, count: Number(row.count), nodes: Number(row.nodes), last_seen: iso(row.lastSeen) })),
  };
}

/**
 * Publishes followed by a spike: failures of the published revision in the window after its publish
 * against failures in the same length of time before it. Buckets are five minutes, so the windows are
 * whole buckets: the one the publish fell in counts as after, but only reports of the new revision do.
 */
export async function failureSpikes(db: Db, now: number): Promise<OpsFailureSpikes> {
  const windowMs = FAILURE_RULES.spikeWindowMs;
  const publications = await latestPublicationsSince(db, new Date(now - FAILURE_RULES.spikeRecentMs));
  const list: OpsFailureSpikes['list'] = [];
  for (const publication of publications) {
    const start = bucketOf(publication.publishedAt.getTime());
    const after = await failureCountBetween(db, publication.layoutId, start, new Date(start.getTime() + windowMs), publication.revision);
    if (after < FAILURE_RULES.spikeMinimum) continue;
    const before = await failureCountBetween(db, publication.layoutId, new Date(start.getTime() - windowMs), start);
    if (after < FAILURE_RULES.spikeRatio * Math.max(1, before)) continue;
    list.push({ layout_id: publication.layoutId, revision: publication.revision, published_at: publication.publishedAt.toISOString(), before, after });
  }
  return { window_minutes: windowMs / MINUTE, list };
}

/** Totals by kind and widget over the last `hours` (for a metrics endpoint). */
export async function failureTotals(db: Db, hours: number, now: number) {
  const rows = await failureTotalsSince(db, bucketOf(now - hours * HOUR));
  return rows.map((row) => ({ kind: row.kind, widget: row.widget, count: Number(row.count) }));
}
