import { index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';
import { createdAt, id } from './columns';

/** Footprints (POST /user/api/footprint/record). type: 1 course, 2 article, 3 short video, 4 live, 6, 9 download, 13 topic, 18. Also the user's history. */
export const footprints = pgTable(
  'footprints',
  {
    id: id(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    type: smallint('type').notNull(),
    targetId: integer('target_id').notNull().default(0),
    contentType: smallint('content_type').notNull().default(0),
    sourceType: smallint('source_type').notNull().default(0),
    pageType: varchar('page_type', { length: 32 }),
    note: text('note'),
    title: varchar('title', { length: 255 }).notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('footprints_user_type_created_idx').on(t.userId, t.type, t.createdAt), index('footprints_target_idx').on(t.type, t.targetId)],
);

/** Page views (POST /user/api/browsing/record). */
export const browsingRecords = pgTable(
  'browsing_records',
  {
    id: id(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    targetId: integer('target_id'),
    title: varchar('title', { length: 255 }).notNull().default(''),
    path: text('path').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('browsing_records_user_created_idx').on(t.userId, t.createdAt)],
);

/** Feed exposure batches (POST /course/api/exposure/record): data kept as sent. */
export const exposureRecords = pgTable(
  'exposure_records',
  {
    id: id(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    data: jsonb('data').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('exposure_records_created_idx').on(t.createdAt)],
);

/** Shares (GET /course/api/share/record): type 1 course, 2 article, 3 short video, 4 live; share page codes 36–45 too. */
export const shareRecords = pgTable(
  'share_records',
  {
    id: id(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    type: smallint('type').notNull(),
    sourceType: smallint('source_type').notNull().default(0),
    contentId: integer('content_id').notNull().default(0),
    title: varchar('title', { length: 255 }).notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('share_records_user_created_idx').on(t.userId, t.createdAt), index('share_records_target_idx').on(t.type, t.contentId)],
);

/** Search history per user (GET search record; DELETE search history soft-clears by deleting rows). */
export const searchHistories = pgTable(
  'search_histories',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    keyword: varchar('keyword', { length: 100 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('search_histories_user_created_idx').on(t.userId, t.createdAt)],
);

/**
 * Counted views: one row per (kind, item, viewer) whose view was last counted at `counted_at`. A view
 * counts again only once the window (VIEW_COUNT_WINDOW_MINUTES) has passed; rows older than the window
 * are purged. viewer is `u:<user id>` or `a:<hash of the client address>`; user_id repeats the signed-in
 * viewer for export and account deletion.
 */
export const viewMarks = pgTable(
  'view_marks',
  {
    kind: varchar('kind', { length: 16 }).notNull(),
    itemId: integer('item_id').notNull(),
    viewer: varchar('viewer', { length: 48 }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    countedAt: timestamp('counted_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.itemId, t.viewer] }), index('view_marks_counted_idx').on(t.countedAt)],
);
