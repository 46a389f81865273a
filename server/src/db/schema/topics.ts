import { index, integer, jsonb, pgTable, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { counter, createdAt, id, publishState, sort, ts, updatedAt } from './columns';

/**
 * Special topics (origin_type 13). special_module_id: topics 5–8 open a fixed module page
 * (38, 37, 36, 35) instead of the topic home — kept as data, not code.
 */
export const topics = pgTable('topics', {
  id: id(),
  title: varchar('title', { length: 128 }).notNull(),
  logo: text('logo').notNull().default(''),
  coverImg: text('cover_img').notNull().default(''),
  footerImg: text('footer_img').notNull().default(''),
  desc: text('desc').notNull().default(''),
  content: text('content').notNull().default(''),
  mobile: varchar('mobile', { length: 32 }).notNull().default(''),
  email: varchar('email', { length: 128 }).notNull().default(''),
  qrcode: text('qrcode').notNull().default(''),
  qrcodeName: varchar('qrcode_name', { length: 64 }).notNull().default(''),
  titleColor: varchar('title_color', { length: 16 }).notNull().default('#333333'),
  titleFontSize: integer('title_font_size').notNull().default(18),
  showDescTitle: smallint('show_desc_title').notNull().default(1),
  specialModuleId: integer('special_module_id'),
  viewCount: counter('view_count'),
  sort: sort(),
  createdAt: createdAt(),
  publishState: publishState(),
  updatedAt: updatedAt(),
});

/**
 * A topic's modules (subjects): key says which page it opens — 'column' (topic-column), 'study_group'
 * (study-group-recruitment), 'honor', 'expert', 'news', 'link' (external link).
 */
export const topicModules = pgTable(
  'topic_modules',
  {
    id: id(),
    topicId: integer('topic_id')
      .notNull()
      .references(() => topics.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 32 }).notNull(),
    title: varchar('title', { length: 64 }).notNull(),
    logo: text('logo').notNull().default(''),
    desc: text('desc').notNull().default(''),
    link: text('link').notNull().default(''),
    sort: sort(),
  },
  (t) => [index('topic_modules_topic_idx').on(t.topicId, t.sort)],
);

export const topicBanners = pgTable(
  'topic_banners',
  {
    id: id(),
    topicId: integer('topic_id')
      .notNull()
      .references(() => topics.id, { onDelete: 'cascade' }),
    // 'home' banners on the topic home, 'honor' banners on the honour list.
    placement: varchar('placement', { length: 16 }).notNull().default('home'),
    img: text('img').notNull(),
    targetUrl: text('target_url').notNull().default(''),
    title: varchar('title', { length: 128 }).notNull().default(''),
    sort: sort(),
  },
  (t) => [index('topic_banners_topic_idx').on(t.topicId, t.placement, t.sort)],
);

export const topicNews = pgTable(
  'topic_news',
  {
    id: id(),
    topicId: integer('topic_id')
      .notNull()
      .references(() => topics.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 128 }).notNull(),
    coverImg: text('cover_img').notNull().default(''),
    contentType: smallint('content_type').notNull().default(2),
    targetUrl: text('target_url').notNull().default(''),
    publishedAt: ts('published_at').notNull().defaultNow(),
    sort: sort(),
  },
  (t) => [index('topic_news_topic_idx').on(t.topicId, t.publishedAt)],
);

export const topicCooperates = pgTable(
  'topic_cooperates',
  {
    id: id(),
    topicId: integer('topic_id')
      .notNull()
      .references(() => topics.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 64 }).notNull().default(''),
    logo: text('logo').notNull(),
    sort: sort(),
  },
  (t) => [index('topic_cooperates_topic_idx').on(t.topicId, t.sort)],
);

export const topicExperts = pgTable(
  'topic_experts',
  {
    id: id(),
    topicId: integer('topic_id')
      .notNull()
      .references(() => topics.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 64 }).notNull(),
    avatar: text('avatar').notNull().default(''),
    title: varchar('title', { length: 64 }).notNull().default(''),
    hospital: varchar('hospital', { length: 128 }).notNull().default(''),
    bio: text('bio').notNull().default(''),
    sort: sort(),
  },
  (t) => [index('topic_experts_topic_idx').on(t.topicId, t.sort)],
);

/** Honours: type 1 opens a detail page (content), else an image set (cover_imgs). */
export const topicHonours = pgTable(
  'topic_honours',
  {
    id: id(),
    topicId: integer('topic_id')
      .notNull()
      .references(() => topics.id, { onDelete: 'cascade' }),
    type: smallint('type').notNull().default(1),
    title: varchar('title', { length: 128 }).notNull(),
    coverImgs: jsonb('cover_imgs').$type<string[]>().notNull().default([]),
    content: text('content').notNull().default(''),
    sort: sort(),
    createdAt: createdAt(),
  },
  (t) => [index('topic_honours_topic_idx').on(t.topicId, t.sort)],
);

export interface StudyGroupConfigure {
  name: string;
  members: Array<{ name: string; avatar?: string; title?: string; hospital?: string }>;
}

/** Study groups of a topic module (study-group-recruitment/{topic_id}/{module_id}). */
export const topicStudyGroups = pgTable(
  'topic_study_groups',
  {
    id: id(),
    topicId: integer('topic_id')
      .notNull()
      .references(() => topics.id, { onDelete: 'cascade' }),
    moduleId: integer('module_id').references(() => topicModules.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 128 }).notNull(),
    mainImg: text('main_img').notNull().default(''),
    showAvatar: smallint('show_avatar').notNull().default(1),
    configure: jsonb('configure').$type<StudyGroupConfigure[]>().notNull().default([]),
    content: text('content').notNull().default(''),
    sort: sort(),
  },
  (t) => [index('topic_study_groups_module_idx').on(t.topicId, t.moduleId)],
);

/** Items of a topic column module (topic-column/{topic_id}/{module_id}); category via categories type 11. */
export const topicColumns = pgTable(
  'topic_columns',
  {
    id: id(),
    topicId: integer('topic_id')
      .notNull()
      .references(() => topics.id, { onDelete: 'cascade' }),
    moduleId: integer('module_id').references(() => topicModules.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id'),
    title: varchar('title', { length: 128 }).notNull(),
    coverImg: text('cover_img').notNull().default(''),
    originType: smallint('origin_type'),
    originId: integer('origin_id'),
    link: text('link').notNull().default(''),
    publishedAt: ts('published_at').notNull().defaultNow(),
    sort: sort(),
  },
  (t) => [index('topic_columns_module_idx').on(t.topicId, t.moduleId, t.categoryId)],
);
