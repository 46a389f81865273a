import type { FastifyInstance } from 'fastify';
import { requireViewer } from '../../plugins/auth';
import { catalogueRoute } from '../../plugins/catalogue';
import { listAppointments, listFavourites, listFocus, listHistory } from './personal.repository';

/** History and favourites are fetched with pageSize 999; bookings and follows page by 10. */
const WHOLE_LIST = 999;
const PAGE_SIZE = 10;
export const DEFAULT_MY_LINKS = { hzsf: '/my-service', zxzx: '/my-service' } as const;

/** The personal area (我的 and its pages; original calls user history/favorite/appointment/focus). Every list is the caller's own. */
export function personalRoutes(app: FastifyInstance, options: { links?: { hzsf: string; zxzx: string } } = {}): void {
  const paging = (args: { page?: number; pageSize?: number }, size: number) => ({ page: args.page ?? 1, pageSize: args.pageSize ?? size });

  catalogueRoute(app, 'listMyHistory', async (args, request) => listHistory(app.db, requireViewer(request).id, args.type, paging(args, WHOLE_LIST)));
  catalogueRoute(app, 'listMyFavorites', async (args, request) => listFavourites(app.db, requireViewer(request).id, args.type, paging(args, WHOLE_LIST)));
  catalogueRoute(app, 'listMyAppointments', async (args, request) => listAppointments(app.db, requireViewer(request).id, paging(args, PAGE_SIZE)));
  catalogueRoute(app, 'listMyFocus', async (args, request) => listFocus(app.db, requireViewer(request).id, paging(args, PAGE_SIZE), args.title));
  catalogueRoute(app, 'getMyLinks', async () => ({ ...(options.links ?? DEFAULT_MY_LINKS) }));
}
