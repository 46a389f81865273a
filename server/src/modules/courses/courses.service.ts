import type { Banner, Channel, CourseColumn, CourseDetail, CourseNewGroup, PagedContent } from '../../../../contract/generated/schema-types';
import type { Db } from '../../db/database';
import { TargetType } from '../../db/target-types';
import { sanitizeRichHtml } from '../../html/rich-html';
import { OriginType } from '../../../../contract/constants';
import { formatDateTime, formatDuration } from '../../shared/content/content-format';
import { loadContentItems, type ContentRef } from '../../shared/content/content-items';
import { beyondEnd, pageOf, type Paging } from '../../shared/paging';
import { viewerReactions } from '../reactions';
import {
  clinicQuery,
  countCourseComments,
  countCourses,
  courseListQuery,
  findCourse,
  incrementCourseViews,
  latestLearners,
  latestVisitors,
  lessonCounts,
  recommendQuery,
  selectBanners,
  selectCategories,
  selectCourseKinds,
  selectCoursesByIds,
  selectLessonKinds,
  selectNewItems,
  type ClinicListFilter,
  type CourseListFilter,
  type CourseQuery,
  type CourseRow,
  type RecommendFilter,
} from './courses.repository';

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

/** Cards: a single video is origin_type 3; courses and every series are 1 (source_type tells video columns apart). */
export const originTypeOf = (row: Pick<CourseRow, 'type' | 'sourceType'>): number =>
  row.type === 1 && row.sourceType === SOURCE_TYPE.video ? OriginType.video : OriginType.course;

async function pagedCards(db: Db, query: CourseQuery, paging: Paging): Promise<PagedContent> {
  const total = await countCourses(db, query);
  if (beyondEnd(total, paging)) return pageOf([], total, paging);
  const rows = await selectCourseKinds(db, query, paging);
  const refs: ContentRef[] = rows.map((row) => ({ originType: originTypeOf(row), originId: row.id }));
  return pageOf(await loadContentItems(db, refs), total, paging);
}

/** Latest learners: study progress first, then footprints, one avatar per user. */
async function lastStudyAvatars(db: Db, id: number): Promise<string[]> {
  const progress = await latestLearners(db, id, [PASSWORD_TYPE.course, PASSWORD_TYPE.video], LAST_STUDY_AVATARS);
  const visits = await latestVisitors(db, id, LAST_STUDY_AVATARS * 2);
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
/** What a course's detail and a column's page both start with. */
function courseHeading(row: CourseRow) {
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
  };
}

export async function loadCourseDetail(
  db: Db,
  row: CourseRow,
  options: { showContent: boolean; viewerId?: number; countsView: boolean },
): Promise<CourseDetail> {
  const viewCount = (options.countsView ? await incrementCourseViews(db, row.id) : undefined) ?? row.viewCount;
  const mine = await viewerReactions(db, options.viewerId, TargetType.course, row.id);
  const parent = row.parentId ? await findCourse(db, row.parentId) : undefined;
  const commentCount = await countCourseComments(db, row.id);
  return {
    ...courseHeading(row),
    ...(options.showContent ? { content: sanitizeRichHtml(row.content), ...(row.videoId ? { video_id: row.videoId } : {}) } : {}),
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
  const viewCount = (options.countsView ? await incrementCourseViews(db, row.id) : undefined) ?? row.viewCount;
  const lessons = await selectLessonKinds(db, row.id);
  const items = await loadContentItems(
    db,
    lessons.map((lesson) => ({ originType: originTypeOf(lesson), originId: lesson.id })),
  );
  return {
    ...courseHeading(row),
    content: sanitizeRichHtml(row.content),
    view_count: viewCount,
    course_count: items.length,
    created_at: formatDateTime(row.publishedAt),
    isFavorite: false,
    items,
  };
}

export async function listCourses(db: Db, filter: CourseListFilter, paging: Paging): Promise<PagedContent> {
  return pagedCards(db, courseListQuery(filter), paging);
}

export async function listCategories(db: Db, type: number, limit: number): Promise<Channel[]> {
  const rows = await selectCategories(db, type, limit);
  return rows.map((row) => ({ id: row.id, title: row.name, name: row.name }));
}

/** 课程上新: new lessons grouped under their series; a new standalone item is an entry of its own. */
export async function listCourseNew(db: Db, contentType: number | undefined, limit: number): Promise<{ list: CourseNewGroup[]; total: number }> {
  const rows = await selectNewItems(db, contentType);
  const groups = new Map<number, CourseRow[]>();
  for (const row of rows) {
    const key = row.parentId ?? row.id;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  const keys = [...groups.keys()];
  const parents = new Map<number, CourseRow>();
  const parentIds = keys.filter((key) => groups.get(key)![0].parentId === key);
  if (parentIds.length > 0) {
    for (const parent of await selectCoursesByIds(db, parentIds)) parents.set(parent.id, parent);
  }
  const lessonCountOf = parentIds.length > 0 ? await lessonCounts(db, parentIds) : new Map<number, number>();
  const list = keys.slice(0, limit).map((key): CourseNewGroup => {
    const lessons = groups.get(key)!;
    const newest = lessons[0];
    const series = parents.get(key);
    const head = series ?? newest;
    const total = series ? (lessonCountOf.get(series.id) ?? lessons.length) : 1;
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

export async function listCourseRecommend(db: Db, filter: RecommendFilter, paging: Paging): Promise<PagedContent> {
  return pagedCards(db, recommendQuery(filter), paging);
}

export async function listClinicCourses(db: Db, filter: ClinicListFilter, paging: Paging): Promise<PagedContent> {
  return pagedCards(db, clinicQuery(filter), paging);
}

export async function listBannersOfType(db: Db, type: number): Promise<Banner[]> {
  const rows = await selectBanners(db, type);
  return rows.map((b) => ({ id: b.id, img: b.img, target_url: b.targetUrl, title: b.title }));
}
