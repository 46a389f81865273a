import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { articles, courses, downloads, lives, medicalColumns, meetings, shortVideos, topics } from '../../db/schema/index';
import type { SearchSource } from './search-source-names';

/**
 * An item's popularity in the index (the "most popular" order and the comprehensive order's last key):
 * views plus weighted likes, favourites, bookings… The one definition, as SQL over the source table: the
 * loaders select it when (re)indexing an item (search-sources.repository.ts), and refreshSearchPopularity() below
 * recomputes it for every item (the job in search-popularity.ts runs it).
 */
export const POPULARITY: Record<SearchSource, { table: PgTable; id: AnyPgColumn; score: SQL<number> }> = {
  course: { table: courses, id: courses.id, score: sql<number>`(${courses.viewCount} + 3 * ${courses.likeCount} + 5 * ${courses.favoriteCount})::int` },
  shortVideo: {
    table: shortVideos,
    id: shortVideos.id,
    score: sql<number>`(${shortVideos.viewCount} + 3 * ${shortVideos.likeCount} + 5 * ${shortVideos.favoriteCount})::int`,
  },
  article: { table: articles, id: articles.id, score: sql<number>`(${articles.viewCount} + 3 * ${articles.likeCount} + 5 * ${articles.favoriteCount})::int` },
  live: { table: lives, id: lives.id, score: sql<number>`(${lives.viewCount} + 5 * ${lives.appointmentCount} + 5 * ${lives.favoriteCount})::int` },
  meeting: { table: meetings, id: meetings.id, score: sql<number>`(${meetings.viewCount} + 5 * ${meetings.applyCount})::int` },
  download: {
    table: downloads,
    id: downloads.id,
    score: sql<number>`(${downloads.viewCount} + 3 * ${downloads.downloadCount} + 5 * ${downloads.favoriteCount})::int`,
  },
  topic: { table: topics, id: topics.id, score: sql<number>`(${topics.viewCount})::int` },
  medicalColumn: {
    table: medicalColumns,
    id: medicalColumns.id,
    score: sql<number>`(${medicalColumns.viewCount} + 5 * ${medicalColumns.subscribeCount})::int`,
  },
};

/**
 * Brings every indexed item's popularity in line with its source row's counters, writing only the rows
 * whose value changed (view counts move all the time; titles and bodies do not, so no re-tokenising).
 * One join per source table. Answers how many index rows changed.
 */
export async function refreshSearchPopularity(db: Db): Promise<number> {
  let changed = 0;
  for (const [source, { table, id, score }] of Object.entries(POPULARITY)) {
    const result = (await db.execute(sql`
      UPDATE search_documents d SET popularity = s.score
      FROM (SELECT ${id} AS id, ${score} AS score FROM ${table}) s
      WHERE d.source = ${source} AND d.source_id = s.id AND d.popularity <> s.score`)) as unknown as { rowCount?: number | null; affectedRows?: number };
    changed += Number(result.rowCount ?? result.affectedRows ?? 0);
  }
  return changed;
}
