import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { sectionEvents, sectionStatsHourly } from '../../db/schema/index';
import { addTally, EVENT_KIND, type StoredEventKind, type Tally } from '../../shared/section-event-kinds';

export interface StoredSectionEvent {
  layoutId: string;
  revision: number;
  nodeId: string;
  arm: string;
  audience: string;
  kind: StoredEventKind;
  at: Date;
}

/**
 * Raw rows as earlier versions wrote them (the intake no longer does: addSectionHours below); kept for the
 * roll-up's tests, which fold such rows into hours.
 * Many rows in one statement with one parameter (a JSON array read by jsonb_to_recordset), not seven
 * parameters per row: binding and planning stay small however many rows (much faster on PGlite).
 */
export async function insertSectionEvents(db: Db, events: readonly StoredSectionEvent[]): Promise<number> {
  if (events.length === 0) return 0;
  const rows = JSON.stringify(
    events.map((event) => ({
      layout_id: event.layoutId,
      revision: event.revision,
      node_id: event.nodeId,
      arm: event.arm,
      audience: event.audience,
      kind: event.kind,
      at: event.at.toISOString(),
    })),
  );
  await db.execute(sql`
    INSERT INTO ${sectionEvents} (layout_id, revision, node_id, arm, audience, kind, at)
    SELECT layout_id, revision, node_id, arm, audience, kind, at
    FROM jsonb_to_recordset(${rows}::jsonb)
      AS row(layout_id varchar, revision int, node_id varchar, arm varchar, audience varchar, kind smallint, at timestamptz)
  `);
  return events.length;
}

/** One hour's counts of one node, arm and revision, as the intake gathered them in memory. */
export interface SectionHourCounts extends Tally {
  layoutId: string;
  revision: number;
  nodeId: string;
  arm: string;
  hour: Date;
}

/**
 * Adds counts onto the hourly table, one row per (layout, revision, node, arm, hour) whatever the number of
 * events: storage grows with what the server served, not with what clients send. One statement, one
 * parameter (a JSON array), like the raw insert above.
 */
export async function addSectionHours(db: Db, rows: readonly SectionHourCounts[]): Promise<void> {
  if (rows.length === 0) return;
  const json = JSON.stringify(
    rows.map((row) => ({
      layout_id: row.layoutId,
      revision: row.revision,
      node_id: row.nodeId,
      arm: row.arm,
      hour: row.hour.toISOString(),
      exposures: row.exposures,
      clicks: row.clicks,
      detail_views: row.detailViews,
      bookings: row.bookings,
      comments: row.comments,
    })),
  );
  await db.execute(sql`
    INSERT INTO ${sectionStatsHourly} (layout_id, revision, node_id, arm, audience, hour, exposures, clicks, detail_views, bookings, comments)
    SELECT layout_id, revision, node_id, arm, '', hour, exposures, clicks, detail_views, bookings, comments
    FROM jsonb_to_recordset(${json}::jsonb)
      AS row(layout_id varchar, revision int, node_id varchar, arm varchar, hour timestamptz,
             exposures int, clicks int, detail_views int, bookings int, comments int)
    ON CONFLICT (layout_id, revision, node_id, arm, audience, hour) DO UPDATE
      SET exposures = section_stats_hourly.exposures + excluded.exposures,
          clicks = section_stats_hourly.clicks + excluded.clicks,
          detail_views = section_stats_hourly.detail_views + excluded.detail_views,
          bookings = section_stats_hourly.bookings + excluded.bookings,
          comments = section_stats_hourly.comments + excluded.comments
  `);
}

/**
 * Folds up to `limit` raw events (oldest first) into the hourly table and deletes them, in one statement:
 * a crash cannot count a row twice or lose it. Answers how many raw rows were folded.
 */
