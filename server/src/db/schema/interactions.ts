import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, primaryKey, smallint, text, unique, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';
import { lives } from './lives';
import { counter, createdAt, id, ts } from './columns';

/**
 * target_type in this file follows the comment/share/history type codes of docs/product-rules.md#comments, extended with
 * origin_type codes for the rest (see ../target-types.ts): 1 course (incl. videos), 2 article
 * (incl. cases), 3 short video, 4 live, 5 meeting, 9 download, 11 activity, 13 topic, 30 medical column.
 */

/**
 * What moderation made of a comment or chat message: visible to everyone; held for review (the author
 * sees it as 审核中, nobody else sees it); hidden (an operator can restore it) or deleted by an operator
 * (the author sees 已被管理员删除 in its place).
 */
export type ModerationState = 'visible' | 'held' | 'hidden' | 'deleted';

/**
 * Comments; a reply has comment_id = the top-level comment and to_user_id = the user replied to. Text only.
 * client_key is the poster's Idempotency-Key: written by the same INSERT as the comment, so a retried
 * post finds its first row (unique per user) and is never stored or counted twice.
 */
export const comments = pgTable(
  'comments',
  {
    id: id(),
    commentType: smallint('comment_type').notNull(),
    contentType: smallint('content_type').notNull().default(0),
    contentId: integer('content_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    commentId: integer('comment_id'),
    toUserId: integer('to_user_id').references(() => users.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    likeCount: counter('like_count'),
    top: smallint('top').notNull().default(0),
    deletedAt: ts('deleted_at'),
    clientKey: varchar('client_key', { length: 64 }),
    // Moderation (modules/moderation): only 'visible' text is shown to others; see docs/moderation.md.
    moderation: varchar('moderation', { length: 8 }).$type<ModerationState>().notNull().default('visible'),
    moderationReason: varchar('moderation_reason', { length: 200 }),
    moderatedAt: ts('moderated_at'),
    createdAt: createdAt(),
  },
  (t) => [
    // The moderation queue and the recent-text list look for held text and page by time.
    index('comments_moderation_idx').on(t.moderation, t.createdAt),
    index('comments_created_idx').on(t.createdAt),
    index('comments_target_idx').on(t.commentType, t.contentId, t.createdAt),
    index('comments_parent_idx').on(t.commentId),
    index('comments_user_idx').on(t.userId),
    // Partial: most comments (older clients) carry no key and need no index entry.
    uniqueIndex('comments_user_client_key_uq')
      .on(t.userId, t.clientKey)
      .where(sql`${t.clientKey} is not null`),
  ],
);

export const commentLikes = pgTable(
  'comment_likes',
  {
    id: id(),
    commentId: integer('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [unique('comment_likes_uq').on(t.commentId, t.userId)],
);

export const likes = pgTable(
  'likes',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetType: smallint('target_type').notNull(),
    targetId: integer('target_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('likes_uq').on(t.userId, t.targetType, t.targetId), index('likes_target_idx').on(t.targetType, t.targetId)],
);

export const favourites = pgTable(
  'favourites',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetType: smallint('target_type').notNull(),
    targetId: integer('target_id').notNull(),
    // Sub-kind where the target type is shared (e.g. article content_type 6 case).
    contentType: smallint('content_type').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [unique('favourites_uq').on(t.userId, t.targetType, t.targetId), index('favourites_user_type_idx').on(t.userId, t.targetType, t.createdAt)],
);

/** Follows: medical columns (30), article/case columns (2), lecturers/pages (other codes). */
export const follows = pgTable(
  'follows',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetType: smallint('target_type').notNull(),
    targetId: integer('target_id').notNull(),
    // Last time the user opened the followed column: content newer than this shows the red dot.
    lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [unique('follows_uq').on(t.userId, t.targetType, t.targetId), index('follows_target_idx').on(t.targetType, t.targetId)],
);

/** Live bookings (预约). One per user and live. */
export const appointments = pgTable(
  'appointments',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    liveId: integer('live_id')
      .notNull()
      .references(() => lives.id, { onDelete: 'cascade' }),
    smsRemindedAt: ts('sms_reminded_at'),
    createdAt: createdAt(),
  },
  (t) => [unique('appointments_uq').on(t.userId, t.liveId), index('appointments_live_idx').on(t.liveId)],
);

/** A user who entered the right watch password for a target (isPasswordAuth). */
export const passwordAuths = pgTable(
  'password_auths',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetType: smallint('target_type').notNull(),
    targetId: integer('target_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('password_auths_uq').on(t.userId, t.targetType, t.targetId)],
);

/** Watch-password attempts, for throttling guesses of the 4-digit password (per user/IP and target). */
export const passwordAttempts = pgTable(
  'password_attempts',
  {
    id: id(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    ip: varchar('ip', { length: 64 }),
    targetType: smallint('target_type').notNull(),
    targetId: integer('target_id').notNull(),
    success: smallint('success').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('password_attempts_user_target_idx').on(t.userId, t.targetType, t.targetId, t.createdAt),
    index('password_attempts_ip_idx').on(t.ip, t.createdAt),
  ],
);

/**
 * Playback progress (GET progress: content_id, progress percent, type), one row per user and item: where
 * the doctor stopped (position_s of duration_s, what resume reads back), whether the last report was at the
 * end (finished: the item starts over and shows 已学完), and the seconds of real playback credited so far
 * (watched_s: what 观看学习 pays after, docs/product-rules.md#learning-that-continues).
 */
export const studyProgress = pgTable(
  'study_progress',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetType: smallint('target_type').notNull(),
    targetId: integer('target_id').notNull(),
    progress: integer('progress').notNull().default(0),
    positionS: integer('position_s').notNull().default(0),
    durationS: integer('duration_s').notNull().default(0),
    watchedS: integer('watched_s').notNull().default(0),
    /** What the latest report was credited with (set by the same upsert that bounds it, so it is race-free). */
    lastCreditS: integer('last_credit_s').notNull().default(0),
    finished: boolean('finished').notNull().default(false),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('study_progress_uq').on(t.userId, t.targetType, t.targetId),
    index('study_progress_target_idx').on(t.targetType, t.targetId, t.updatedAt),
    index('study_progress_user_recent_idx').on(t.userId, t.updatedAt),
  ],
);

/** Seconds of real playback per user, item and China day: what 学习记录 sums per week, month, year and item. */
export const studyTime = pgTable(
  'study_time',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    targetType: smallint('target_type').notNull(),
    targetId: integer('target_id').notNull(),
    seconds: integer('seconds').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day, t.targetType, t.targetId] })],
);

/**
 * Wrong watch-password tries per protected item, counted in one row per (item, scope) so a single
 * conditional upsert can count and refuse atomically across processes. scope: 'item' (everyone), 'user:<id>'
 * or 'ip:<address>'. target_type is the pass family (1 for every courses row, else the check's type).
 * A row whose limit was reached gets locked_until (the cool-down; operators see and reset the 'item' ones).
 */
export const watchPasswordGuards = pgTable(
  'watch_password_guards',
  {
    targetType: smallint('target_type').notNull(),
    targetId: integer('target_id').notNull(),
    scope: varchar('scope', { length: 80 }).notNull(),
    /** Wrong tries (and checks in flight) since window_started_at. */
    failures: integer('failures').notNull().default(0),
    windowStartedAt: ts('window_started_at').notNull(),
    lockedUntil: ts('locked_until'),
  },
  (t) => [primaryKey({ columns: [t.targetType, t.targetId, t.scope] }), index('watch_password_guards_locked_idx').on(t.lockedUntil)],
);

/** A doctor's report (举报) of a comment: one per doctor and comment; handled_at is set when an operator acts on it. */
export const commentReports = pgTable(
  'comment_reports',
  {
    id: id(),
    commentId: integer('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: varchar('reason', { length: 16 }).notNull(),
    handledAt: ts('handled_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('comment_reports_comment_user_uq').on(t.commentId, t.userId), index('comment_reports_open_idx').on(t.handledAt, t.commentId)],
);

/** The sensitive-word list: `word` is stored normalised (moderation/word-normaliser.ts); refuse or hold for review. */
export const sensitiveWords = pgTable(
  'sensitive_words',
  {
    id: id(),
    word: varchar('word', { length: 32 }).notNull(),
    action: varchar('action', { length: 8 }).$type<'refuse' | 'hold'>().notNull(),
    createdBy: varchar('created_by', { length: 64 }).notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sensitive_words_word_uq').on(t.word)],
);
