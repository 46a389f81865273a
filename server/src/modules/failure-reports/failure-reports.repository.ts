import { and, desc, eq, gte, inArray, lt, ne, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { failureReportCounts, layoutPublications, layouts } from '../../db/schema/index';

/** One counted failure: its bucket, what failed, where, how many times, when, and from which reporters. */
export interface FailureCountRow {
  bucket: Date;
  layoutId: string;
  revision: number;
  nodeId: string;
  widget: string;
  version: number;
  kind: string;
  build: string;
  browser: string;
  message: string;
  count: number;
  firstSeen: Date;
  lastSeen: Date;
  /** Keyed hashes of the reporting networks (failure-reports.routes.ts), distinct: counted into the row's reporters. */
  reporters: string[];
}

const t = failureReportCounts;

/**
 * Adds the counts; rows must be distinct by key (PostgreSQL updates a row once per statement). A row keeps
 * up to `reportersPerRow` distinct reporter keys, the first ones kept: enough to tell one client from several.
 * One statement with one parameter (a JSON array), not fourteen per row: binding and planning stay small
 * however many rows (much faster on PGlite).
 */
export async function addFailureCounts(db: Db, rows: readonly FailureCountRow[], reportersPerRow: number): Promise<void> {
  if (rows.length === 0) return;
  const json = JSON.stringify(
    rows.map((row) => ({
      bucket: row.bucket.toISOString(),
      layout_id: row.layoutId,
      revision: row.revision,
      node_id: row.nodeId,
      widget: row.widget,
      version: row.version,
      kind: row.kind,
      build: row.build,
      browser: row.browser,
      message: row.message,
      count: row.count,
      first_seen: row.firstSeen.toISOString(),
      last_seen: row.lastSeen.toISOString(),
      reporters: row.reporters.slice(0, reportersPerRow),
    })),
  );
  await db.execute(sql`
    INSERT INTO ${t} (bucket, layout_id, revision, node_id, widget, version, kind, build, browser, message, count, first_seen, last_seen, reporters)
    SELECT bucket, layout_id, revision, node_id, widget, version, kind, build, browser, message, count, first_seen, last_seen, reporters
    FROM jsonb_to_recordset(${json}::jsonb)
      AS row(bucket timestamptz, layout_id varchar, revision int, node_id varchar, widget varchar, version int, kind varchar,
             build varchar, browser varchar, message varchar, count int, first_seen timestamptz, last_seen timestamptz, reporters varchar(16)[])
    ON CONFLICT (bucket, layout_id, revision, node_id, widget, version, kind, build, browser, message) DO UPDATE
      SET count = failure_report_counts.count + excluded.count,
          first_seen = least(failure_report_counts.first_seen, excluded.first_seen),
          last_seen = greatest(failure_report_counts.last_seen, excluded.last_seen),
          reporters = CASE WHEN cardinality(failure_report_counts.reporters) >= ${reportersPerRow} THEN failure_report_counts.reporters
            ELSE ARRAY(
              SELECT k FROM unnest(failure_report_counts.reporters || excluded.reporters) WITH ORDINALITY AS u(k, o)
              GROUP BY k ORDER BY min(o) LIMIT ${reportersPerRow}
            )::varchar(16)[] END
  `);
}

/** The layout ids among `ids` that the server has (reports naming any other layout are not stored). */
export async function knownLayoutIds(db: Db, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: layouts.id })
    .from(layouts)
    .where(inArray(layouts.id, [...ids]));
  return new Set(rows.map((row) => row.id));
}

/**
 * Rows of one hour, for the caps: per layout and node how many, and in all. The counter rows of what went past
 * the caps are left out: their widget (`foldedWidget`) is one no report can name.
 */
export async function hourRowCounts(db: Db, from: Date, to: Date, foldedWidget: string) {
  return db
    .select({ layoutId: t.layoutId, nodeId: t.nodeId, rows: sql<number>`count(*)::int` })
    .from(t)
    .where(and(gte(t.bucket, from), lt(t.bucket, to), ne(t.widget, foldedWidget)))
    .groupBy(t.layoutId, t.nodeId);
}

/** The keys of the rows of one bucket in these layouts: a failure already counted there adds no row. */
export async function bucketKeys(db: Db, bucket: Date, layoutIds: readonly string[]) {
  if (layoutIds.length === 0) return [];
  return db
    .select({
      layoutId: t.layoutId,
      revision: t.revision,
      nodeId: t.nodeId,
      widget: t.widget,
      version: t.version,
      kind: t.kind,
      build: t.build,
      browser: t.browser,
      message: t.message,
    })
    .from(t)
    .where(and(eq(t.bucket, bucket), inArray(t.layoutId, [...layoutIds])));
}

/** Drops buckets older than `before`; returns how many rows went. */
export async function pruneFailureCounts(db: Db, before: Date): Promise<number> {
  const removed = await db.delete(t).where(lt(t.bucket, before)).returning({ bucket: t.bucket });
  return removed.length;
}

const total = sql<number>`cast(${sum(t.count)} as integer)`;

type RowsOf<T> = { rows: T[] };

interface LayoutFailureRow {
  kind: string;
  node: string;
  widget: string;
  version: number;
  build: string;
  browser: string;
  message: string;
  revision: number | null;
  count: number;
  reporters: number;
  first_seen: Date | string;
  last_seen: Date | string;
}

