import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { preparedPerDatabase } from '../../db/prepared';
import { categories, comments, courses, shortVideos } from '../../db/schema/index';
import { TargetType } from '../../db/target-types';
import { offsetOf, type Paging } from '../../shared/paging';
import { PUBLISH_STATE } from '../../shared/publish-state';
import { shownToEveryone } from '../../shared/comment-visibility.repository';

/** categories.type of short-video categories. */
const SHORT_VIDEO_CATEGORY_TYPE = 3;

export async function selectShortVideoCategories(db: Db): Promise<Array<{ id: number; name: string }>> {
  return db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(and(eq(categories.type, SHORT_VIDEO_CATEGORY_TYPE), eq(categories.enabled, true)))
    .orderBy(asc(categories.sort), asc(categories.id));
}

/** Doctors see published short videos only: a draft or taken-down one is in no list and no detail. */
const published = eq(shortVideos.publishState, PUBLISH_STATE.published);

/** 推荐 (no category or 0) lists every published short video; a category its own. */
const inCategory = (categoryId: number | undefined): SQL | undefined => and(published, categoryId ? eq(shortVideos.categoryId, categoryId) : undefined);

export async function countShortVideos(db: Db, categoryId: number | undefined): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(shortVideos).where(inCategory(categoryId));
  return n;
}

/** Ids of a page of the list, newest first. */
export async function selectShortVideoIds(db: Db, categoryId: number | undefined, paging: Paging): Promise<Array<{ id: number }>> {
  return db
    .select({ id: shortVideos.id })
    .from(shortVideos)
    .where(inCategory(categoryId))
    .orderBy(desc(shortVideos.publishedAt), desc(shortVideos.id))
    .limit(paging.pageSize)
    .offset(offsetOf(paging));
}

export type ShortVideoRow = typeof shortVideos.$inferSelect;

const shortVideoById = preparedPerDatabase((db) =>
  db
    .select()
    .from(shortVideos)
    .where(and(eq(shortVideos.id, sql.placeholder('id')), published))
    .limit(1)
    .prepare('short_video_by_id'),
);

/** A published short video by id (every short-video detail reads it): run on the app's database. */
export async function findShortVideo(db: Db, id: number): Promise<ShortVideoRow | undefined> {
  const [row] = await shortVideoById(db).execute({ id });
  return row;
}

/** Comments everyone sees (shared/comment-visibility.repository.ts) on short video `id`. */
export async function countShortVideoComments(db: Db, id: number): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(comments)
    .where(and(eq(comments.commentType, TargetType.shortVideo), eq(comments.contentId, id), shownToEveryone()));
  return n;
}

export async function findParentCourse(db: Db, courseId: number): Promise<{ id: number; title: string } | undefined> {
  // A course taken down is not named as the short video's parent.
  const [parent] = await db
    .select({ id: courses.id, title: courses.title })
    .from(courses)
    .where(and(eq(courses.id, courseId), eq(courses.publishState, PUBLISH_STATE.published)))
    .limit(1);
  return parent;
}
