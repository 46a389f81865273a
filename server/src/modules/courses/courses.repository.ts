import { and, asc, count, desc, eq, ilike, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { preparedPerDatabase } from '../../db/prepared';
import { banners, categories, comments, courses, footprints, studyProgress, users } from '../../db/schema/index';
import { TargetType } from '../../db/target-types';
import { offsetOf, type Paging } from '../../shared/paging';
import { PUBLISH_STATE } from '../../shared/publish-state';
import { shownToEveryone } from '../../shared/comment-visibility.repository';

export type CourseRow = typeof courses.$inferSelect;
/** What a course card needs to know of a listed row: its id and the kind that picks its origin_type. */
export type CourseKind = Pick<CourseRow, 'id' | 'type' | 'sourceType'>;

/** The rows a course list shows, in its order (built by the *Query functions below). */
export interface CourseQuery {
  where: SQL | undefined;
  order: SQL[];
}

/** LIKE wildcards typed by a person are matched literally. */
const titleLike = (title: string | undefined): SQL | undefined => {
  const keyword = title?.trim();
  return keyword ? ilike(courses.title, `%${keyword.replace(/[\\%_]/g, '\\$&')}%`) : undefined;
};

/** Doctors see published rows only: a draft or taken-down course (and its lessons) is in no list and no detail. */
const published = eq(courses.publishState, PUBLISH_STATE.published);
/** Lists show top-level entries (series and standalone items); lessons are reached through their series. */
const topLevel = and(isNull(courses.parentId), published);
const newestFirst = [desc(courses.top), desc(courses.publishedAt), desc(courses.id)];

export interface CourseListFilter {
  categoryId?: number;
  title?: string;
}

export function courseListQuery(filter: CourseListFilter): CourseQuery {
  const where = and(topLevel, filter.categoryId ? eq(courses.categoryId, filter.categoryId) : undefined, titleLike(filter.title));
  return { where, order: newestFirst };
}

export interface RecommendFilter {
  /** Related to this course or video: same category first; itself and its series left out. */
  related?: CourseRow;
  contentType?: number;
}

export function recommendQuery(filter: RecommendFilter): CourseQuery {
  const related = filter.related;
  const excluded = related ? [related.id, ...(related.parentId ? [related.parentId] : [])] : [];
  const where = and(
    topLevel,
    excluded.length > 0
      ? sql`${courses.id} not in (${sql.join(
          excluded.map((id) => sql`${id}`),
          sql`, `,
        )})`
      : undefined,
    filter.contentType === undefined ? undefined : eq(courses.contentType, filter.contentType),
  );
  const sameCategoryFirst = related?.categoryId ? [sql`case when ${courses.categoryId} = ${related.categoryId} then 0 else 1 end`] : [];
  return { where, order: [...sameCategoryFirst, desc(courses.top), desc(courses.viewCount), asc(courses.id)] };
}

export interface ClinicListFilter {
  contentType: number;
  categoryId?: number;
  title?: string;
}

export function clinicQuery(filter: ClinicListFilter): CourseQuery {
  const where = and(
    topLevel,
    eq(courses.contentType, filter.contentType),
    filter.categoryId ? eq(courses.categoryId, filter.categoryId) : undefined,
    titleLike(filter.title),
  );
  return { where, order: newestFirst };
}

export async function countCourses(db: Db, query: CourseQuery): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(courses).where(query.where);
  return n;
}

export async function selectCourseKinds(db: Db, query: CourseQuery, paging: Paging): Promise<CourseKind[]> {
  return db
    .select({ id: courses.id, type: courses.type, sourceType: courses.sourceType })
    .from(courses)
    .where(query.where)
    .orderBy(...query.order)
    .limit(paging.pageSize)
    .offset(offsetOf(paging));
}

const courseById = preparedPerDatabase((db) =>
  db
    .select()
    .from(courses)
    .where(and(eq(courses.id, sql.placeholder('id')), published))
    .limit(1)
    .prepare('course_by_id'),
);

/** A published course, video or series by id (every course and video detail reads it): run on the app's database. */
export async function findCourse(db: Db, id: number): Promise<CourseRow | undefined> {
  const [row] = await courseById(db).execute({ id });
  return row;
}

