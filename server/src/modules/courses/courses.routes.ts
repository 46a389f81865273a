import type { FastifyInstance } from 'fastify';
import { catalogueRoute } from '../../plugins/catalogue';
import { draftAnswer } from '../../plugins/draft-preview';
import { AppError } from '../../plugins/envelope';
import { hasContentPass } from '../../plugins/content-pass';
import { viewerOf } from '../views';
import {
  CATEGORY_LIMIT,
  CATEGORY_TYPE,
  CLINIC_BANNER_TYPE,
  PASSWORD_TYPE,
  SOURCE_TYPE,
  listBannersOfType,
  listCategories,
  listClinicCourses,
  listCourseNew,
  listCourseRecommend,
  listCourses,
  loadCourseColumn,
  loadCourseDetail,
} from './courses.service';
import { findCourse, findCourseItemId } from './courses.repository';
import { pagingOf } from '../../shared/paging';

const CLINIC_CONTENT_TYPE = 7;
/** The clinic lists come whole (pageSize 999) unless a screen asks otherwise. */
const CLINIC_PAGE_SIZE = 999;

const courseNotFound = () => new AppError(404, '课程不存在');
const columnNotFound = () => new AppError(404, '系列课程不存在');

/** Courses, videos, course/video columns and the clinic (临床好课) and scientific (科研好课) screens. */
export function courseRoutes(app: FastifyInstance): void {
  catalogueRoute(app, 'getCourseDetail', async (args, request, reply) => {
    // A draft preview (手机预览) of the course, or of the series whose lesson this is: shown unlocked, no view
    // counted, no points paid, nothing cached.
    const draft = await draftAnswer(app, request, reply, { kinds: ['course'], id: (db) => findCourseItemId(db, args.id) }, async (db) => {
      const row = await findCourse(db, args.id);
      return row?.type === 1 ? loadCourseDetail(db, row, { showContent: true, viewerId: request.viewer?.id, countsView: false }) : undefined;
    });
    if (draft) return draft;
    const row = await findCourse(app.db, args.id);
    // Detail pages show single courses and videos; a series has its own catalogue page.
    if (!row || row.type !== 1) throw courseNotFound();
    const type = row.sourceType === SOURCE_TYPE.video ? PASSWORD_TYPE.video : PASSWORD_TYPE.course;
    const showContent = row.needPassword !== 1 || hasContentPass(request, { type, id: row.id });
    // 观看学习 is paid after a minute of playback (recordProgress), not for opening the page.
    const countsView = await app.uniqueViews.claim('course', row.id, viewerOf(request));
    return loadCourseDetail(app.db, row, { showContent, viewerId: request.viewer?.id, countsView });
  });

  catalogueRoute(app, 'getCourseColumn', async (args, request, reply) => {
    const draft = await draftAnswer(app, request, reply, { kinds: ['course'], id: args.id }, async (db) => {
      const row = await findCourse(db, args.id);
      return row?.type === 2 ? loadCourseColumn(db, row, { countsView: false }) : undefined;
    });
    if (draft) return draft;
    const row = await findCourse(app.db, args.id);
    if (!row || row.type !== 2) throw columnNotFound();
    return loadCourseColumn(app.db, row, { countsView: await app.uniqueViews.claim('course', row.id, viewerOf(request)) });
  });

  catalogueRoute(app, 'listCourses', async (args) => listCourses(app.db, { categoryId: args.category_id, title: args.title }, pagingOf(args)));

  catalogueRoute(app, 'listCourseCategories', async (args) => ({
    list: await listCategories(app.db, CATEGORY_TYPE.course, args.pageSize ?? CATEGORY_LIMIT),
  }));

  catalogueRoute(app, 'listCourseNew', async (args) => listCourseNew(app.db, args.content_type, args.pageSize ?? CATEGORY_LIMIT));

  catalogueRoute(app, 'listCourseRecommend', async (args) => {
    const related = args.course_id === undefined ? undefined : await findCourse(app.db, args.course_id);
    if (args.course_id !== undefined && !related) throw courseNotFound();
    return listCourseRecommend(app.db, { related, contentType: args.content_type }, pagingOf(args));
  });

  catalogueRoute(app, 'listClinicCategories', async (args) => ({
    list: await listCategories(app.db, args.content_type ?? CLINIC_CONTENT_TYPE, args.pageSize ?? CATEGORY_LIMIT),
  }));

  catalogueRoute(app, 'listClinicCourses', async (args) =>
    listClinicCourses(
      app.db,
      { contentType: args.content_type ?? CLINIC_CONTENT_TYPE, categoryId: args.category_id, title: args.title },
      pagingOf(args, CLINIC_PAGE_SIZE),
    ),
  );

  catalogueRoute(app, 'listClinicBanners', async () => ({ list: await listBannersOfType(app.db, CLINIC_BANNER_TYPE) }));
}
