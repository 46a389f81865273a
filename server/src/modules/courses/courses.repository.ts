import { and, asc, count, desc, eq, ilike, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Banner, Channel, CourseColumn, CourseDetail, CourseNewGroup, PagedContent } from '../../../../contract/generated/schema-types';
import type { Db } from '../../db/database';
import { banners, categories, comments, courses, footprints, studyProgress, users } from '../../db/schema/index';
import { TargetType } from '../../db/target-types';
import { OriginType } from '../../../../contract/constants';
import { formatDateTime, formatDuration } from '../content/content-format';
import { loadContentItems, type ContentRef } from '../content/content-items';
import { beyondEnd, offsetOf, pageOf, type Paging } from '../content/paging';
import { viewerReactions } from '../reactions/reactions.repository';

/** Categories come whole (pageSize 999). */
export const CATEGORY_LIMIT = 999;
/** Avatars of the latest learners on a course detail. */
export const LAST_STUDY_AVATARS = 5;
/** categories.type / banners.type of the course screens. */
export const CATEGORY_TYPE = { course: 1 } as const;
export const CLINIC_BANNER_TYPE = 7;
export const SOURCE_TYPE = { course: 0, video: 4 } as const;
/** Password types of check_password / hasContentPass: 1 course, 3 video (courses rows with source_type 4). */
export const PASSWORD_TYPE = { course: 1, video: 3 } as const;

export type CourseRow = typeof courses.$inferSelect;

/** Cards: a single video is origin_type 3; courses and every series are 1 (source_type tells video columns apart). */
export const originTypeOf = (row: Pick<CourseRow, 'type' | 'sourceType'>): number =>
  row.type === 1 && row.sourceType === SOURCE_TYPE.video ? OriginType.video : OriginType.course;

/** LIKE wildcards typed by a person are matched literally. */
const titleLike = (title: string | undefined): SQL | undefined => {
  const keyword = title?.trim();
  return keyword ? ilike(courses.title, `%${keyword.replace(/[\\%_]/g, '\\$&')}%`) : undefined;
};

/** Lists show top-level entries (series and standalone items); lessons are reached through their series. */
const topLevel = isNull(courses.parentId);
const newestFirst = [desc(courses.top), desc(courses.publishedAt), desc(courses.id)];

async function pagedCards(db: Db, where: SQL | undefined, order: SQL[], paging: Paging): Promise<PagedContent> {
  const [{ n: total }] = await db.select({ n: count() }).from(courses).where(where);
  if (beyondEnd(total, paging)) return pageOf([], total, paging);
  const rows = await db
    .select({ id: courses.id, type: courses.type, sourceType: courses.sourceType })
    .from(courses)
    .where(where)
    .orderBy(...order)
    .limit(paging.pageSize)
    .offset(offsetOf(paging));
  const refs: ContentRef[] = rows.map((row) => ({ originType: originTypeOf(row), originId: row.id }));
  return pageOf(await loadContentItems(db, refs), total, paging);
}

export async function findCourse(db: Db, id: number): Promise<CourseRow | undefined> {
  const [row] = await db.select().from(courses).where(eq(courses.id, id)).limit(1);
  return row;
}

/** One more view; answers the new count. */
async function countView(db: Db, id: number): Promise<number | undefined> {
  const [row] = await db
    .update(courses)
    .set({ viewCount: sql`${courses.viewCount} + 1` })
    .where(eq(courses.id, id))
    .returning({ n: courses.viewCount });
  return row?.n;
}

