import { sql } from 'drizzle-orm';
import { index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, ts } from './columns';

/**
 * Review requests (docs/review.md): an editor asks a publisher to publish a draft. `target_type` layout
 * (`target` the layout id), content (a home-content kind) or item (`<kind>:<id>`); `draft_ref` is the draft
 * as submitted (a layout's revision number, else a hash of the draft's content), so an approval publishes
 * only what the publisher saw. `state` moves from pending to approved or rejected, once; a target has at
 * most one pending request (the partial unique index), and a resubmission of a pending one refreshes it.
 */
export const opsReviews = pgTable(
  'ops_reviews',
  {
    id: id(),
    targetType: varchar('target_type', { length: 16 }).notNull(),
    target: varchar('target', { length: 128 }).notNull(),
    draftRef: varchar('draft_ref', { length: 64 }).notNull(),
    state: varchar('state', { length: 16 }).notNull().default('pending'),
    note: varchar('note', { length: 200 }).notNull().default(''),
    submittedById: integer('submitted_by_id'),
    submittedBy: varchar('submitted_by', { length: 64 }).notNull(),
    submittedAt: createdAt(),
    reviewerId: integer('reviewer_id'),
    reviewer: varchar('reviewer', { length: 64 }),
    comment: varchar('comment', { length: 500 }).notNull().default(''),
    decidedAt: ts('decided_at'),
    /** An approval that scheduled the publish instead of publishing at once: the ops_schedules row. */
    scheduleId: integer('schedule_id'),
  },
  (t) => [
    uniqueIndex('ops_reviews_pending_uq')
      .on(t.targetType, t.target)
      .where(sql`${t.state} = 'pending'`),
    index('ops_reviews_target_idx').on(t.targetType, t.target, t.id),
    index('ops_reviews_state_idx').on(t.state, t.id),
  ],
);
