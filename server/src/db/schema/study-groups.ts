import { index, integer, pgTable, text, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { topicStudyGroups } from './topics';
import { users } from './users';

/** An application's state: waiting for the leader or an operator, let in, or turned away (may apply again). */
export type StudyGroupMemberState = 'pending' | 'approved' | 'declined';

/**
 * A group's leader and what only its members read. One row per group that has either; the recruitment
 * notes on topic_study_groups stay public (they are what a visitor reads before applying).
 */
export const studyGroupSettings = pgTable('study_group_settings', {
  groupId: integer('group_id')
    .primaryKey()
    .references(() => topicStudyGroups.id, { onDelete: 'cascade' }),
  /** The doctor who approves applications from the phone (operators can too); none: operators alone. */
  leaderUserId: integer('leader_user_id').references(() => users.id, { onDelete: 'set null' }),
  /** Sanitised HTML shown to approved members only (schedules, reading lists, the group's discussion links). */
  memberContent: text('member_content').notNull().default(''),
});

/** Who applied to which group and what became of it; one row per doctor and group. */
export const studyGroupMembers = pgTable(
  'study_group_members',
  {
    id: id(),
    groupId: integer('group_id')
      .notNull()
      .references(() => topicStudyGroups.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: varchar('state', { length: 8 }).$type<StudyGroupMemberState>().notNull().default('pending'),
    /** What the doctor wrote when applying (optional, plain text). */
    note: varchar('note', { length: 200 }).notNull().default(''),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** Who decided: 'operator:<id>' or 'leader:<user id>' (the audit log has the operator's entry too). */
    decidedBy: varchar('decided_by', { length: 32 }),
  },
  (t) => [unique('study_group_members_group_user_unique').on(t.groupId, t.userId), index('study_group_members_state_idx').on(t.state, t.createdAt)],
);