/** Latest learners: study progress first, then footprints (type 1 watch course), one avatar per user. */
async function lastStudyAvatars(db: Db, id: number): Promise<string[]> {
  const progress = await db
    .select({ userId: users.id, avatar: users.avatar })
    .from(studyProgress)
    .innerJoin(users, eq(users.id, studyProgress.userId))
    .where(and(inArray(studyProgress.targetType, [PASSWORD_TYPE.course, PASSWORD_TYPE.video]), eq(studyProgress.targetId, id)))
    .orderBy(desc(studyProgress.updatedAt))
    .limit(LAST_STUDY_AVATARS);
  const visits = await db
    .select({ userId: users.id, avatar: users.avatar })
    .from(footprints)
    .innerJoin(users, eq(users.id, footprints.userId))
    .where(and(eq(footprints.type, TargetType.course), eq(footprints.targetId, id)))
    .orderBy(desc(footprints.createdAt))
    .limit(LAST_STUDY_AVATARS * 2);
  const seen = new Set<number>();
  const avatars: string[] = [];
  for (const row of [...progress, ...visits]) {
    if (seen.has(row.userId) || !row.avatar) continue;
    seen.add(row.userId);
    avatars.push(row.avatar);
  }
  return avatars.slice(0, LAST_STUDY_AVATARS);
}

/** `countsView`: this is the viewer's first view in the window (modules/views), so it is counted. */
export async function loadCourseDetail(
  db: Db,
  row: CourseRow,
  options: { showContent: boolean; viewerId?: number; countsView: boolean },
): Promise<CourseDetail> {
  const viewCount = (options.countsView ? await countView(db, row.id) : undefined) ?? row.viewCount;
  const mine = await viewerReactions(db, options.viewerId, TargetType.course, row.id);
  const parent = row.parentId ? await findCourse(db, row.parentId) : undefined;
  const [{ n: commentCount }] = await db
    .select({ n: count() })
    .from(comments)
    .where(and(eq(comments.commentType, TargetType.course), eq(comments.contentId, row.id), isNull(comments.deletedAt)));
  return {
    id: row.id,
    type: row.type,
    source_type: row.sourceType,
    content_type: row.contentType,
    title: row.title,
    cover_img: row.coverImg,
    doctor: row.doctor,
    hospital: row.hospital,
    course_desc: row.courseDesc,
    ...(options.showContent ? { content: row.content, ...(row.videoId ? { video_id: row.videoId } : {}) } : {}),
    view_count: viewCount,
    created_at: formatDateTime(row.publishedAt),
    duration_format: formatDuration(row.duration),
    need_auth: row.needAuth === 1 ? 1 : 0,
    need_password: row.needPassword === 1 ? 1 : 0,
    isPasswordAuth: options.showContent,
    isFavorite: mine.isFavorite,
    downloads: row.downloads.map((file) => ({ name: file.name, link: file.link })),
    parent: parent ? { id: parent.id, title: parent.title, source_type: parent.sourceType } : null,
    last_study_user_avatar: await lastStudyAvatars(db, row.id),
    comment_count: commentCount,
  };
}

export async function loadCourseColumn(db: Db, row: CourseRow, options: { countsView: boolean }): Promise<CourseColumn> {
  const viewCount = (options.countsView ? await countView(db, row.id) : undefined) ?? row.viewCount;
  const lessons = await db
    .select({ id: courses.id, type: courses.type, sourceType: courses.sourceType })
    .from(courses)
    .where(eq(courses.parentId, row.id))
    .orderBy(asc(courses.sort), asc(courses.id));
  const items = await loadContentItems(
    db,
    lessons.map((lesson) => ({ originType: originTypeOf(lesson), originId: lesson.id })),
  );
  return {
    id: row.id,
    type: row.type,
    source_type: row.sourceType,
    content_type: row.contentType,
    title: row.title,
    cover_img: row.coverImg,
    doctor: row.doctor,
    hospital: row.hospital,
    course_desc: row.courseDesc,
    content: row.content,
    view_count: viewCount,
    course_count: items.length,
    created_at: formatDateTime(row.publishedAt),
    isFavorite: false,
    items,
  };
}

export interface CourseListFilter {
  categoryId?: number;
  title?: string;
}

export async function listCourses(db: Db, filter: CourseListFilter, paging: Paging): Promise<PagedContent> {
  const where = and(topLevel, filter.categoryId ? eq(courses.categoryId, filter.categoryId) : undefined, titleLike(filter.title));
  return pagedCards(db, where, newestFirst, paging);
}

