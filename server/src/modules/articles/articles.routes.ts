import type { FastifyInstance, FastifyRequest } from 'fastify';
import { catalogueRoute } from '../../plugins/catalogue';
import { draftAnswer } from '../../plugins/draft-preview';
import { AppError, notFoundError } from '../../plugins/envelope';
import { createPayloadCache } from '../../plugins/payload-cache';
import { CACHE_CHANNELS } from '../../providers/cache-bus';
import { hasContentPass } from '../../plugins/content-pass';
import { CONTENT_TYPE, findArticle, medicalColumnExists } from './articles.repository';
import {
  MEDICAL_COLUMN_ITEMS,
  listArticleCategories,
  listArticles,
  listColumnItems,
  loadArticleColumn,
  loadArticleDetail,
  loadDetailShared,
  detailSharedKey,
  type DetailShared,
} from './articles.service';
import { createArticleViews } from './article-views';
import { createArticleRows } from './article-rows';
import { viewerOf } from '../views';
import { loadMedicalColumn, loadMedicalColumnIndex, loadTextPage } from './medical-columns.service';
import { pagingOf } from '../../shared/paging';

/** Password type of articles and cases in check_password / hasContentPass. */
const ARTICLE_PASSWORD_TYPE = 2;
const ARTICLE_CATEGORY_TYPE = 2;

/** Who is reading: the access token's user (request.viewer), undefined for a visitor (follow states 0). */
function viewerId(request: FastifyRequest): number | undefined {
  return request.viewer?.id;
}

type ArticleRow = NonNullable<Awaited<ReturnType<typeof findArticle>>>;

const notAColumn = () => new AppError(404, '专栏不存在');

/**
 * How long a detail's viewer-independent parts (parent column, recommendation cards) are reused in a
 * process: about the view counter's own delay (other processes' views show after their flush), so the
 * cards' view counts lag no more than they already could, while a read article costs one query instead
 * of four. The article row itself (body, counters) and the viewer's likes, favourites and subscriptions
 * are read on every request.
 */
export const DETAIL_SHARED_TTL_MS = 2_000;
/** Cache bus channel that drops every process's cached detail parts (publish after editing articles or columns). */
export const ARTICLE_CACHE_CHANNEL = 'articles';

/** Articles, cases, medical columns and text pages. */
export function articleRoutes(app: FastifyInstance, options: { rowCacheMs?: number } = {}): void {
  const rows = createArticleRows(app, options.rowCacheMs ?? 0);
  // Views are added up in the process and written about once a second (article-views.ts).
  const views = createArticleViews(app.db, {
    onError: (error) => app.log.warn({ err: error }, 'article views: flush failed'),
    onWritten: (ids) => rows.drop(ids),
  });
  app.addHook('onClose', () => views.close());

  // Keyed by the row's own fields the parts depend on (detailSharedKey); the loader reads the row from
  // sharedRows, which get() calls at once (synchronously) on a miss.
  const sharedRows = new Map<string, ArticleRow>();
  const shared = createPayloadCache<DetailShared>({
    name: 'article-details',
    ttlMs: DETAIL_SHARED_TTL_MS,
    maxEntries: 2000,
    load: (key) => loadDetailShared(app.db, sharedRows.get(key)!),
  });
  // Article or column edits published on ARTICLE_CACHE_CHANNEL, home edits, and a reconnection to Redis
  // (RESYNC) drop the cached parts in every process.
  const dropShared = () => shared.invalidate();
  app.cacheBus.subscribe(ARTICLE_CACHE_CHANNEL, () => {
    dropShared();
    rows.dropAll();
  });
  app.cacheBus.subscribe(CACHE_CHANNELS.home, dropShared);
  const cachedShared = (row: ArticleRow): Promise<DetailShared> => {
    const key = detailSharedKey(row);
    const hit = shared.peek(key);
    if (hit) return Promise.resolve(hit);
    sharedRows.set(key, row);
    try {
      return shared.get(key);
    } finally {
      sharedRows.delete(key);
    }
  };

  catalogueRoute(app, 'getArticleDetail', async (args, request, reply) => {
    const wanted = (row: { contentType: number }) => args.content_type === undefined || row.contentType === args.content_type;
    // A draft preview link (the back office's 手机预览): the draft as it would read, password and all shown
    // to the operator, counting no view and filling no cache.
    const draft = await draftAnswer(app, request, reply, { kinds: ['article', 'case'], id: args.id }, async (db) => {
      const row = await findArticle(db, args.id);
      return row && wanted(row) ? loadArticleDetail(db, row, { showContent: true, viewerId: viewerId(request), viewCount: row.viewCount }) : undefined;
    });
    if (draft) return draft;
    // One view per viewer per article per window (modules/views); repeats only read.
    const counts = async (found: ArticleRow) => wanted(found) && (await app.uniqueViews.claim('article', found.id, viewerOf(request)));
    const { row, viewCount } = await views.read(() => rows.find(args.id), counts);
    if (!row || !wanted(row)) throw notFoundError();
    const showContent = row.needPassword !== 1 || (await hasContentPass(request, { type: ARTICLE_PASSWORD_TYPE, id: row.id }));
    // Reading pays no points: 观看学习 is for a course or a live (每观看一个课程或直播).
    return loadArticleDetail(app.db, row, { showContent, viewerId: viewerId(request), viewCount, shared: cachedShared });
  });

  catalogueRoute(app, 'listArticles', async (args) =>
    listArticles(app.db, { contentType: args.content_type ?? CONTENT_TYPE.article, categoryId: args.category_id, title: args.title }, pagingOf(args)),
  );

  catalogueRoute(app, 'listArticleCategories', async (args) => ({
    list: await listArticleCategories(app.db, args.type ?? ARTICLE_CATEGORY_TYPE),
  }));

  catalogueRoute(app, 'listArticleItems', async (args, request, reply) => {
    const medical = args.content_type === MEDICAL_COLUMN_ITEMS;
    // A draft column's page lists what the column would hold once published (its published articles).
    const draft = medical
      ? await draftAnswer(app, request, reply, { kinds: ['medical-column'], id: args.id }, async (db) =>
          (await medicalColumnExists(db, args.id)) ? listColumnItems(db, args.id, true, pagingOf(args)) : undefined,
        )
      : undefined;
    if (draft) return draft;
    if (medical) {
      if (!(await medicalColumnExists(app.db, args.id))) throw notAColumn();
    } else {
      const column = await findArticle(app.db, args.id);
      if (!column || column.type !== 2) throw notAColumn();
    }
    return listColumnItems(app.db, args.id, medical, pagingOf(args));
  });

  catalogueRoute(app, 'getArticleColumn', async (args, request) => {
    const row = await findArticle(app.db, args.id);
    if (!row || row.type !== 2) throw notAColumn();
    return loadArticleColumn(app.db, row, viewerId(request));
  });

  catalogueRoute(app, 'getMedicalColumnIndex', async (_args, request) => loadMedicalColumnIndex(app.db, viewerId(request)));

  catalogueRoute(app, 'getMedicalColumn', async (args, request, reply) => {
    const draft = await draftAnswer(app, request, reply, { kinds: ['medical-column'], id: args.id }, (db) => loadMedicalColumn(db, args.id, viewerId(request)));
    if (draft) return draft;
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
