import { and, desc, eq, gte, inArray, lt, ne, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { failureReportCounts, layoutPublications, layouts } from '../../db/schema/index';

/** One counted failure: its bucket, what failed, where, and how many times in this batch. */
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
  seenAt: Date;
  /** Keyed hash of the reporting network (failure-reporter.ts): counted into the row's distinct reporters. */
  reporter: string;
}

const t = failureReportCounts;

/**
 * Adds the counts; rows must be distinct by key (PostgreSQL updates a row once per statement). A row keeps
 * up to `reportersPerRow` distinct reporter keys: enough to tell one client from several.
 */
export async function addFailureCounts(db: Db, rows: readonly FailureCountRow[], reportersPerRow: number): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(t)
    .values(rows.map(({ seenAt, reporter, ...row }) => ({ ...row, firstSeen: seenAt, lastSeen: seenAt, reporters: [reporter] })))
    .onConflictDoUpdate({
      target: [t.bucket, t.layoutId, t.revision, t.nodeId, t.widget, t.version, t.kind, t.build, t.browser, t.message],
      set: {
        count: sql`${t.count} + excluded.count`,
        lastSeen: sql`greatest(${t.lastSeen}, excluded.last_seen)`,
        firstSeen: sql`least(${t.firstSeen}, excluded.first_seen)`,
        reporters: sql`CASE WHEN excluded.reporters[1] = ANY(${t.reporters}) OR cardinality(${t.reporters}) >= ${reportersPerRow}
          THEN ${t.reporters} ELSE ${t.reporters} || excluded.reporters END`,
      },
    });
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

/** Rows of one hour, for the caps: per layout and node how many (the folded rows left out), and in all. */
export async function hourRowCounts(db: Db, from: Date, to: Date, otherMessage: string) {
  return db
    .select({ layoutId: t.layoutId, nodeId: t.nodeId, rows: sql<number>`count(*)::int` })
    .from(t)
    .where(and(gte(t.bucket, from), lt(t.bucket, to), ne(t.message, otherMessage)))
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