/** The course a row is edited as, in any state: a lesson's series, else the row itself (a draft preview names it). */
export async function findCourseItemId(db: Db, id: number): Promise<number | undefined> {
  const [row] = await db.select({ id: courses.id, parentId: courses.parentId }).from(courses).where(eq(courses.id, id)).limit(1);
  return row && (row.parentId ?? row.id);
}

/** One more view; answers the new count. */
export async function incrementCourseViews(db: Db, id: number): Promise<number | undefined> {
  const [row] = await db
    .update(courses)
    .set({ viewCount: sql`${courses.viewCount} + 1` })
    .where(eq(courses.id, id))
    .returning({ n: courses.viewCount });
  return row?.n;
}

export interface LearnerRow {
  userId: number;
  avatar: string;
}

/** The latest learners of course `id` by study progress (of `targetTypes`), most recent first. */
export async function latestLearners(db: Db, id: number, targetTypes: number[], limit: number): Promise<LearnerRow[]> {
  return db
    .select({ userId: users.id, avatar: users.avatar })
    .from(studyProgress)
    .innerJoin(users, eq(users.id, studyProgress.userId))
    .where(and(inArray(studyProgress.targetType, targetTypes), eq(studyProgress.targetId, id)))
    .orderBy(desc(studyProgress.updatedAt))
    .limit(limit);
}

/** The latest visitors of course `id` by footprints (type 1 watch course), most recent first. */
export async function latestVisitors(db: Db, id: number, limit: number): Promise<LearnerRow[]> {
  return db
    .select({ userId: users.id, avatar: users.avatar })
    .from(footprints)
    .innerJoin(users, eq(users.id, footprints.userId))
    .where(and(eq(footprints.type, TargetType.course), eq(footprints.targetId, id)))
    .orderBy(desc(footprints.createdAt))
    .limit(limit);
}

/** Comments everyone sees (shared/comment-visibility.repository.ts) on course `id`. */
export async function countCourseComments(db: Db, id: number): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(comments)
    .where(and(eq(comments.commentType, TargetType.course), eq(comments.contentId, id), shownToEveryone()));
  return n;
}

/** The lessons of series `parentId` in the operator's order. */
export async function selectLessonKinds(db: Db, parentId: number): Promise<CourseKind[]> {
  return db
    .select({ id: courses.id, type: courses.type, sourceType: courses.sourceType })
    .from(courses)
    .where(and(eq(courses.parentId, parentId), published))
    .orderBy(asc(courses.sort), asc(courses.id));
}

export async function selectCategories(db: Db, type: number, limit: number): Promise<Array<{ id: number; name: string }>> {
  return db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(and(eq(categories.type, type), eq(categories.enabled, true)))
    .orderBy(asc(categories.sort), asc(categories.id))
    .limit(limit);
}

/** New single items (lessons and standalone ones), newest first. */
export async function selectNewItems(db: Db, contentType: number | undefined): Promise<CourseRow[]> {
  return db
    .select()
    .from(courses)
    .where(and(eq(courses.isNew, 1), eq(courses.type, 1), published, contentType === undefined ? undefined : eq(courses.contentType, contentType)))
    .orderBy(desc(courses.publishedAt), desc(courses.id));
}

export async function selectCoursesByIds(db: Db, ids: number[]): Promise<CourseRow[]> {
  return db
    .select()
    .from(courses)
    .where(and(inArray(courses.id, ids), published));
}

/** Number of lessons of each series id. */
export async function lessonCounts(db: Db, parentIds: number[]): Promise<Map<number, number>> {
  const counted = await db
    .select({ parentId: courses.parentId, n: count() })
    .from(courses)
    .where(and(inArray(courses.parentId, parentIds), published))
    .groupBy(courses.parentId);
  return new Map(counted.map((c) => [c.parentId as number, c.n]));
}

export type BannerRow = typeof banners.$inferSelect;

export async function selectBanners(db: Db, type: number): Promise<BannerRow[]> {
  return db
    .select()
    .from(banners)
    .where(and(eq(banners.type, type), eq(banners.enabled, true)))
    .orderBy(asc(banners.sort), asc(banners.id));
}
