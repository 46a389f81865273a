import { index, pgTable, smallint, text, uuid, varchar, integer } from 'drizzle-orm/pg-core';
import { counter, createdAt, id, publishState, sort, ts, updatedAt } from './columns';

/**
 * Calendar activities (origin_type 11). Finished/unfinished is derived from end_date against now;
 * status_text is the operator's label (进行中, 直播中, 未开始, 预告, 已预约, 已结束). origin_type/type/uuid/
 * is_saas/link say where a tap goes (same routing as content cards).
 */
export const activities = pgTable(
  'activities',
  {
    id: id(),
    title: varchar('title', { length: 128 }).notNull(),
    date: ts('date').notNull(),
    endDate: ts('end_date').notNull(),
    coverImg: text('cover_img').notNull().default(''),
    statusText: varchar('status_text', { length: 16 }).notNull().default(''),
    originType: smallint('origin_type').notNull().default(11),
    originId: integer('origin_id'),
    type: smallint('type').notNull().default(1),
    uuid: uuid('uuid'),
    isSaas: smallint('is_saas').notNull().default(0),
    link: text('link').notNull().default(''),
    content: text('content').notNull().default(''),
    likeCount: counter('like_count'),
    favoriteCount: counter('favorite_count'),
    viewCount: counter('view_count'),
    sort: sort(),
    createdAt: createdAt(),
    publishState: publishState(),
    updatedAt: updatedAt(),
  },
  (t) => [index('activities_date_idx').on(t.date)],
);
