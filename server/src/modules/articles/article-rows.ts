import type { FastifyInstance } from 'fastify';
import { createPayloadCache } from '../../plugins/payload-cache';
import { CACHE_CHANNELS, RESYNC } from '../../providers/cache-bus';
import { findArticle } from './articles.repository';

type ArticleRow = NonNullable<Awaited<ReturnType<typeof findArticle>>>;

/** Articles kept per process; ids come from URLs, so a crawl only pushes out the oldest. */
const MAX_CACHED_ROWS = 5000;

export interface ArticleRows {
  /** The article's row (undefined: no such article), read again at most every `ttlMs`. */
  find(id: number): Promise<ArticleRow | undefined>;
  /** Forgets these articles' rows in this process (their view counts were just written). */
  drop(ids: Iterable<number>): void;
  /** Forgets every row in this process. */
  dropAll(): void;
}

/**
 * Article rows reused in a process for `ttlMs` (ARTICLE_CACHE_MS). A popular article is read by many
 * doctors a second, and its row (body, counters) is the same for all of them: reused, a visitor's detail
 * costs no statement and a signed-in one only the viewer's own reactions. What could make a reused row
 * wrong is dropped: this process's view flush drops the flushed ids (so a reader still sees their own
 * view, see article-views.ts), a like anywhere drops that article everywhere (CACHE_CHANNELS.articleRows), and
 * anything else (another process's views, an edit outside the app) shows within `ttlMs`. 0 turns it off.
 */
export function createArticleRows(app: FastifyInstance, ttlMs: number): ArticleRows {
  if (ttlMs <= 0) return { find: (id) => findArticle(app.db, id), drop: () => undefined, dropAll: () => undefined };
  // Wrapped, so that "no such article" is kept too and a flood of unknown ids is not a statement each.
  const cache = createPayloadCache<{ row: ArticleRow | undefined }>({
    name: 'article-rows',
    ttlMs,
    maxEntries: MAX_CACHED_ROWS,
    load: async (key) => ({ row: await findArticle(app.db, Number(key)) }),
  });
  // A like publishes the article's id; an empty message, or a reconnection to Redis (RESYNC), drops them all.
  app.cacheBus.subscribe(CACHE_CHANNELS.articleRows, (message) => {
    if (message === '' || message === RESYNC) cache.invalidate();
    else cache.invalidate(message);
  });
  return {
    async find(id) {
      const key = String(id);
      return (cache.peek(key) ?? (await cache.get(key))).row;
    },
    drop(ids) {
      for (const id of ids) cache.invalidate(String(id));
    },
    dropAll() {
      cache.invalidate();
    },
  };
}