/**
 * One layout's failures since `since`, summed over buckets and revisions, with how many distinct reporters
 * (networks) sent each: the most widely reported first, then the most counted, then the most recent.
 */
export async function layoutFailureRows(db: Db, layoutId: string, since: Date, limit: number): Promise<LayoutFailureRow[]> {
  // Both drivers answer { rows } for a statement that returns rows (the driver's shape, not drizzle's).
  const result = (await db.execute(sql`
    WITH g AS (
      SELECT kind, node_id, widget, version, build, browser, message, revision, count, first_seen, last_seen, reporters
      FROM ${t} WHERE layout_id = ${layoutId} AND bucket >= ${since.toISOString()}::timestamptz
    ), totals AS (
      SELECT kind, node_id, widget, version, build, browser, message, max(revision) AS revision, sum(count)::int AS count,
             min(first_seen) AS first_seen, max(last_seen) AS last_seen
      FROM g GROUP BY kind, node_id, widget, version, build, browser, message
    ), reps AS (
      SELECT kind, node_id, widget, version, build, browser, message, count(DISTINCT k)::int AS reporters
      FROM g CROSS JOIN LATERAL unnest(g.reporters) AS k GROUP BY kind, node_id, widget, version, build, browser, message
    )
    SELECT totals.kind, totals.node_id AS node, totals.widget, totals.version, totals.build, totals.browser, totals.message,
           totals.revision, totals.count, coalesce(reps.reporters, 0)::int AS reporters, totals.first_seen, totals.last_seen
    FROM totals LEFT JOIN reps USING (kind, node_id, widget, version, build, browser, message)
    ORDER BY reporters DESC, totals.count DESC, totals.last_seen DESC
    LIMIT ${limit}`)) as unknown as RowsOf<LayoutFailureRow>;
  return result.rows;
}

interface FailingLayoutRow {
  layout_id: string;
  count: number;
  nodes: number;
  reporters: number;
  last_seen: Date | string;
}

/** Layouts with failures since `since`: how many, on how many nodes, from how many reporters, when last. */
export async function failingLayoutRows(db: Db, since: Date, limit: number): Promise<FailingLayoutRow[]> {
  const result = (await db.execute(sql`
    WITH g AS (SELECT layout_id, node_id, count, last_seen, reporters FROM ${t} WHERE bucket >= ${since.toISOString()}::timestamptz),
    totals AS (
      SELECT layout_id, sum(count)::int AS count, count(DISTINCT node_id)::int AS nodes, max(last_seen) AS last_seen FROM g GROUP BY layout_id
    ), reps AS (
      SELECT layout_id, count(DISTINCT k)::int AS reporters FROM g CROSS JOIN LATERAL unnest(g.reporters) AS k GROUP BY layout_id
    )
    SELECT totals.layout_id, totals.count, totals.nodes, coalesce(reps.reporters, 0)::int AS reporters, totals.last_seen
    FROM totals LEFT JOIN reps USING (layout_id)
    ORDER BY reporters DESC, totals.count DESC, totals.last_seen DESC
    LIMIT ${limit}`)) as unknown as RowsOf<FailingLayoutRow>;
  return result.rows;
}

/** Failures counted in buckets [from, to) of one layout, optionally of one revision only. */
export async function failureCountBetween(db: Db, layoutId: string, from: Date, to: Date, revision?: number): Promise<number> {
  const [row] = await db
    .select({ count: total })
    .from(t)
    .where(and(eq(t.layoutId, layoutId), gte(t.bucket, from), lt(t.bucket, to), revision === undefined ? undefined : eq(t.revision, revision)));
  return Number(row?.count ?? 0);
}

/** How many distinct reporters sent the failures of one layout's revision in buckets [from, to). */
export async function reportersBetween(db: Db, layoutId: string, from: Date, to: Date, revision: number): Promise<number> {
  const result = (await db.execute(sql`
    SELECT count(DISTINCT k)::int AS reporters FROM ${t} CROSS JOIN LATERAL unnest(reporters) AS k
    WHERE layout_id = ${layoutId} AND revision = ${revision}
      AND bucket >= ${from.toISOString()}::timestamptz AND bucket < ${to.toISOString()}::timestamptz`)) as unknown as RowsOf<{ reporters: number }>;
  return Number(result.rows[0]?.reporters ?? 0);
}

/** The latest publish (or rollback) of each layout published since `since`. */
export async function latestPublicationsSince(db: Db, since: Date) {
  const p = layoutPublications;
  const rows = await db
    .selectDistinctOn([p.layoutId], { layoutId: p.layoutId, revision: p.revision, publishedAt: p.createdAt })
    .from(p)
    .where(gte(p.createdAt, since))
    .orderBy(p.layoutId, desc(p.createdAt), desc(p.id));
  return rows;
}

/**
 * Totals by kind and widget since `since`: what a metrics endpoint reads (one grouped scan of the
 * counted rows, never of raw reports).
 */
export async function failureTotalsSince(db: Db, since: Date) {
  return db.select({ kind: t.kind, widget: t.widget, count: total }).from(t).where(gte(t.bucket, since)).groupBy(t.kind, t.widget).orderBy(t.kind, t.widget);
}
