import { boolean, index, integer, jsonb, pgTable, smallint, text, unique, varchar } from 'drizzle-orm/pg-core';
import { counter, createdAt, id, sort, ts } from './columns';

/** Channel tabs per screen. origin_type: 0 home, 1 course, 4 live, 6 case (推荐 is implicit client-side). */
export const channels = pgTable(
  'channels',
  {
    id: id(),
    title: varchar('title', { length: 32 }).notNull(),
    originType: smallint('origin_type').notNull(),
    sort: sort(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('channels_origin_sort_idx').on(t.originType, t.sort)],
);

/**
 * Content categories by `type`: 1 course, 2 article, 3 short video, 4 live (reBack/live home),
 * 6 case, 7 clinic course, 8 scientific course, 9 download, 10 live study zone, 11 topic column.
 */
export const categories = pgTable(
  'categories',
  {
    id: id(),
    type: smallint('type').notNull(),
    name: varchar('name', { length: 32 }).notNull(),
    parentId: integer('parent_id'),
    sort: sort(),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [index('categories_type_sort_idx').on(t.type, t.sort)],
);

/** Banners. type: 1 home/course, 2 article, 9 case, 4 live home, 7 clinic, 10 study zone. */
export const banners = pgTable(
  'banners',
  {
    id: id(),
    type: smallint('type').notNull(),
    channelId: integer('channel_id').references(() => channels.id, { onDelete: 'set null' }),
    title: varchar('title', { length: 128 }).notNull().default(''),
    img: text('img').notNull(),
    targetUrl: text('target_url').notNull().default(''),
    sort: sort(),
    enabled: boolean('enabled').notNull().default(true),
    /** Optional window: the app shows the record only from start_at (inclusive) until end_at (exclusive). */
    startAt: ts('start_at'),
    endAt: ts('end_at'),
    clickCount: counter('click_count'),
    // Audience keys (audiences.key) the item is limited to; null = everyone.
    audiences: jsonb('audiences').$type<string[]>(),
    createdAt: createdAt(),
  },
  (t) => [index('banners_type_channel_sort_idx').on(t.type, t.channelId, t.sort)],
);

/** Home icon entrances: position_type 1 (paged grid, 10 per page) and 2 (secondary row). */
export const shortcuts = pgTable(
  'shortcuts',
  {
    id: id(),
    positionType: smallint('position_type').notNull(),
    title: varchar('title', { length: 32 }).notNull(),
    logo: text('logo').notNull(),
    contentType: smallint('content_type').notNull().default(0),
    link: text('link').notNull().default(''),
    sort: sort(),
    enabled: boolean('enabled').notNull().default(true),
    /** Optional window: the app shows the record only from start_at (inclusive) until end_at (exclusive). */
    startAt: ts('start_at'),
    endAt: ts('end_at'),
    // Audience keys (audiences.key) the item is limited to; null = everyone.
    audiences: jsonb('audiences').$type<string[]>(),
  },
  (t) => [index('shortcuts_position_sort_idx').on(t.positionType, t.sort)],
);

/** Home message ticker lines. */
export const messages = pgTable(
  'messages',
  {
    id: id(),
    label: varchar('label', { length: 16 }).notNull().default(''),
    title: varchar('title', { length: 128 }).notNull(),
    link: text('link').notNull().default(''),
    sort: sort(),
    enabled: boolean('enabled').notNull().default(true),
    /** Optional window: the app shows the record only from start_at (inclusive) until end_at (exclusive). */
    startAt: ts('start_at'),
    endAt: ts('end_at'),
    // Audience keys (audiences.key) the item is limited to; null = everyone.
    audiences: jsonb('audiences').$type<string[]>(),
    createdAt: createdAt(),
  },
  (t) => [index('messages_sort_idx').on(t.sort)],
);

/** Full-screen advert shown at most once a day between start_time and end_time. */
export const screenAdverts = pgTable(
  'screen_adverts',
  {
    id: id(),
    coverImg: text('cover_img').notNull(),
    link: text('link').notNull().default(''),
    startTime: ts('start_time').notNull(),
    endTime: ts('end_time').notNull(),
    viewCount: counter('view_count'),
    enabled: boolean('enabled').notNull().default(true),
    // Audience keys (audiences.key) the item is limited to; null = everyone.
    audiences: jsonb('audiences').$type<string[]>(),
  },
  (t) => [index('screen_adverts_window_idx').on(t.startTime, t.endTime)],
);

/** Home recommend modules: layout 1 list, 2 horizontal swiper, 3 grid; module_type 1 course, 3 short video, 4 live. */
export const recommendModules = pgTable(
  'recommend_modules',
  {
    id: id(),
    layout: smallint('layout').notNull(),
    moduleType: smallint('module_type').notNull(),
    moduleName: varchar('module_name', { length: 32 }).notNull(),
    sort: sort(),
    enabled: boolean('enabled').notNull().default(true),
    /** Optional window: the app shows the record only from start_at (inclusive) until end_at (exclusive). */
    startAt: ts('start_at'),
    endAt: ts('end_at'),
  },
  (t) => [index('recommend_modules_sort_idx').on(t.sort)],
);

/** Items of a recommend module; origin_type/origin_id point at the content (course, short video, live). */
export const recommendModuleItems = pgTable(
  'recommend_module_items',
  {
    id: id(),
    moduleId: integer('module_id')
      .notNull()
      .references(() => recommendModules.id, { onDelete: 'cascade' }),
    originType: smallint('origin_type').notNull(),
    originId: integer('origin_id').notNull(),
    sort: sort(),
    // Audience keys (audiences.key) the item is limited to; null = everyone.
    audiences: jsonb('audiences').$type<string[]>(),
  },
  (t) => [index('recommend_module_items_module_sort_idx').on(t.moduleId, t.sort), unique('recommend_module_items_uq').on(t.moduleId, t.originType, t.originId)],
);

/** Search hot words and rotating hints. content_type 2 with a link: the search goes straight to the link. */
export const hotWords = pgTable(
  'hot_words',
  {
    id: id(),
    title: varchar('title', { length: 64 }).notNull(),
    contentType: smallint('content_type').notNull().default(1),
    link: text('link').notNull().default(''),
    sort: sort(),
    clickCount: counter('click_count'),
    enabled: boolean('enabled').notNull().default(true),
    // Audience keys (audiences.key) the item is limited to; null = everyone.
    audiences: jsonb('audiences').$type<string[]>(),
  },
  (t) => [index('hot_words_sort_idx').on(t.sort)],
);

/**
 * Channel membership and the curated feed. channel_id null = the home 内容精选 feed (推荐).
 * origin_type/origin_id point at the content (docs/product-rules.md#content-cards-and-origin-types); top pins an item first.
 */
export const channelContents = pgTable(
  'channel_contents',
  {
    id: id(),
    channelId: integer('channel_id').references(() => channels.id, { onDelete: 'cascade' }),
    originType: smallint('origin_type').notNull(),
    originId: integer('origin_id').notNull(),
    sort: sort(),
    top: smallint('top').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    unique('channel_contents_uq').on(t.channelId, t.originType, t.originId).nullsNotDistinct(),
    index('channel_contents_channel_origin_idx').on(t.channelId, t.originType, t.top, t.sort),
    index('channel_contents_origin_idx').on(t.originType, t.originId),
  ],
);

/** Static text pages (GET position/{id}: title, content), e.g. image-text 33. */
export const textPages = pgTable('text_pages', {
  id: id(),
  title: varchar('title', { length: 128 }).notNull(),
  content: text('content').notNull().default(''),
  shareDesc: varchar('share_desc', { length: 128 }),
  extra: jsonb('extra'),
  createdAt: createdAt(),
});
