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
    db
      .select({ row: courses, popularity: POPULARITY.course.score })
      .from(courses)
      .where(and(where(courses.id, ids), eq(courses.publishState, PUBLISH_STATE.published))),
  shortVideo: async (db: Db, ids: number[] | undefined) =>
    db
      .select({ row: shortVideos, popularity: POPULARITY.shortVideo.score })
      .from(shortVideos)
      .where(and(where(shortVideos.id, ids), eq(shortVideos.publishState, PUBLISH_STATE.published))),
  article: async (db: Db, ids: number[] | undefined) =>
    db
      .select({ row: articles, popularity: POPULARITY.article.score })
      .from(articles)
      .where(and(where(articles.id, ids), eq(articles.publishState, PUBLISH_STATE.published))),
  live: async (db: Db, ids: number[] | undefined) =>
    db
      .select({ row: lives, popularity: POPULARITY.live.score })
      .from(lives)
      .where(and(where(lives.id, ids), eq(lives.publishState, PUBLISH_STATE.published))),
  meeting: async (db: Db, ids: number[] | undefined) =>
    db
      .select({ row: meetings, popularity: POPULARITY.meeting.score })
      .from(meetings)
      .where(and(where(meetings.id, ids), eq(meetings.publishState, PUBLISH_STATE.published))),
  download: async (db: Db, ids: number[] | undefined) =>
    db
      .select({ row: downloads, popularity: POPULARITY.download.score })
      .from(downloads)
      .where(and(where(downloads.id, ids), eq(downloads.publishState, PUBLISH_STATE.published))),
  topic: async (db: Db, ids: number[] | undefined) =>
    db
      .select({ row: topics, popularity: POPULARITY.topic.score })
      .from(topics)
      .where(and(where(topics.id, ids), eq(topics.publishState, PUBLISH_STATE.published))),
  medicalColumn: async (db: Db, ids: number[] | undefined) =>
    db
      .select({ row: medicalColumns, popularity: POPULARITY.medicalColumn.score })
      .from(medicalColumns)
      .where(and(where(medicalColumns.id, ids), eq(medicalColumns.publishState, PUBLISH_STATE.published))),
} satisfies Record<SearchSource, (db: Db, ids: number[] | undefined) => Promise<unknown[]>>;
