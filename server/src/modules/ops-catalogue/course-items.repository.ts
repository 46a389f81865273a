import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { courses, type AttachedDownload } from '../../db/schema/index';
import { offsetOf, type Paging } from '../../shared/paging';
import { PUBLISH_STATE } from '../../shared/publish-state';
import { containing } from './article-items.repository';
import type { ItemListFilter, ItemSummaryRow } from './item-kind';

/** What a course row and its lessons share, as the back office writes them. */
export interface CourseValues {
  type: number;
  sourceType: number;
  contentType: number;
  categoryId: number | null;
  title: string;
  coverImg: string;
  /** Undefined: no lecturer picked, the row keeps the names it has. */
  doctor?: string;
  hospital?: string;
  courseDesc: string;
  content: string;
  videoId: string | null;
  duration: number;
  needAuth: number;
  downloads: AttachedDownload[];
  top: number;
  isNew: number;
  lecturerIds: number[];
}

/** One lesson of a series: `id` when it is a lesson the series already has (it keeps its row). */
export interface LessonValues {
  id: number | null;
  title: string;
  chapter: string;
  videoId: string | null;
  duration: number;
  needAuth: number;
  doctor?: string;
  hospital?: string;
  lecturerIds: number[];
  downloads: AttachedDownload[];
}

const editable = {
  type: courses.type,
  sourceType: courses.sourceType,
  contentType: courses.contentType,
  categoryId: courses.categoryId,
  title: courses.title,
  coverImg: courses.coverImg,
  doctor: courses.doctor,
  hospital: courses.hospital,
  courseDesc: courses.courseDesc,
  content: courses.content,
  videoId: courses.videoId,
  duration: courses.duration,
  needAuth: courses.needAuth,
  downloads: courses.downloads,
  top: courses.top,
  isNew: courses.isNew,
  lecturerIds: courses.lecturerIds,
};

/** A top-level course or series by id (a lesson is edited through its series). */
export async function findCourseItem(db: Db, id: number) {
  const [row] = await db
    .select({ ...editable, id: courses.id, state: courses.publishState, updatedAt: courses.updatedAt })
    .from(courses)
    .where(and(eq(courses.id, id), isNull(courses.parentId)))
    .limit(1);
  return row;
}

/** A series' lessons in the app's order. */
export async function findLessonRows(db: Db, parentId: number) {
  return db
    .select({
      id: courses.id,
      title: courses.title,
      chapter: courses.chapter,
      videoId: courses.videoId,
      needAuth: courses.needAuth,
      lecturerIds: courses.lecturerIds,
      downloads: courses.downloads,
    })
    .from(courses)
    .where(eq(courses.parentId, parentId))
    .orderBy(asc(courses.sort), asc(courses.id));
}

export async function insertCourseDraft(db: Db, values: CourseValues): Promise<number> {
  const [row] = await db
    .insert(courses)
    .values({ ...values, publishState: PUBLISH_STATE.draft })
    .returning({ id: courses.id });
  return row.id;
}

/** A lesson's row: its own values, and what it takes from its series (the app lists it with the series' cover and category). */
export function lessonRowOf(course: CourseValues, lesson: Omit<LessonValues, 'id'>, index: number) {
  return {
    ...lesson,
    type: 1,
    sourceType: course.sourceType,
    contentType: course.contentType,
    categoryId: course.categoryId,
    coverImg: course.coverImg,
    courseDesc: course.courseDesc,
    sort: index + 1,
    publishState: PUBLISH_STATE.published,
  };
}

/** A first publish stamps the publish time; a re-publish keeps the item's place in newest-first lists. */
const publishedAtOnPublish = sql`CASE WHEN ${courses.publishState} = ${PUBLISH_STATE.draft} THEN now() ELSE ${courses.publishedAt} END`;

/**
 * Writes the course row and, for a series, its lessons: a lesson the series already has is updated in
 * place (its id, and with it doctors' study progress, comments and favourites, stays), a new one is
 * inserted, one no longer listed is removed. Answers the lessons' ids in order and the removed ids.
 */
