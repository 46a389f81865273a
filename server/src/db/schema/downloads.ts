import { index, integer, pgTable, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';
import { counter, createdAt, id, publishState, sort, ts, updatedAt } from './columns';

export const downloadCategories = pgTable(
  'download_categories',
  {
    id: id(),
    name: varchar('name', { length: 32 }).notNull(),
    sort: sort(),
  },
  (t) => [index('download_categories_sort_idx').on(t.sort)],
);

/**
 * Guides/materials (origin_type 9). type 1 file (PDF; link to the file), 3 image-text (content HTML,
 * opens download-detail). filesize in KB (the client's iOS direct-download rule compares with 20480).
 */
export const downloads = pgTable(
  'downloads',
  {
    id: id(),
    type: smallint('type').notNull().default(1),
    categoryId: integer('category_id').references(() => downloadCategories.id, { onDelete: 'set null' }),
    title: varchar('title', { length: 128 }).notNull(),
    coverImg: text('cover_img').notNull().default(''),
    typeText: varchar('type_text', { length: 16 }).notNull().default(''),
    filesize: integer('filesize').notNull().default(0),
    link: text('link').notNull().default(''),
    content: text('content').notNull().default(''),
    downloadCount: counter('download_count'),
    viewCount: counter('view_count'),
    favoriteCount: counter('favorite_count'),
    sort: sort(),
    publishedAt: ts('published_at').notNull().defaultNow(),
    createdAt: createdAt(),
    publishState: publishState(),
    updatedAt: updatedAt(),
  },
  (t) => [index('downloads_category_idx').on(t.categoryId, t.publishedAt), index('downloads_type_idx').on(t.type)],
);

/**
 * "Send the file to my e-mail" requests (download email dialog), also the mail queue: a row is claimed
 * by moving status queued → sending (with next_attempt_at as the claim's lease), then sent, queued again
 * with a later next_attempt_at (exponential backoff), or failed after the last attempt.
 */
export const downloadEmailRequests = pgTable(
  'download_email_requests',
  {
    id: id(),
    downloadId: integer('download_id')
      .notNull()
      .references(() => downloads.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: varchar('email', { length: 128 }).notNull(),
    sentAt: ts('sent_at'),
    createdAt: createdAt(),
    /** queued | sending | sent | failed */
    status: varchar('status', { length: 16 }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: ts('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
  },
  (t) => [
    index('download_email_requests_download_idx').on(t.downloadId),
    index('download_email_requests_due_idx').on(t.status, t.nextAttemptAt),
    // The daily allowance counts a user's requests since midnight.
    index('download_email_requests_user_created_idx').on(t.userId, t.createdAt),
  ],
);
