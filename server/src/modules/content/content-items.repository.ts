import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { activities, appointments, articles, courses, downloads, lives, medicalColumns, meetings, shortVideos, topics } from '../../db/schema/index';

// The rows content cards are made from (content-items.ts), read by id: one query per table, plus counts.

export type CourseCardRow = typeof courses.$inferSelect;
export type ArticleCardRow = typeof articles.$inferSelect;
export type LiveCardRow = typeof lives.$inferSelect;
export type MeetingCardRow = typeof meetings.$inferSelect;
export type DownloadCardRow = typeof downloads.$inferSelect;
export type ActivityCardRow = typeof activities.$inferSelect;
export type TopicCardRow = typeof topics.$inferSelect;
export type MedicalColumnCardRow = typeof medicalColumns.$inferSelect;
export type ShortVideoCardRow = typeof shortVideos.$inferSelect;

export const selectCourses = (db: Db, ids: number[]): Promise<CourseCardRow[]> => db.select().from(courses).where(inArray(courses.id, ids));
export const selectArticles = (db: Db, ids: number[]): Promise<ArticleCardRow[]> => db.select().from(articles).where(inArray(articles.id, ids));
export const selectLives = (db: Db, ids: number[]): Promise<LiveCardRow[]> => db.select().from(lives).where(inArray(lives.id, ids));
export const selectMeetings = (db: Db, ids: number[]): Promise<MeetingCardRow[]> => db.select().from(meetings).where(inArray(meetings.id, ids));
export const selectDownloads = (db: Db, ids: number[]): Promise<DownloadCardRow[]> => db.select().from(downloads).where(inArray(downloads.id, ids));
export const selectActivities = (db: Db, ids: number[]): Promise<ActivityCardRow[]> => db.select().from(activities).where(inArray(activities.id, ids));
export const selectTopics = (db: Db, ids: number[]): Promise<TopicCardRow[]> => db.select().from(topics).where(inArray(topics.id, ids));
export const selectMedicalColumns = (db: Db, ids: number[]): Promise<MedicalColumnCardRow[]> =>
  db.select().from(medicalColumns).where(inArray(medicalColumns.id, ids));
export const selectShortVideos = (db: Db, ids: number[]): Promise<ShortVideoCardRow[]> => db.select().from(shortVideos).where(inArray(shortVideos.id, ids));

const SERIES_TABLES = { course: courses, article: articles, live: lives } as const;

/** Number of children of each column/series id (total_count on column cards); no query for no ids. */
export async function childCounts(db: Db, series: keyof typeof SERIES_TABLES, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const table = SERIES_TABLES[series];
  const rows = await db.select({ parentId: table.parentId, n: count() }).from(table).where(inArray(table.parentId, ids)).groupBy(table.parentId);
  return new Map(rows.map((row) => [row.parentId as number, row.n]));
}

/** Ids among `liveIds` that `viewerId` has booked. */
export async function bookedLiveIds(db: Db, viewerId: number, liveIds: number[]): Promise<number[]> {
  const rows = await db
    .select({ id: appointments.liveId })
    .from(appointments)
    .where(and(eq(appointments.userId, viewerId), inArray(appointments.liveId, liveIds)));
  return rows.map((row) => row.id);
}

/** Number of articles in each of the medical columns `ids`. */
export async function medicalColumnArticleCounts(db: Db, ids: number[]): Promise<Map<number, number>> {
  const counts = await db
    .select({ columnId: articles.medicalColumnId, n: count() })
    .from(articles)
    .where(inArray(articles.medicalColumnId, ids))
    .groupBy(articles.medicalColumnId);
  return new Map(counts.map((row) => [row.columnId as number, row.n]));
}
