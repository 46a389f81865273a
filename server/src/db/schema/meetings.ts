import { index, integer, pgTable, smallint, text, unique, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';
import { counter, createdAt, id, publishState, sort, ts, updatedAt } from './columns';

/**
 * Meetings (学术会). origin_type 5 meeting, 14 meeting with sign-up (external page by uuid), 31 academic
 * entry whose target is academic_origin_type/academic_origin_id: 4 → a live, 13 → a topic, 14 → external
 * conference by uuid. meeting_status 0 open for sign-up, 1 in progress, 2 ended.
 */
export const meetings = pgTable(
  'meetings',
  {
    id: id(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    originType: smallint('origin_type').notNull(),
    academicOriginType: smallint('academic_origin_type'),
    academicOriginId: integer('academic_origin_id'),
    type: smallint('type').notNull().default(1),
    title: varchar('title', { length: 128 }).notNull(),
    coverImg: text('cover_img').notNull().default(''),
    desc: text('desc').notNull().default(''),
    address: varchar('address', { length: 128 }).notNull().default(''),
    organizer: varchar('organizer', { length: 128 }).notNull().default(''),
    meetingStatus: smallint('meeting_status').notNull().default(0),
    statusText: varchar('status_text', { length: 16 }).notNull().default(''),
    startAt: ts('start_at').notNull(),
    endAt: ts('end_at').notNull(),
    isSaas: smallint('is_saas').notNull().default(0),
    link: text('link').notNull().default(''),
    /** The meeting page's body (rich text from the back office); empty: the page shows desc as paragraphs. */
    content: text('content').notNull().default(''),
    /** Sign-up (origin_type 14) is taken while 1 and before apply_deadline (none: until the meeting ends). */
    applyOpen: smallint('apply_open').notNull().default(1),
    applyDeadline: ts('apply_deadline'),
    applyCount: counter('apply_count'),
    viewCount: counter('view_count'),
    sort: sort(),
    createdAt: createdAt(),
    publishState: publishState(),
    updatedAt: updatedAt(),
  },
  (t) => [index('meetings_origin_start_idx').on(t.originType, t.startAt), index('meetings_status_idx').on(t.meetingStatus)],
);

export const meetingNews = pgTable(
  'meeting_news',
  {
    id: id(),
    meetingId: integer('meeting_id').references(() => meetings.id, { onDelete: 'set null' }),
    title: varchar('title', { length: 128 }).notNull(),
    coverImg: text('cover_img').notNull().default(''),
    content: text('content').notNull().default(''),
    viewCount: counter('view_count'),
    publishedAt: ts('published_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index('meeting_news_meeting_idx').on(t.meetingId, t.publishedAt)],
);

/** Sign-ups (报名参会) — one per user and meeting. */
export const meetingApplications = pgTable(
  'meeting_applications',
  {
    id: id(),
    meetingId: integer('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [unique('meeting_applications_uq').on(t.meetingId, t.userId), index('meeting_applications_user_idx').on(t.userId)],
);
