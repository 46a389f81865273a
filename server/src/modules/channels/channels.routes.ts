import type { FastifyInstance } from 'fastify';
import { catalogueRoute } from '../../plugins/catalogue';
import { markViewerBookings } from '../bookings';
import { notFoundError } from '../../plugins/envelope';
import { channelExists, findChannelTitle } from './channels.repository';
import { channelMoreTitle, listBanners, listChannelContent, listChannels, listContentSelect, listUpcomingLives, loadChannelHome } from './channels.service';
import { pagingOf } from '../../shared/paging';

/** Channel tabs are few; without a pageSize the client asks for all (pageSize 999). */
const CHANNEL_LIST_LIMIT = 999;
/** listBanners without a type: the home/course banners. */
const DEFAULT_BANNER_TYPE = 1;

/** Home and channels, except the home payload itself. */
export function channelRoutes(app: FastifyInstance): void {
  catalogueRoute(app, 'listChannels', async (args) => ({
    list: await listChannels(app.db, args.origin_type ?? 0, args.pageSize ?? CHANNEL_LIST_LIMIT),
  }));

  catalogueRoute(app, 'listChannelContent', async (args) => {
    if (!(await channelExists(app.db, args.id))) throw notFoundError();
    return listChannelContent(app.db, args.id, args.origin_type, pagingOf(args));
  });

  catalogueRoute(app, 'getChannelHome', async (args) => {
    if (!(await channelExists(app.db, args.id))) throw notFoundError();
    return loadChannelHome(app.db, args.id);
  });

  catalogueRoute(app, 'getChannelMoreTitle', async (args) => {
    const title = await findChannelTitle(app.db, args.id);
    if (title === undefined) throw notFoundError();
    return channelMoreTitle(title, args.origin_type);
  });

  catalogueRoute(app, 'listContentSelect', async (args) =>
    listContentSelect(app.db, { contentType: args.content_type, originType: args.origin_type, keyword: args.keyword }, pagingOf(args)),
  );

  catalogueRoute(app, 'listLives', async (_args, request) => ({ list: await markViewerBookings(app.db, request.viewer?.id, await listUpcomingLives(app.db)) }));

  // /course/api/banner/list is the path the case screen calls; same query, same answer.
  catalogueRoute(app, 'listBanners', async (args) => ({ list: await listBanners(app.db, args.type ?? DEFAULT_BANNER_TYPE) }), {
    aliases: ['/course/api/banner/list'],
  });
}
