import { bigint, index, integer, jsonb, pgTable, primaryKey, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { id, ts } from './columns';

/**
 * A/B tests run by operators. kind 'section': arm B serves `variant_node` in place of the node `node_id`;
 * kind 'layout': arm B serves the document of `variant_revision`. `split_b` is arm B's share in percent
 * and cannot change while the test runs. A layout has at most one running test (enforced by the service
 * under the layout's row lock). No personal data: operators are named as in the layout revisions.
 */
export const layoutExperiments = pgTable(
  'layout_experiments',
  {
    id: id(),
    layoutId: varchar('layout_id', { length: 128 }).notNull(),
    kind: varchar('kind', { length: 16 }).notNull(),
    nodeId: varchar('node_id', { length: 128 }),
    baseRevision: integer('base_revision').notNull(),
    variantNode: jsonb('variant_node'),
    variantRevision: integer('variant_revision'),
    splitB: smallint('split_b').notNull(),
    goal: varchar('goal', { length: 32 }).notNull().default('clicks'),
    status: varchar('status', { length: 16 }).notNull().default('running'),
    winner: varchar('winner', { length: 1 }),
    publishedRevision: integer('published_revision'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    startedBy: varchar('started_by', { length: 64 }).notNull(),
    stoppedAt: ts('stopped_at'),
    stoppedBy: varchar('stopped_by', { length: 64 }),
  },
  (t) => [index('layout_experiments_layout_status_idx').on(t.layoutId, t.status)],
);

/**
 * Raw section events (exposures, clicks and goals reached after a click) as earlier versions stored them,
 * anonymous: no user, no device, no address. No longer written (counted events are summed per hour in memory
 * and added onto section_stats_hourly); the roll-up job folds rows left here into the hours and deletes them.
 * kind: 1 exposure, 2 click, 3 detail view, 4 booking, 5 comment (section-event-kinds.ts).
 * arm is "e<experiment id>:A|B" or '' outside a test; audience is the audience signature or ''.
 */
export const sectionEvents = pgTable('section_events', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  layoutId: varchar('layout_id', { length: 128 }).notNull(),
  revision: integer('revision').notNull(),
  nodeId: varchar('node_id', { length: 128 }).notNull(),
  arm: varchar('arm', { length: 24 }).notNull().default(''),
  audience: varchar('audience', { length: 64 }).notNull().default(''),
  kind: smallint('kind').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull(),
});

/** Exposures, clicks and goals per layout, revision, node, arm, audience and hour (UTC hour start). */
export const sectionStatsHourly = pgTable(
  'section_stats_hourly',
  {
    layoutId: varchar('layout_id', { length: 128 }).notNull(),
    revision: integer('revision').notNull(),
    nodeId: varchar('node_id', { length: 128 }).notNull(),
    arm: varchar('arm', { length: 24 }).notNull().default(''),
    audience: varchar('audience', { length: 64 }).notNull().default(''),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    exposures: integer('exposures').notNull().default(0),
    clicks: integer('clicks').notNull().default(0),
    detailViews: integer('detail_views').notNull().default(0),
    bookings: integer('bookings').notNull().default(0),
    comments: integer('comments').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'section_stats_hourly_pk', columns: [t.layoutId, t.revision, t.nodeId, t.arm, t.audience, t.hour] }),
    index('section_stats_hourly_layout_hour_idx').on(t.layoutId, t.hour),
  ],
);
