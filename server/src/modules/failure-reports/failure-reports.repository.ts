import { and, countDistinct, desc, eq, gte, lt, max, min, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { failureReportCounts, layoutPublications } from '../../db/schema/index';

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
}

const t = failureReportCounts;

/** Adds the counts; rows must be distinct by key (PostgreSQL updates a row once per statement). */
export async function addFailureCounts(db: Db, rows: readonly FailureCountRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(t)
    .values(rows.map(({ seenAt, ...row }) => ({ ...row, firstSeen: seenAt, lastSeen: seenAt })))
    .onConflictDoUpdate({
      target: [t.bucket, t.layoutId, t.revision, t.nodeId, t.widget, t.version, t.kind, t.build, t.browser, t.message],
      set: {
        count: sql`${t.count} + excluded.count`,
        lastSeen: sql`greatest(${t.lastSeen}, excluded.last_seen)`,
        firstSeen: sql`least(${t.firstSeen}, excluded.first_seen)`,
      },
    });
}

/** Drops buckets older than `before`; returns how many rows went. */
export async function pruneFailureCounts(db: Db, before: Date): Promise<number> {
  const removed = await db.delete(t).where(lt(t.bucket, before)).returning({ bucket: t.bucket });
  return removed.length;
}

const total = sql<number>`cast(${sum(t.count)} as integer)`;

/** One layout's failures since `since`, summed over buckets and revisions, the most recent first. */
export async function layoutFailureRows(db: Db, layoutId: string, since: Date, limit: number) {
  return db
    .select({
      kind: t.kind,
      node: t.nodeId,
      widget: t.widget,
      version: t.version,
      build: t.build,
      browser: t.browser,
      message: t.message,
      revision: max(t.revision),
      count: total,
      firstSeen: min(t.firstSeen),
      lastSeen: max(t.lastSeen),
    })
    .from(t)
    .where(and(eq(t.layoutId, layoutId), gte(t.bucket, since)))
    .groupBy(t.kind, t.nodeId, t.widget, t.version, t.build, t.browser, t.message)
    .orderBy(desc(max(t.lastSeen)))
    .limit(limit);
}

/** Layouts with failures since `since`: how many, on how many nodes, when last. */
export async function failingLayoutRows(db: Db, since: Date, limit: number) {
  return db
    .select({ layoutId: t.layoutId, count: total, nodes: countDistinct(t.nodeId), lastSeen: max(t.lastSeen) })
    .from(t)
    .where(gte(t.bucket, since))
    .groupBy(t.layoutId)
    .orderBy(desc(max(t.lastSeen)))
    .limit(limit);
}

/** Failures counted in buckets [from, to) of one layout, optionally of one revision only. */
export async function failureCountBetween(db: Db, layoutId: string, from: Date, to: Date, revision?: number): Promise<number> {
  const [row] = await db
    .select({ count: total })
    .from(t)
    .where(and(eq(t.layoutId, layoutId), gte(t.bucket, from), lt(t.bucket, to), revision === undefined ? undefined : eq(t.revision, revision)));
  return Number(row?.count ?? 0);
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
