import type { FastifyInstance, FastifyRequest } from 'fastify';
import { catalogueRoute } from '../../plugins/catalogue';
import { AppError, notFoundError } from '../../plugins/envelope';
import { hasContentPass } from '../gates/content-pass';
import { awardQuietly } from '../points/points.service';
import {
  CONTENT_TYPE,
  DEFAULT_PAGE_SIZE,
  MEDICAL_COLUMN_ITEMS,
  findArticle,
  listArticleCategories,
  listArticles,
  listColumnItems,
  loadArticleColumn,
  loadArticleDetail,
  medicalColumnExists,
} from './articles.repository';
import { createArticleViews } from './article-views';
import { loadMedicalColumn, loadMedicalColumnIndex, loadTextPage } from './medical-columns.repository';

/** Password type of articles and cases in check_password / hasContentPass. */
const ARTICLE_PASSWORD_TYPE = 2;
const ARTICLE_CATEGORY_TYPE = 2;

/** Who is reading: the access token's user (request.viewer), undefined for a visitor (follow states 0). */
function viewerId(request: FastifyRequest): number | undefined {
  return request.viewer?.id;
}

const notAColumn = () => new AppError(404, '专栏不存在');

/** Articles, cases, medical columns and text pages (spec §7 "Details" and "Home and channels"). */
export function articleRoutes(app: FastifyInstance): void {
  // Views are added up in the process and written about once a second (article-views.ts).
  const views = createArticleViews(app.db, { onError: (error) => app.log.warn({ err: error }, 'article views: flush failed') });
  app.addHook('onClose', () => views.close());

  catalogueRoute(app, 'getArticleDetail', async (args, request) => {
    const wanted = (row: { contentType: number }) => args.content_type === undefined || row.contentType === args.content_type;
    const { row, viewCount } = await views.read(() => findArticle(app.db, args.id), wanted);
    if (!row || !wanted(row)) throw notFoundError();
    const showContent = row.needPassword !== 1 || (await hasContentPass(request, { type: ARTICLE_PASSWORD_TYPE, id: row.id }));
    const viewer = viewerId(request);
    if (viewer) await awardQuietly(app.db, viewer, 'view', { itemKey: `article-${row.id}` }, request.log);
    return loadArticleDetail(app.db, row, { showContent, viewerId: viewer, viewCount });
  });

  catalogueRoute(app, 'listArticles', async (args) =>
    listArticles(
      app.db,
      { contentType: args.content_type ?? CONTENT_TYPE.article, categoryId: args.category_id, title: args.title },
      { page: args.page ?? 1, pageSize: args.pageSize ?? DEFAULT_PAGE_SIZE },
    ),
  );

  catalogueRoute(app, 'listArticleCategories', async (args) => ({
    list: await listArticleCategories(app.db, args.type ?? ARTICLE_CATEGORY_TYPE),
  }));

  catalogueRoute(app, 'listArticleItems', async (args) => {
    const medical = args.content_type === MEDICAL_COLUMN_ITEMS;
    if (medical) {
      if (!(await medicalColumnExists(app.db, args.id))) throw notAColumn();
    } else {
      const column = await findArticle(app.db, args.id);
      if (!column || column.type !== 2) throw notAColumn();
    }
    return listColumnItems(app.db, args.id, medical, { page: args.page ?? 1, pageSize: args.pageSize ?? DEFAULT_PAGE_SIZE });
  });

  catalogueRoute(app, 'getArticleColumn', async (args, request) => {
    const row = await findArticle(app.db, args.id);
    if (!row || row.type !== 2) throw notAColumn();
    return loadArticleColumn(app.db, row, viewerId(request));
  });

  catalogueRoute(app, 'getMedicalColumnIndex', async (_args, request) => loadMedicalColumnIndex(app.db, viewerId(request)));

  catalogueRoute(app, 'getMedicalColumn', async (args, request) => {
    const column = await loadMedicalColumn(app.db, args.id, viewerId(request));
    if (!column) throw notAColumn();
    return column;
  });

  catalogueRoute(app, 'getTextPage', async (args) => {
    const page = await loadTextPage(app.db, args.id);
    if (!page) throw notFoundError();
    return page;
  });
}
