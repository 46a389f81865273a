import type { FastifyInstance } from 'fastify';
import { catalogueRoute } from '../../plugins/catalogue';
import { notFoundError } from '../../plugins/envelope';
import { findMeetingNews, listAcademicMeetings, listConferences, listMeetingNews } from './meetings.repository';

/** Spec §9: meetings are paged by 10. */
const MEETING_PAGE_SIZE = 10;

/** 学术会 (spec §2 meeting-list, meeting-list-old, meeting-news-detail; §7 /meeting/api/academic, meeting news/{id}). */
export function meetingRoutes(app: FastifyInstance): void {
  const paging = (args: { page?: number; pageSize?: number }) => ({ page: args.page ?? 1, pageSize: args.pageSize ?? MEETING_PAGE_SIZE });

  catalogueRoute(app, 'listAcademicMeetings', async (args) => listAcademicMeetings(app.db, paging(args)));
  catalogueRoute(app, 'listMeetings', async (args) => listConferences(app.db, paging(args)));
  catalogueRoute(app, 'listMeetingNews', async (args) => listMeetingNews(app.db, paging(args)));

  catalogueRoute(app, 'getMeetingNews', async (args) => {
    const news = await findMeetingNews(app.db, args.id);
    if (!news) throw notFoundError();
    return news;
  });
}
