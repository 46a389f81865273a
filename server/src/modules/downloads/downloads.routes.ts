import type { FastifyInstance } from 'fastify';
import { catalogueRoute } from '../../plugins/catalogue';
import { notFoundError } from '../../plugins/envelope';
import { countDownload, findDownloadDetail, listDownloadCategories, listDownloads } from './downloads.repository';

const DEFAULT_PAGE_SIZE = 10;

/** Guides and materials (spec §2 download list/detail, §7 Downloads). */
export function downloadRoutes(app: FastifyInstance): void {
  catalogueRoute(app, 'listDownloadCategories', async () => ({ list: await listDownloadCategories(app.db) }));

  catalogueRoute(app, 'listDownloads', async (args) =>
    listDownloads(
      app.db,
      { categoryId: args.category_id, title: args.title },
      { page: args.page ?? 1, pageSize: args.pageSize ?? DEFAULT_PAGE_SIZE },
    ),
  );

  catalogueRoute(app, 'getDownloadDetail', async (args) => {
    const detail = await findDownloadDetail(app.db, args.id);
    if (!detail) throw notFoundError();
    return detail;
  });

  catalogueRoute(app, 'updateDownloadCount', async (args) => {
    const counted = await countDownload(app.db, args.id);
    if (!counted) throw notFoundError();
    return counted;
  });
}
