import type { FastifyInstance } from 'fastify';
import { requireViewer } from '../../plugins/auth';
import { catalogueRoute } from '../../plugins/catalogue';
import { listAppointments, listFavourites, listFocus, listHistory } from './personal.service';
import { pagingOf } from '../../shared/paging';
import { learningRecord, listContinueLearning } from './learning.service';

/** History and favourites are fetched with pageSize 999; bookings and follows page by 10. */
const WHOLE_LIST = 999;

/** The personal area (我的 and its pages; original calls user history/favorite/appointment/focus). Every list is the caller's own. */
export function personalRoutes(app: FastifyInstance, options: { links?: { hzsf?: string; zxzx?: string } } = {}): void {
  catalogueRoute(app, 'listMyHistory', async (args, request) => listHistory(app.db, requireViewer(request).id, args.type, pagingOf(args, WHOLE_LIST)));
  catalogueRoute(app, 'listMyFavorites', async (args, request) => listFavourites(app.db, requireViewer(request).id, args.type, pagingOf(args, WHOLE_LIST)));
  catalogueRoute(app, 'listMyAppointments', async (args, request) => listAppointments(app.db, requireViewer(request).id, pagingOf(args)));
  catalogueRoute(app, 'listContinueLearning', async (args, request) => listContinueLearning(app.db, requireViewer(request).id, pagingOf(args, 10)));
  catalogueRoute(app, 'getLearningRecord', async (_args, request) => learningRecord(app.db, requireViewer(request).id));
  catalogueRoute(app, 'listMyFocus', async (args, request) => listFocus(app.db, requireViewer(request).id, pagingOf(args), args.title));
  // Only configured shortcuts have an address; the client tells the doctor the others are not open yet.
  catalogueRoute(app, 'getMyLinks', async () => ({ ...options.links }));
}
