import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { preparedPerDatabase } from '../../db/prepared';
import { activities, appointments, articles, courses, downloads, lives, medicalColumns, meetings, shortVideos, topics } from '../../db/schema/index';

// The rows content cards are made from (content-items.ts), read by id: one prepared query per table, of
// the columns a card shows, plus counts.

const cardColumns = {
  course: {
    id: courses.id,
    type: courses.type,
    sourceType: courses.sourceType,
    parentId: courses.parentId,
    title: courses.title,
    courseDesc: courses.courseDesc,
    coverImg: courses.coverImg,
    viewCount: courses.viewCount,
    publishedAt: courses.publishedAt,
    duration: courses.duration,
    top: courses.top,
  },
  article: {
    id: articles.id,
    type: articles.type,
    title: articles.title,
    desc: articles.desc,
    coverImg: articles.coverImg,
    viewCount: articles.viewCount,
    publishedAt: articles.publishedAt,
    top: articles.top,
  },
  live: {
    id: lives.id,
    type: lives.type,
    flags: lives.flags,
    liveStatus: lives.liveStatus,
    title: lives.title,
    coverImg: lives.coverImg,
    viewCount: lives.viewCount,
    createdAt: lives.createdAt,
    startAt: lives.startAt,
    endAt: lives.endAt,
    uuid: lives.uuid,
    isSaas: lives.isSaas,
    top: lives.top,
  },
  meeting: {
    id: meetings.id,
    academicOriginId: meetings.academicOriginId,
    academicOriginType: meetings.academicOriginType,
    type: meetings.type,
    title: meetings.title,
    desc: meetings.desc,
    coverImg: meetings.coverImg,
    viewCount: meetings.viewCount,
    createdAt: meetings.createdAt,
    startAt: meetings.startAt,
    endAt: meetings.endAt,
    meetingStatus: meetings.meetingStatus,
    statusText: meetings.statusText,
    uuid: meetings.uuid,
    isSaas: meetings.isSaas,
    link: meetings.link,
  },
  download: {
    id: downloads.id,
    type: downloads.type,
    typeText: downloads.typeText,
    title: downloads.title,
    coverImg: downloads.coverImg,
    filesize: downloads.filesize,
    link: downloads.link,
    downloadCount: downloads.downloadCount,
    viewCount: downloads.viewCount,
    publishedAt: downloads.publishedAt,
  },
  activity: {
    id: activities.id,
    originId: activities.originId,
    type: activities.type,
    title: activities.title,
    coverImg: activities.coverImg,
    statusText: activities.statusText,
    date: activities.date,
    endDate: activities.endDate,
    viewCount: activities.viewCount,
    link: activities.link,
    isSaas: activities.isSaas,
    uuid: activities.uuid,
  },
  topic: {
    id: topics.id,
    title: topics.title,
    desc: topics.desc,
    logo: topics.logo,
    coverImg: topics.coverImg,
    viewCount: topics.viewCount,
    createdAt: topics.createdAt,
  },
  medicalColumn: {
    id: medicalColumns.id,
    title: medicalColumns.title,
    desc: medicalColumns.desc,
    logo: medicalColumns.logo,
    viewCount: medicalColumns.viewCount,
    createdAt: medicalColumns.createdAt,
  },
  shortVideo: {
    id: shortVideos.id,
    title: shortVideos.title,
    desc: shortVideos.desc,
    coverImg: shortVideos.coverImg,
    viewCount: shortVideos.viewCount,
    publishedAt: shortVideos.publishedAt,
    duration: shortVideos.duration,
  },
} satisfies Record<string, SelectedFields & { id: PgColumn }>;

/** A card lookup by ids (an int[] parameter: one statement text whatever the number of ids), prepared per database. */
function cardLookup<F extends SelectedFields & { id: PgColumn }>(name: string, table: PgTable, fields: F) {
  const query = preparedPerDatabase((db) =>
    db
      .select(fields)
      .from(table)
      .where(sql`${fields.id} = any(${sql.placeholder('ids')}::int[])`)
      .prepare(name),
  );
  return (db: Db, ids: number[]) => query(db).execute({ ids });
}

export const selectCourses = cardLookup('card_courses', courses, cardColumns.course);
export const selectArticles = cardLookup('card_articles', articles, cardColumns.article);
export const selectLives = cardLookup('card_lives', lives, cardColumns.live);
export const selectMeetings = cardLookup('card_meetings', meetings, cardColumns.meeting);
export const selectDownloads = cardLookup('card_downloads', downloads, cardColumns.download);
export const selectActivities = cardLookup('card_activities', activities, cardColumns.activity);
export const selectTopics = cardLookup('card_topics', topics, cardColumns.topic);
export const selectMedicalColumns = cardLookup('card_medical_columns', medicalColumns, cardColumns.medicalColumn);
export const selectShortVideos = cardLookup('card_short_videos', shortVideos, cardColumns.shortVideo);

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