export async function publishCourseRows(db: Db, id: number, course: CourseValues, lessons: readonly LessonValues[]) {
  await db
    .update(courses)
    .set({ ...course, publishedAt: publishedAtOnPublish, publishState: PUBLISH_STATE.published, updatedAt: sql`now()` })
    .where(eq(courses.id, id));
  const existing = new Set((await db.select({ id: courses.id }).from(courses).where(eq(courses.parentId, id))).map((row) => row.id));
  const kept = new Set(lessons.flatMap((lesson) => (lesson.id !== null && existing.has(lesson.id) ? [lesson.id] : [])));
  const removed = [...existing].filter((lessonId) => !kept.has(lessonId));
  if (removed.length > 0) await db.delete(courses).where(and(eq(courses.parentId, id), inArray(courses.id, removed)));
  const ids: number[] = [];
  for (const [index, lesson] of lessons.entries()) {
    const { id: lessonId, ...own } = lesson;
    const row = lessonRowOf(course, own, index);
    if (lessonId !== null && kept.has(lessonId)) {
      await db
        .update(courses)
        .set({ ...row, updatedAt: sql`now()` })
        .where(and(eq(courses.id, lessonId), eq(courses.parentId, id)));
      ids.push(lessonId);
    } else {
      const [inserted] = await db
        .insert(courses)
        .values({ ...row, parentId: id, isNew: course.isNew })
        .returning({ id: courses.id });
      ids.push(inserted.id);
    }
  }
  return { ids, removed };
}

/** Sets the state of courses and of their lessons (a series taken down takes its lessons with it); answers the lessons' ids. */
export async function setCourseStates(db: Db, ids: readonly number[], state: number): Promise<number[]> {
  const changed = await db
    .update(courses)
    .set({ publishState: state, updatedAt: sql`now()` })
    .where(or(inArray(courses.id, [...ids]), inArray(courses.parentId, [...ids])))
    .returning({ id: courses.id });
  return changed.map((row) => row.id).filter((id) => !ids.includes(id));
}

/** The column a list shows for a course: its 栏目. */
const CONTENT_TYPE_NAMES = sql<string>`CASE ${courses.contentType} WHEN 7 THEN '临床好课' WHEN 8 THEN '科研好课' ELSE (CASE ${courses.sourceType} WHEN 4 THEN '视频' ELSE '课程' END) END`;

export async function listCourseItems(db: Db, filter: ItemListFilter, paging: Paging) {
  const where = and(
    isNull(courses.parentId),
    filter.q ? ilike(courses.title, containing(filter.q)) : undefined,
    filter.state === undefined ? undefined : eq(courses.publishState, filter.state),
    filter.author ? ilike(courses.doctor, containing(filter.author)) : undefined,
    filter.from ? gte(courses.updatedAt, filter.from) : undefined,
    filter.to ? lt(courses.updatedAt, filter.to) : undefined,
  );
  const order: SQL[] =
    filter.sort === 'title'
      ? [asc(courses.title), desc(courses.id)]
      : filter.sort === 'published'
        ? [desc(courses.publishedAt), desc(courses.id)]
        : [desc(courses.updatedAt), desc(courses.id)];
  const [{ total }] = await db.select({ total: count() }).from(courses).where(where);
  const rows: ItemSummaryRow[] = await db
    .select({
      id: courses.id,
      title: courses.title,
      state: courses.publishState,
      column: CONTENT_TYPE_NAMES,
      author: courses.doctor,
      updatedAt: courses.updatedAt,
      publishedAt: sql<Date | null>`CASE WHEN ${courses.publishState} = ${PUBLISH_STATE.draft} THEN NULL ELSE ${courses.publishedAt} END`.mapWith(
        (value: string | Date | null) => (value === null ? null : new Date(value)),
      ),
    })
    .from(courses)
    .where(where)
    .orderBy(...order)
    .limit(paging.pageSize)
    .offset(offsetOf(paging));
  return { total, rows };
}
