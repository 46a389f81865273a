import { index, integer, jsonb, pgTable, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, ts } from './columns';

/**
 * Scheduled publishes: a layout revision (`target_type` layout, `target` the layout id, `revision`) or a
 * home-content kind's draft (`target_type` content, `target` the kind, `draft_updated_at` the draft's
 * state the publisher approved) made live at `publish_at` by the scheduler job. `status` moves from
 * pending to done (in the same transaction as the publish, so it happens once), failed (the draft or
 * revision changed or is gone; `error` says why, in Chinese) or cancelled.
 */
export const opsSchedules = pgTable(
  'ops_schedules',
  {
    id: id(),
    targetType: varchar('target_type', { length: 16 }).notNull(),
    target: varchar('target', { length: 128 }).notNull(),
    revision: integer('revision'),
    draftUpdatedAt: ts('draft_updated_at'),
    publishAt: ts('publish_at').notNull(),
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    note: varchar('note', { length: 200 }).notNull().default(''),
    createdById: integer('created_by_id'),
    createdBy: varchar('created_by', { length: 64 }).notNull(),
    createdAt: createdAt(),
    doneAt: ts('done_at'),
    /** What publishing answered (the published revision), or why it could not. */
    result: jsonb('result'),
  },
  (t) => [index('ops_schedules_status_publish_at_idx').on(t.status, t.publishAt)],
);
