import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * What phones could not show, counted rather than kept one row per report: a row per five-minute bucket
 * and per distinct failure (layout, revision, node, widget, version, kind, build, browser, message). A
 * failing page seen by thousands of phones adds to a handful of rows instead of thousands, and old buckets
 * are pruned. Five minutes, not an hour: a spike right after a publish is judged in minutes. No user, no
 * address: the rows say what broke, not who saw it — `reporters` holds at most a few short keyed hashes of
 * the reporting networks (FAILURE_CAPS.reportersPerRow), only to count how many distinct ones reported.
 */
export const failureReportCounts = pgTable(
  'failure_report_counts',
  {
    bucket: timestamp('bucket', { withTimezone: true }).notNull(),
    layoutId: varchar('layout_id', { length: 128 }).notNull(),
    revision: integer('revision').notNull(),
    nodeId: varchar('node_id', { length: 128 }).notNull(),
    widget: varchar('widget', { length: 64 }).notNull(),
    version: integer('version').notNull(),
    kind: varchar('kind', { length: 24 }).notNull(),
    build: varchar('build', { length: 40 }).notNull(),
    browser: varchar('browser', { length: 40 }).notNull(),
    message: varchar('message', { length: 300 }).notNull(),
    count: integer('count').notNull(),
    firstSeen: timestamp('first_seen', { withTimezone: true }).notNull(),
    lastSeen: timestamp('last_seen', { withTimezone: true }).notNull(),
    reporters: varchar('reporters', { length: 16 })
      .array()
      .notNull()
      .default(sql`'{}'::varchar(16)[]`),
  },
  (t) => [
    primaryKey({
      name: 'failure_report_counts_pk',
      columns: [t.bucket, t.layoutId, t.revision, t.nodeId, t.widget, t.version, t.kind, t.build, t.browser, t.message],
    }),
    index('failure_report_counts_layout_idx').on(t.layoutId, t.bucket),
  ],
);
