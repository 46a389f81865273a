import type { FailureReportBatch, OpsFailureLayouts, OpsFailureReports, OpsFailureSpikes } from '../../../../contract/generated/schema-types';
import type { Db } from '../../db/database';
import {
  bucketKeys,
  failingLayoutRows,
  failureCountBetween,
  failureTotalsSince,
  hourRowCounts,
  knownLayoutIds,
  latestPublicationsSince,
  layoutFailureRows,
  reportersBetween,
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
  /** and at least this many times as many as before (none before counts as one), */
  spikeRatio: 3,
  /** sent by at least this many distinct reporters (networks): one client's batch raises no banner. */
  spikeReporters: 3,
  /** Rows a console list shows at most. */
  listLimit: 500,
} as const;

/**
 * What clients can make the server store, whatever they send (anonymous, any node id and message): per hour,
 * at most `nodesPerLayoutHour` nodes of a layout and `rowsPerNodeHour` rows of a node (distinct failures
 * over the hour's buckets), at most `rowsPerHour` rows in all; the rest is still counted, in one row per
 * layout, node (or OTHER_NODE) and kind with the message OTHER_MESSAGE, in the hour's first bucket.
 */
export const FAILURE_CAPS = {
  nodesPerLayoutHour: 40,
  rowsPerNodeHour: 20,
  rowsPerHour: 3000,
  /** Distinct reporter keys a row keeps (its count of reporters stops there). */
  reportersPerRow: 20,
} as const;

/** The node and message of the rows that count what went past the caps. */
export const OTHER_NODE = '*';
export const OTHER_MESSAGE = '（其他消息：超出每小时上限，只计次数）';
const OTHER_TEXT = '-';

/** The messages are stored as the phone sent them, cut to this length (the schema allows a little more). */
export const MESSAGE_STORED = 200;

export const bucketOf = (at: number): Date => new Date(Math.floor(at / FAILURE_RULES.bucketMs) * FAILURE_RULES.bucketMs);

/** The batch as rows to count: one per distinct failure, identical reports in one batch added together. */
export function countRows(batch: FailureReportBatch, browser: string, now: number, reporter: string): FailureCountRow[] {
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
      firstSeen: seenAt,
      lastSeen: seenAt,
      reporters: [reporter],
    };
    const key = JSON.stringify([row.layoutId, row.revision, row.nodeId, row.widget, row.version, row.kind, message]);
    const known = rows.get(key);
    if (known) known.count += 1;
    else rows.set(key, row);
  }
  return [...rows.values()];
}

const HOUR_MS = HOUR;
type RowKeyParts = Pick<FailureCountRow, 'layoutId' | 'revision' | 'nodeId' | 'widget' | 'version' | 'kind' | 'build' | 'browser' | 'message'>;
const keyOf = (row: RowKeyParts): string =>
  JSON.stringify([row.layoutId, row.revision, row.nodeId, row.widget, row.version, row.kind, row.build, row.browser, row.message]);
/** A row's key in the table (its bucket included): rows with equal keys are added together. */
export const storedKeyOf = (row: FailureCountRow): string => `${row.bucket.getTime()}|${keyOf(row)}`;
export const hourOf = (at: number): number => Math.floor(at / HOUR_MS) * HOUR_MS;

/** Adds `row` onto `into` (same key): counts summed, first and last seen widened, reporters joined up to the cap. */
export function mergeRow(into: FailureCountRow, row: FailureCountRow): void {
  into.count += row.count;
  if (row.firstSeen < into.firstSeen) into.firstSeen = row.firstSeen;
  if (row.lastSeen > into.lastSeen) into.lastSeen = row.lastSeen;
  for (const reporter of row.reporters) {
    if (into.reporters.length >= FAILURE_CAPS.reportersPerRow) break;
    if (!into.reporters.includes(reporter)) into.reporters.push(reporter);
  }
}