export async function listCategories(db: Db, type: number, limit: number): Promise<Channel[]> {
  const rows = await db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(and(eq(categories.type, type), eq(categories.enabled, true)))
    .orderBy(asc(categories.sort), asc(categories.id))
    .limit(limit);
  return rows.map((row) => ({ id: row.id, title: row.name, name: row.name }));
}

/** 课程上新: new lessons grouped under their series; a new standalone item is an entry of its own. */
export async function listCourseNew(db: Db, contentType: number | undefined, limit: number): Promise<{ list: CourseNewGroup[]; total: number }> {
  const rows = await db
    .select()
    .from(courses)
    .where(and(eq(courses.isNew, 1), eq(courses.type, 1), contentType === undefined ? undefined : eq(courses.contentType, contentType)))
    .orderBy(desc(courses.publishedAt), desc(courses.id));
  const groups = new Map<number, CourseRow[]>();
  for (const row of rows) {
    const key = row.parentId ?? row.id;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  const keys = [...groups.keys()];
  const parents = new Map<number, CourseRow>();
  const parentIds = keys.filter((key) => groups.get(key)![0].parentId === key);
  if (parentIds.length > 0) {
    for (const parent of await db.select().from(courses).where(inArray(courses.id, parentIds))) parents.set(parent.id, parent);
  }
  const lessonCounts = new Map<number, number>();
  if (parentIds.length > 0) {
    const counted = await db
      .select({ parentId: courses.parentId, n: count() })
      .from(courses)
      .where(inArray(courses.parentId, parentIds))
      .groupBy(courses.parentId);
    for (const c of counted) lessonCounts.set(c.parentId as number, c.n);
  }
  const list = keys.slice(0, limit).map((key): CourseNewGroup => {
    const lessons = groups.get(key)!;
    const newest = lessons[0];
    const series = parents.get(key);
    const head = series ?? newest;
    const total = series ? (lessonCounts.get(series.id) ?? lessons.length) : 1;
    return {
      id: head.id,
      origin_id: head.id,
      origin_type: originTypeOf(head),
      type: head.type,
      course_id: newest.id,
      source_id: key,
      source_type: head.sourceType,
      title: head.title,
      desc: series ? `新增${lessons.length}讲：${newest.title}` : head.courseDesc,
      cover_img: head.coverImg,
      items: lessons.map((lesson) => ({ id: lesson.id, title: lesson.title, created_at: formatDateTime(lesson.publishedAt) })),
      total_count: total,
      current_count: total,
      view_count: head.viewCount,
      created_at: formatDateTime(newest.publishedAt),
    };
  });
  return { list, total: keys.length };
}

export interface RecommendFilter {
  /** Related to this course or video: same category first; itself and its series left out. */
  related?: CourseRow;
  contentType?: number;
}

export async function listCourseRecommend(db: Db, filter: RecommendFilter, paging: Paging): Promise<PagedContent> {
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
  return pagedCards(db, where, [...sameCategoryFirst, desc(courses.top), desc(courses.viewCount), asc(courses.id)], paging);
}

export interface ClinicListFilter {
  contentType: number;
  categoryId?: number;
  title?: string;
}

export async function listClinicCourses(db: Db, filter: ClinicListFilter, paging: Paging): Promise<PagedContent> {
  const where = and(
    topLevel,
    eq(courses.contentType, filter.contentType),
    filter.categoryId ? eq(courses.categoryId, filter.categoryId) : undefined,
    titleLike(filter.title),
  );
  return pagedCards(db, where, newestFirst, paging);
}

export async function listBannersOfType(db: Db, type: number): Promise<Banner[]> {
  const rows = await db
    .select()
    .from(banners)
    .where(and(eq(banners.type, type), eq(banners.enabled, true)))
    .orderBy(asc(banners.sort), asc(banners.id));
  return rows.map((b) => ({ id: b.id, img: b.img, target_url: b.targetUrl, title: b.title }));
}
