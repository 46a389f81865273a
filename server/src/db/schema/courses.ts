import { type AnyPgColumn, index, integer, jsonb, pgTable, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { categories } from './home';
import { counter, createdAt, id, publishState, sort, ts, updatedAt } from './columns';

/** An attached file of a course/live/short video (downloads: name, link). */
export interface AttachedDownload {
  name: string;
  link: string;
}

/**
 * Courses AND videos share this table (decision): both have the same fields and play through video_id.
 * - source_type 0: course. type 2 = course column (origin_type 1 → course-column), type 1 = single course
 *   (origin_type 1 → course-detail); a column's items are type-1 rows with parent_id = the column.
 * - source_type 4: video. type 2 = video column (origin_type 1 → video-column), type 1 = a video
 *   (origin_type 3 → video-detail); items again via parent_id.
 * content_type: 0 general, 7 clinic course (临床好课), 8 scientific course (科研好课).
 */
export const courses = pgTable(
  'courses',
  {
    id: id(),
    type: smallint('type').notNull().default(1),
    sourceType: smallint('source_type').notNull().default(0),
    contentType: smallint('content_type').notNull().default(0),
    parentId: integer('parent_id').references((): AnyPgColumn => courses.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    title: varchar('title', { length: 128 }).notNull(),
    coverImg: text('cover_img').notNull().default(''),
    doctor: varchar('doctor', { length: 64 }).notNull().default(''),
    hospital: varchar('hospital', { length: 128 }).notNull().default(''),
    courseDesc: text('course_desc').notNull().default(''),
    content: text('content').notNull().default(''),
    videoId: varchar('video_id', { length: 64 }),
    duration: integer('duration').notNull().default(0),
    needAuth: smallint('need_auth').notNull().default(0),
    needPassword: smallint('need_password').notNull().default(0),
    passwordHash: varchar('password_hash', { length: 256 }),
    downloads: jsonb('downloads').$type<AttachedDownload[]>().notNull().default([]),
    /** The lecturers (people.id) the back office picked; `doctor` and `hospital` are their names as the app shows them. */
    lecturerIds: jsonb('lecturer_ids').$type<number[]>().notNull().default([]),
    /** A series lesson's chapter title (lessons of one chapter are consecutive by sort). */
    chapter: varchar('chapter', { length: 64 }).notNull().default(''),
    viewCount: counter('view_count'),
    likeCount: counter('like_count'),
    favoriteCount: counter('favorite_count'),
    sort: sort(),
    top: smallint('top').notNull().default(0),
    isNew: smallint('is_new').notNull().default(0),
    publishedAt: ts('published_at').notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    publishState: publishState(),
  },
  (t) => [
    index('courses_parent_sort_idx').on(t.parentId, t.sort),
    index('courses_kind_idx').on(t.sourceType, t.type, t.contentType),
    index('courses_category_idx').on(t.categoryId),
    index('courses_published_idx').on(t.publishedAt),
  ],
);

/** Locally served media: video_id → file under DATA_DIR/media (mp4 or HLS m3u8). Stands in for the VOD provider. */
export const mediaFiles = pgTable(
  'media_files',
  {
    id: id(),
    videoId: varchar('video_id', { length: 64 }).notNull(),
    filePath: text('file_path').notNull(),
    format: varchar('format', { length: 16 }).notNull(),
    duration: integer('duration').notNull().default(0),
    width: integer('width'),
    height: integer('height'),
    sizeBytes: integer('size_bytes'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('media_files_video_format_uq').on(t.videoId, t.format)],
);

export const shortVideos = pgTable(
  'short_videos',
  {
    id: id(),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    // Optional series the short video belongs to (shown as parent on the detail page).
    parentCourseId: integer('parent_course_id').references(() => courses.id, { onDelete: 'set null' }),
    contentType: smallint('content_type').notNull().default(0),
    title: varchar('title', { length: 128 }).notNull(),
    coverImg: text('cover_img').notNull().default(''),
    doctor: varchar('doctor', { length: 64 }).notNull().default(''),
    desc: text('desc').notNull().default(''),
    videoId: varchar('video_id', { length: 64 }),
    duration: integer('duration').notNull().default(0),
    needPassword: smallint('need_password').notNull().default(0),
    passwordHash: varchar('password_hash', { length: 256 }),
    downloads: jsonb('downloads').$type<AttachedDownload[]>().notNull().default([]),
    viewCount: counter('view_count'),
    likeCount: counter('like_count'),
    favoriteCount: counter('favorite_count'),
    commentCount: counter('comment_count'),
    sort: sort(),
    publishedAt: ts('published_at').notNull().defaultNow(),
    createdAt: createdAt(),
    publishState: publishState(),
    updatedAt: updatedAt(),
  },
  (t) => [index('short_videos_category_idx').on(t.categoryId, t.publishedAt)],
);
