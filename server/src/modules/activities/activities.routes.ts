import type { FastifyInstance } from 'fastify';
import { catalogueRoute } from '../../plugins/catalogue';
import { draftAnswer } from '../../plugins/draft-preview';
import { notFoundError } from '../../plugins/envelope';
import { findActivityDetail, listMonthActivities, loadActivityCalendar, parseMonth } from './activities.service';

/** The activity list is fetched whole (pageSize 999). */
const ACTIVITY_PAGE_SIZE = 999;

/** Activity calendar and detail (original call activity list: date YYYY-MM, pageSize 999). */
export function activityRoutes(app: FastifyInstance, options: { now?: () => Date } = {}): void {
  const now = options.now ?? (() => new Date());

  catalogueRoute(app, 'getActivityCalendar', async () => loadActivityCalendar(app.db, now()));

  catalogueRoute(app, 'listActivities', async (args) => {
    const at = now();
    // The schema's pattern already refused months like 2024-13.
    const date = args.date ?? (await loadActivityCalendar(app.db, at)).current;
    return listMonthActivities(app.db, parseMonth(date), at, args.pageSize ?? ACTIVITY_PAGE_SIZE);
  });

  catalogueRoute(app, 'getActivityDetail', async (args, request, reply) => {
    const draft = await draftAnswer(app, request, reply, { kinds: ['activity'], id: args.id }, (db) => findActivityDetail(db, args.id, request.viewer?.id));
    if (draft) return draft;
    const detail = await findActivityDetail(app.db, args.id, request.viewer?.id);
    if (!detail) throw notFoundError();
    return detail;
  });
}
