import type { FastifyInstance } from 'fastify';
import { catalogueRoute } from '../../plugins/catalogue';
import { draftAnswer } from '../../plugins/draft-preview';
import { AppError, notFoundError } from '../../plugins/envelope';
import { markViewerBookings } from '../bookings';
import { findMeetingIdByUuid } from './meetings.repository';
import { findMeetingByUuid, findMeetingNews, listAcademicMeetings, listConferences, listMeetingNews } from './meetings.service';
import { pagingOf } from '../../shared/paging';

/** The refusal for a uuid no meeting has (the meeting page then shows 页面不存在). */
export const MEETING_NOT_FOUND = '会议不存在';

/** 学术会 (routes meeting-list, meeting-list-old, meeting, meeting-news-detail; original calls /meeting/api/academic, meeting news/{id}). */
export function meetingRoutes(app: FastifyInstance): void {
  // isApply is the viewer's own sign-up (false for visitors).
  catalogueRoute(app, 'listAcademicMeetings', async (args, request) => {
    const page = await listAcademicMeetings(app.db, pagingOf(args));
    return { ...page, list: await markViewerBookings(app.db, request.viewer?.id, page.list) };
  });
  catalogueRoute(app, 'listMeetings', async (args, request) => {
    const page = await listConferences(app.db, pagingOf(args));
    return { ...page, list: await markViewerBookings(app.db, request.viewer?.id, page.list) };
  });
  catalogueRoute(app, 'getMeeting', async (args, request, reply) => {
    const draft = await draftAnswer(app, request, reply, { kinds: ['meeting'], id: (db) => findMeetingIdByUuid(db, args.uuid) }, async (db) => {
      const meeting = await findMeetingByUuid(db, args.uuid);
      return meeting && (await markViewerBookings(db, request.viewer?.id, [meeting]))[0];
    });
    if (draft) return draft;
    const meeting = await findMeetingByUuid(app.db, args.uuid);
    if (!meeting) throw new AppError(404, MEETING_NOT_FOUND);
    const [marked] = await markViewerBookings(app.db, request.viewer?.id, [meeting]);
    return marked;
  });
  catalogueRoute(app, 'listMeetingNews', async (args) => listMeetingNews(app.db, pagingOf(args)));

  catalogueRoute(app, 'getMeetingNews', async (args) => {
    const news = await findMeetingNews(app.db, args.id);
    if (!news) throw notFoundError();
    return news;
  });
}
