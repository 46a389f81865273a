import { and, eq, inArray } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { articles, courses, downloads, lives, medicalColumns, meetings, shortVideos, topics } from '../../db/schema/index';
import { PUBLISH_STATE } from '../../shared/publish-state';
import { POPULARITY } from './search-popularity.repository';
import type { SearchSource } from './search-source-names';

/** `ids` undefined: every row of the table (the seed, a full rebuild). Only published rows are searchable: reindexing a taken-down one removes it. */
function where(column: AnyPgColumn, ids: number[] | undefined) {
  return ids ? inArray(column, ids) : undefined;
}

/**
 * The rows of each searchable table (`ids`, or all of them) with their popularity score, one statement
 * per call; search-sources.ts turns them into index items.
 */
export const sourceRows = {
  course: async (db: Db, ids: number[] | undefined) =>
    db.select({ row: courses, popularity: POPULARITY.course.score }).from(courses).where(where(courses.id, ids)),
  shortVideo: async (db: Db, ids: number[] | undefined) =>
    db.select({ row: shortVideos, popularity: POPULARITY.shortVideo.score }).from(shortVideos).where(where(shortVideos.id, ids)),
  article: async (db: Db, ids: number[] | undefined) =>
    db
      .select({ row: articles, popularity: POPULARITY.article.score })
      .from(articles)
      .where(and(where(articles.id, ids), eq(articles.publishState, PUBLISH_STATE.published))),
  live: async (db: Db, ids: number[] | undefined) => db.select({ row: lives, popularity: POPULARITY.live.score }).from(lives).where(where(lives.id, ids)),
  meeting: async (db: Db, ids: number[] | undefined) =>
    db.select({ row: meetings, popularity: POPULARITY.meeting.score }).from(meetings).where(where(meetings.id, ids)),
  download: async (db: Db, ids: number[] | undefined) =>
    db.select({ row: downloads, popularity: POPULARITY.download.score }).from(downloads).where(where(downloads.id, ids)),
  topic: async (db: Db, ids: number[] | undefined) => db.select({ row: topics, popularity: POPULARITY.topic.score }).from(topics).where(where(topics.id, ids)),
  medicalColumn: async (db: Db, ids: number[] | undefined) =>
    db
      .select({ row: medicalColumns, popularity: POPULARITY.medicalColumn.score })
      .from(medicalColumns)
      .where(and(where(medicalColumns.id, ids), eq(medicalColumns.publishState, PUBLISH_STATE.published))),
} satisfies Record<SearchSource, (db: Db, ids: number[] | undefined) => Promise<unknown[]>>;