/** Rows with equal keys made one (PostgreSQL updates a row once per statement). */
export function mergeRows(rows: readonly FailureCountRow[]): FailureCountRow[] {
  const merged = new Map<string, FailureCountRow>();
  for (const row of rows) {
    const key = storedKeyOf(row);
    const known = merged.get(key);
    if (known) mergeRow(known, row);
    else merged.set(key, { ...row, reporters: [...row.reporters] });
  }
  return [...merged.values()];
}

/** What is stored already in this hour (and this bucket), for capRows. */
export interface HourUsage {
  /** Rows per layout and node this hour (folded rows not counted). */
  nodes: Map<string, Map<string, number>>;
  total: number;
  /** keyOf() of the rows of the current bucket. */
  existing: Set<string>;
}

export const emptyUsage = (): HourUsage => ({ nodes: new Map(), total: 0, existing: new Set() });

/** A counter row of what went past the caps: its widget is one no report can name (the schema's pattern). */
export const isFolded = (row: FailureCountRow): boolean => row.widget === OTHER_TEXT;

/**
 * The rows within the caps: a failure already stored in this bucket adds to its row; a new one becomes a row
 * while its node, layout and the hour have room, else it is added to the counter row of what went past the
 * caps (a counter row given in stays one). `usage` is updated as rows are taken. `rowsPerHour` is the hour's
 * room in all (a buffer gathering one second leaves it to the write, which sees every layout's rows).
 */
export function capRows(
  rows: readonly FailureCountRow[],
  usage: HourUsage,
  hourStart: Date,
  rowsPerHour: number = FAILURE_CAPS.rowsPerHour,
): FailureCountRow[] {
  const kept: FailureCountRow[] = [];
  const folded = new Map<string, FailureCountRow>();
  const fold = (other: FailureCountRow) => {
    const key = keyOf(other);
    const known = folded.get(key);
    if (known) mergeRow(known, other);
    else folded.set(key, { ...other, reporters: [...other.reporters] });
  };
  for (const row of rows) {
    if (isFolded(row)) continue;
    if (usage.existing.has(keyOf(row))) {
      kept.push(row);
      continue;
    }
    const nodes = usage.nodes.get(row.layoutId) ?? new Map<string, number>();
    usage.nodes.set(row.layoutId, nodes);
    const nodeRows = nodes.get(row.nodeId);
    const hourFull = usage.total >= rowsPerHour;
    const nodeFits = nodeRows !== undefined ? nodeRows < FAILURE_CAPS.rowsPerNodeHour : nodes.size < FAILURE_CAPS.nodesPerLayoutHour;
    if (!hourFull && nodeFits) {
      nodes.set(row.nodeId, (nodeRows ?? 0) + 1);
      usage.total += 1;
      usage.existing.add(keyOf(row));
      kept.push(row);
      continue;
    }
    // A known node keeps its id on the counter row; a node past the layout's room is one of OTHER_NODE.
    const nodeId = nodeRows !== undefined && !hourFull ? row.nodeId : OTHER_NODE;
    fold({ ...row, bucket: hourStart, revision: 0, nodeId, widget: OTHER_TEXT, version: 0, build: OTHER_TEXT, browser: OTHER_TEXT, message: OTHER_MESSAGE });
  }
  // Counter rows given in (gathered before these caps were known) keep their node only if it is one of the hour's.
  for (const row of rows) {
    if (!isFolded(row)) continue;
    const nodeKnown = usage.total < rowsPerHour && usage.nodes.get(row.layoutId)?.has(row.nodeId) === true;
    fold({ ...row, bucket: hourStart, nodeId: nodeKnown ? row.nodeId : OTHER_NODE });
  }
  return [...kept, ...folded.values()];
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Gathered rows as they may be stored: rows of layouts the server does not have are dropped (those reports
 * are counted in the metrics only), and each hour's rows are capped against what the table holds for that
 * hour already — a few reads per write, whatever the number of batches gathered.
 */
export async function rowsToStore(db: Db, gathered: readonly FailureCountRow[]): Promise<FailureCountRow[]> {
  if (gathered.length === 0) return [];
  const known = await knownLayoutIds(db, [...new Set(gathered.map((row) => row.layoutId))]);
  const byHour = new Map<number, Map<number, FailureCountRow[]>>();
  for (const row of gathered) {
    if (!known.has(row.layoutId)) continue;
    const hour = hourOf(row.bucket.getTime());
    const buckets = byHour.get(hour) ?? new Map<number, FailureCountRow[]>();
    byHour.set(hour, buckets);
    const bucketRows = buckets.get(row.bucket.getTime()) ?? [];
    buckets.set(row.bucket.getTime(), bucketRows);
    bucketRows.push(row);
  }
  const stored: FailureCountRow[] = [];
  for (const [hour, buckets] of byHour) {
    const hourStart = new Date(hour);
    const usage = emptyUsage();
    // On PGlite each statement holds the event loop: waiting requests are answered between them.
    await nextTurn();
    for (const { layoutId, nodeId, rows } of await hourRowCounts(db, hourStart, new Date(hour + HOUR_MS), OTHER_TEXT)) {
      const nodes = usage.nodes.get(layoutId) ?? new Map<string, number>();
      nodes.set(nodeId, Number(rows));
      usage.nodes.set(layoutId, nodes);
      usage.total += Number(rows);
    }
    for (const [bucket, rows] of buckets) {
      await nextTurn();
      const keys = await bucketKeys(db, new Date(bucket), [...new Set(rows.map((row) => row.layoutId))]);
      usage.existing = new Set(keys.map(keyOf));
      stored.push(...capRows(rows, usage, hourStart));
    }
  }
  return mergeRows(stored);
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
      reporters: Number(row.reporters),
      first_seen: iso(row.first_seen),
      last_seen: iso(row.last_seen),
    })),
  };
}

