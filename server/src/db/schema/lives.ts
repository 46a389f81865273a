import { type AnyPgColumn, boolean, index, integer, jsonb, pgTable, smallint, text, unique, uuid, varchar } from 'drizzle-orm/pg-core';
import { categories } from './home';
import { users } from './users';
import type { AttachedDownload } from './courses';
import type { LiveFlags } from '../../../../contract/generated/schema-types';
import { counter, createdAt, id, publishState, sort, ts, updatedAt } from './columns';

export interface LiveExtraContent {
  name: string;
  content: string;
}
/** Live column tab: content_type 1 live lists, 2 items, 3 custom HTML. */
export interface LiveColumnTab {
  name: string;
  content: string;
  content_type: 1 | 2 | 3;
  column_items?: Array<{ origin_type: number; origin_id: number }>;
}
export interface LiveAdverts {
  up: Array<{ logo: string; link?: string }>;
  down: Array<{ logo: string; link?: string }>;
}
// Per-live exceptions (live 208 forced replay, 899/927 hide chat, …) are data; the shape comes from
// schemas/entities/live-flags.json.
export type { LiveFlags };

export interface QuestionnaireColumn {
  type: 'input' | 'textarea' | 'questionAnswer' | 'phone' | 'question';
  name: string;
  must: boolean;
  multi_select?: boolean;
  options?: string[];
}

export const questionnaires = pgTable('questionnaires', {
  id: id(),
  name: varchar('name', { length: 128 }).notNull(),
  pic: text('pic').notNull().default(''),
  desc: text('desc').notNull().default(''),
  columns: jsonb('columns').$type<QuestionnaireColumn[]>().notNull().default([]),
  createdAt: createdAt(),
});

/**
 * Lives. type 1 single, 2 series (children via parent_id). live_status 0 upcoming, 1 live, 2 ended,
 * 5 replay, 6 replay from the video service, 7 replay from a stored file (oss_path). open_status
 * 1 open, 2 即将开启. auth_type 1 open, 2 watch password, 3 white list only. content_type groups
 * replays: 0 general, 5 academic meeting (学术会议), 7 clinic (临床好课), 8 scientific (科研好课).
 */
export const lives = pgTable(
  'lives',
  {
    id: id(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    type: smallint('type').notNull().default(1),
    parentId: integer('parent_id').references((): AnyPgColumn => lives.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    contentType: smallint('content_type').notNull().default(0),
    /** 学术专区 category (categories type 10) of an academic live; null = not in the study zone's tabs. */
    studyCategoryId: integer('study_category_id'),
    title: varchar('title', { length: 128 }).notNull(),
    coverImg: text('cover_img').notNull().default(''),
    doctor: varchar('doctor', { length: 64 }).notNull().default(''),
    /** People (people.id) the back office picked as lecturers; doctor and hospital are their names, kept for the app. */
    lecturerIds: jsonb('lecturer_ids').$type<number[]>().notNull().default([]),
    hospital: varchar('hospital', { length: 128 }).notNull().default(''),
    content: text('content').notNull().default(''),
    liveStatus: smallint('live_status').notNull().default(0),
    openStatus: smallint('open_status').notNull().default(1),
    startAt: ts('start_at').notNull(),
    endAt: ts('end_at').notNull(),
    authType: smallint('auth_type').notNull().default(1),
    needAuth: smallint('need_auth').notNull().default(1),
    passwordHash: varchar('password_hash', { length: 256 }),
    webinarId: varchar('webinar_id', { length: 64 }),
    videoId: varchar('video_id', { length: 64 }),
    ossPath: text('oss_path'),
    extraContent: jsonb('extra_content').$type<LiveExtraContent[]>().notNull().default([]),
    columns: jsonb('columns').$type<LiveColumnTab[]>().notNull().default([]),
    adverts: jsonb('adverts').$type<LiveAdverts>().notNull().default({ up: [], down: [] }),
    flags: jsonb('flags').$type<LiveFlags>().notNull().default({}),
    downloads: jsonb('downloads').$type<AttachedDownload[]>().notNull().default([]),
    showDialog: smallint('show_dialog').notNull().default(0),
    dialogImg: text('dialog_img'),
    questionnaireId: integer('questionnaire_id').references(() => questionnaires.id, { onDelete: 'set null' }),
    isSaas: smallint('is_saas').notNull().default(0),
    appointmentCount: counter('appointment_count'),
    viewCount: counter('view_count'),
    favoriteCount: counter('favorite_count'),
    top: smallint('top').notNull().default(0),
    sort: sort(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    publishState: publishState(),
  },
  (t) => [
    index('lives_status_start_idx').on(t.liveStatus, t.startAt),
    index('lives_parent_sort_idx').on(t.parentId, t.sort),
    index('lives_category_idx').on(t.categoryId),
    index('lives_content_type_idx').on(t.contentType, t.startAt),
  ],
);

export const liveManagers = pgTable(
  'live_managers',
  {
    id: id(),
    liveId: integer('live_id')
      .notNull()
      .references(() => lives.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [unique('live_managers_uq').on(t.liveId, t.userId)],
);

/** White list of an auth_type 3 live, by mobile (users may register after being listed). */
export const liveWhiteList = pgTable(
  'live_white_list',
  {
    id: id(),
    liveId: integer('live_id')
      .notNull()
      .references(() => lives.id, { onDelete: 'cascade' }),
    mobile: varchar('mobile', { length: 20 }).notNull(),
    name: varchar('name', { length: 64 }),
    createdAt: createdAt(),
  },
  (t) => [unique('live_white_list_uq').on(t.liveId, t.mobile)],
);

export const liveChatMessages = pgTable(
  'live_chat_messages',
  {
    id: id(),
    liveId: integer('live_id')
      .notNull()
      .references(() => lives.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull().default(''),
    image: text('image'),
    isManager: boolean('is_manager').notNull().default(false),
    // Mentioned user (subscribe) and quoted message (cite); cite_content is copied so deletes do not blank it.
    subscribeId: integer('subscribe_id'),
    citeId: integer('cite_id'),
    citeContent: text('cite_content'),
    deletedAt: ts('deleted_at'),
    // Moderation, as on comments (ModerationState in interactions.ts; docs/moderation.md).
    moderation: varchar('moderation', { length: 8 }).$type<'visible' | 'held' | 'hidden' | 'deleted'>().notNull().default('visible'),
    moderationReason: varchar('moderation_reason', { length: 200 }),
    moderatedAt: ts('moderated_at'),
    createdAt: createdAt(),
  },
  (t) => [index('live_chat_messages_live_created_idx').on(t.liveId, t.createdAt), index('live_chat_messages_created_idx').on(t.createdAt)],
);

export const questionnaireAnswers = pgTable(
  'questionnaire_answers',
  {
    id: id(),
    questionnaireId: integer('questionnaire_id')
      .notNull()
      .references(() => questionnaires.id, { onDelete: 'cascade' }),
    liveId: integer('live_id').references(() => lives.id, { onDelete: 'set null' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    answers: jsonb('answers').notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('questionnaire_answers_uq').on(t.questionnaireId, t.liveId, t.userId)],
);

/**
 * Nonces of accepted stream callbacks, one row each: the primary key makes "seen before?" and "remember
 * it" one atomic insert in every API process. Rows outlive the callback's freshness window, then are pruned.
 */
export const streamCallbackNonces = pgTable(
  'stream_callback_nonces',
  {
    nonce: varchar('nonce', { length: 64 }).primaryKey(),
    createdAt: createdAt(),
  },
  (t) => [index('stream_callback_nonces_created_idx').on(t.createdAt)],
);