export async function rollUpSectionEvents(db: Db, limit: number): Promise<number> {
  // Both drivers answer { rows } for a statement that returns rows (the driver's shape, not drizzle's).
  const result = (await db.execute(sql`
    WITH moved AS (
      DELETE FROM section_events
      WHERE id IN (SELECT id FROM section_events ORDER BY id LIMIT ${limit})
      RETURNING layout_id, revision, node_id, arm, audience, kind, at
    ), grouped AS (
      SELECT layout_id, revision, node_id, arm, audience,
             date_trunc('hour', at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' AS hour,
             count(*) FILTER (WHERE kind = ${EVENT_KIND.exposure})::int AS exposures,
             count(*) FILTER (WHERE kind = ${EVENT_KIND.click})::int AS clicks,
             count(*) FILTER (WHERE kind = ${EVENT_KIND['detail-view']})::int AS detail_views,
             count(*) FILTER (WHERE kind = ${EVENT_KIND.booking})::int AS bookings,
             count(*) FILTER (WHERE kind = ${EVENT_KIND.comment})::int AS comments,
             count(*)::int AS total
      FROM moved GROUP BY 1, 2, 3, 4, 5, 6
    ), upserted AS (
      INSERT INTO section_stats_hourly (layout_id, revision, node_id, arm, audience, hour, exposures, clicks, detail_views, bookings, comments)
      SELECT layout_id, revision, node_id, arm, audience, hour, exposures, clicks, detail_views, bookings, comments FROM grouped
      ON CONFLICT (layout_id, revision, node_id, arm, audience, hour) DO UPDATE
        SET exposures = section_stats_hourly.exposures + excluded.exposures,
            clicks = section_stats_hourly.clicks + excluded.clicks,
            detail_views = section_stats_hourly.detail_views + excluded.detail_views,
            bookings = section_stats_hourly.bookings + excluded.bookings,
            comments = section_stats_hourly.comments + excluded.comments
      RETURNING 1
    )
    SELECT coalesce((SELECT sum(total) FROM grouped), 0)::int AS moved, (SELECT count(*) FROM upserted) AS upserts
  `)) as unknown as { rows: Array<{ moved: number | string }> };
  return Number(result.rows[0]?.moved ?? 0);
}

/** Deletes hours older than `before`: the console reads at most 30 days, the rest is kept for a year's comparisons. */
export async function pruneSectionHours(db: Db, before: Date): Promise<void> {
  await db.delete(sectionStatsHourly).where(lt(sectionStatsHourly.hour, before));
}

export interface SectionCountRow extends Tally {
  nodeId: string;
  revision: number;
  arm: string;
}

const countOf = (kind: StoredEventKind) => sql<number>`(count(*) FILTER (WHERE ${sectionEvents.kind} = ${kind}))::int`;
const sumOf = (column: AnyPgColumn) => sql<number>`sum(${column})::int`;

/** Counts since `since` per node, revision and arm: rolled-up hours plus raw events not rolled up yet. */
export async function countsSince(db: Db, layoutId: string, since: Date): Promise<SectionCountRow[]> {
  const hourFloor = new Date(Math.floor(since.getTime() / 3_600_000) * 3_600_000);
  const rolled = db
    .select({
      nodeId: sectionStatsHourly.nodeId,
      revision: sectionStatsHourly.revision,
      arm: sectionStatsHourly.arm,
      exposures: sumOf(sectionStatsHourly.exposures).as('exposures'),
      clicks: sumOf(sectionStatsHourly.clicks).as('clicks'),
      detailViews: sumOf(sectionStatsHourly.detailViews).as('detail_views'),
      bookings: sumOf(sectionStatsHourly.bookings).as('bookings'),
      comments: sumOf(sectionStatsHourly.comments).as('comments'),
    })
    .from(sectionStatsHourly)
    .where(and(eq(sectionStatsHourly.layoutId, layoutId), gte(sectionStatsHourly.hour, hourFloor)))
    .groupBy(sectionStatsHourly.nodeId, sectionStatsHourly.revision, sectionStatsHourly.arm);
  const raw = db
    .select({
      nodeId: sectionEvents.nodeId,
      revision: sectionEvents.revision,
      arm: sectionEvents.arm,
      exposures: countOf(EVENT_KIND.exposure).as('exposures'),
      clicks: countOf(EVENT_KIND.click).as('clicks'),
      detailViews: countOf(EVENT_KIND['detail-view']).as('detail_views'),
      bookings: countOf(EVENT_KIND.booking).as('bookings'),
      comments: countOf(EVENT_KIND.comment).as('comments'),
    })
    .from(sectionEvents)
    .where(and(eq(sectionEvents.layoutId, layoutId), gte(sectionEvents.at, hourFloor)))
    .groupBy(sectionEvents.nodeId, sectionEvents.revision, sectionEvents.arm);
  const [a, b] = await Promise.all([rolled, raw]);
  const merged = new Map<string, SectionCountRow>();
  for (const row of [...a, ...b]) {
    const key = `${row.nodeId}|${row.revision}|${row.arm}`;
    // The drivers may answer integers as strings.
    const tally: Tally = {
      exposures: Number(row.exposures),
      clicks: Number(row.clicks),
      detailViews: Number(row.detailViews),
      bookings: Number(row.bookings),
      comments: Number(row.comments),
    };
    const seen = merged.get(key);
    if (seen) addTally(seen, tally);
    else merged.set(key, { nodeId: row.nodeId, revision: row.revision, arm: row.arm, ...tally });
  }
  return [...merged.values()];
}