export async function failingLayouts(db: Db, hours: number, now: number): Promise<OpsFailureLayouts> {
  const rows = await failingLayoutRows(db, bucketOf(now - hours * HOUR), FAILURE_RULES.listLimit);
  return {
    hours,
    list: rows.map((row) => ({
      layout_id: row.layout_id,
      count: Number(row.count),
      nodes: Number(row.nodes),
      reporters: Number(row.reporters),
      last_seen: iso(row.last_seen),
    })),
  };
}

/**
 * Publishes followed by a spike: failures of the published revision in the window after its publish
 * against failures in the same length of time before it. Buckets are five minutes, so the windows are
 * whole buckets: the one the publish fell in counts as after, but only reports of the new revision do.
 * The failures after must come from several distinct reporters (networks): one client cannot raise it.
 */
export async function failureSpikes(db: Db, now: number): Promise<OpsFailureSpikes> {
  const windowMs = FAILURE_RULES.spikeWindowMs;
  const publications = await latestPublicationsSince(db, new Date(now - FAILURE_RULES.spikeRecentMs));
  const list: OpsFailureSpikes['list'] = [];
  for (const publication of publications) {
    const start = bucketOf(publication.publishedAt.getTime());
    const end = new Date(start.getTime() + windowMs);
    const after = await failureCountBetween(db, publication.layoutId, start, end, publication.revision);
    if (after < FAILURE_RULES.spikeMinimum) continue;
    const reporters = await reportersBetween(db, publication.layoutId, start, end, publication.revision);
    if (reporters < FAILURE_RULES.spikeReporters) continue;
    const before = await failureCountBetween(db, publication.layoutId, new Date(start.getTime() - windowMs), start);
    if (after < FAILURE_RULES.spikeRatio * Math.max(1, before)) continue;
    list.push({
      layout_id: publication.layoutId,
      revision: publication.revision,
      published_at: publication.publishedAt.toISOString(),
      before,
      after,
      reporters,
    });
  }
  return { window_minutes: windowMs / MINUTE, list };
}

/** Totals by kind and widget over the last `hours` (for a metrics endpoint). */
export async function failureTotals(db: Db, hours: number, now: number) {
  const rows = await failureTotalsSince(db, bucketOf(now - hours * HOUR));
  return rows.map((row) => ({ kind: row.kind, widget: row.widget, count: Number(row.count) }));
}
