import type { ArticleColumn, ArticleDetail, ArticleParent, Channel, PagedContent } from '../../../../contract/generated/schema-types';
import type { Db } from '../../db/database';
import { TargetType } from '../../db/target-types';
import { OriginType } from '../../../../contract/constants';
import { formatDateTime } from '../../shared/content/content-format';
import { loadContentItems, type ContentRef } from '../../shared/content/content-items';
import { beyondEnd, pageOf, type Paging } from '../../shared/paging';
import { sanitizeRichHtml } from '../../html/rich-html';
import { viewerReactions } from '../reactions';
import {
  CONTENT_TYPE,
  articleListQuery,
  columnItemsQuery,
  countArticles,
  countColumnItems,
  findArticle,
  selectArticleCategories,
  selectArticleKinds,
  selectFollowedIds,
  selectRecommendIds,
  type ArticleListFilter,
  type ArticleQuery,
  type ArticleRow,
} from './articles.repository';
import { findMedicalColumn } from './medical-columns.repository';

/** Related recommendations under an article (refresh size 5 for related lists). */
export const RECOMMEND_SIZE = 5;
/** listArticleItems with content_type 30: the id is a medical column's. */
export const MEDICAL_COLUMN_ITEMS = 30;

const originTypeOf = (row: Pick<ArticleRow, 'contentType'>) => (row.contentType === CONTENT_TYPE.case ? OriginType.case : OriginType.article);

/** A page of article rows as cards, through the one content mapper. */
async function pagedCards(db: Db, query: ArticleQuery, paging: Paging): Promise<PagedContent> {
  const total = await countArticles(db, query);
  if (beyondEnd(total, paging)) return pageOf([], total, paging);
  const rows = await selectArticleKinds(db, query, paging);
  const refs: ContentRef[] = rows.map((row) => ({ originType: originTypeOf(row), originId: row.id }));
  return pageOf(await loadContentItems(db, refs), total, paging);
}

/**
 * Article list: top-level singles (articles inside a column are reached through it); for cases also the
 * case columns, which the case list shows as series cards.
 */
export async function listArticles(db: Db, filter: ArticleListFilter, paging: Paging): Promise<PagedContent> {
  return pagedCards(db, articleListQuery(filter), paging);
}

export async function listArticleCategories(db: Db, type: number): Promise<Channel[]> {
  const rows = await selectArticleCategories(db, type);
  return rows.map((c) => ({ id: c.id, title: c.name, name: c.name }));
}

/** Items of a column (parent_id) in the operator's order, or a medical column's articles, newest first. */
export async function listColumnItems(db: Db, id: number, medical: boolean, paging: Paging): Promise<PagedContent> {
  return pagedCards(db, columnItemsQuery(id, medical), paging);
}

/** The viewer's follows of `targetType` among `ids` (empty for a visitor). */
async function followedIds(db: Db, viewerId: number | undefined, targetType: number, ids: number[]): Promise<Set<number>> {
  if (viewerId === undefined || ids.length === 0) return new Set();
  return new Set(await selectFollowedIds(db, viewerId, targetType, ids));
}

export async function loadArticleColumn(db: Db, row: ArticleRow, viewerId?: number): Promise<ArticleColumn> {
  const n = await countColumnItems(db, row.id);
  const followed = await followedIds(db, viewerId, TargetType.article, [row.id]);
  return {
    id: row.id,
    content_type: row.contentType,
    title: row.title,
    desc: row.desc,
    cover_img: row.coverImg,
    author: row.author,
    current_count: n,
    total_count: n,
    view_count: row.viewCount,
    is_subscribe: followed.has(row.id) ? 1 : 0,
  };
}

/** The detail's parent column without the viewer's subscription, and which follows table it is in. */
interface SharedParent {
  parent: Omit<ArticleParent, 'is_subscribe'>;
  followType: number;
}

async function loadParentInfo(db: Db, row: ArticleRow): Promise<SharedParent | null> {
  if (row.parentId !== null) {
    const column = await findArticle(db, row.parentId);
    if (column) {
      return {
        parent: { id: column.id, title: column.title, logo: column.coverImg, desc: column.desc, origin_type: originTypeOf(column), type: 2 },
        followType: TargetType.article,
      };
    }
  }
  if (row.medicalColumnId === null) return null;
  const column = await findMedicalColumn(db, row.medicalColumnId);
  if (!column) return null;
  return {
    parent: { id: column.id, title: column.title, logo: column.logo, desc: column.desc, origin_type: OriginType.medicalColumn, type: 2 },
    followType: TargetType.medicalColumn,
  };
}

/** Same kind and category, newest first, without the article itself. */
async function loadRecommend(db: Db, row: ArticleRow) {
  const rows = await selectRecommendIds(db, { contentType: row.contentType, categoryId: row.categoryId, excludeId: row.id }, RECOMMEND_SIZE);
  return loadContentItems(
    db,
    rows.map((r) => ({ originType: originTypeOf(row), originId: r.id })),
  );
}

/** The parts of a detail that are the same for every viewer: the parent column and the recommendations. */
export interface DetailShared {
  parent: SharedParent | null;
  recommend: ArticleDetail['recommend'];
}

/** Everything DetailShared depends on in the article's own row: a row edited there gets another key. */
export function detailSharedKey(row: ArticleRow): string {
  return `${row.id}:${row.contentType}:${row.categoryId}:${row.parentId}:${row.medicalColumnId}`;
}

export async function loadDetailShared(db: Db, row: ArticleRow): Promise<DetailShared> {
  const [parent, recommend] = await Promise.all([loadParentInfo(db, row), loadRecommend(db, row)]);
  return { parent, recommend };
}

export interface DetailOptions {
  /** False while a need_password item's password has not passed: the body is left out. */
  showContent: boolean;
  viewerId?: number;
  /** The view count to show, this visit included (the route counts the view, see article-views.ts). */
  viewCount: number;
  /** Where the viewer-independent parts come from (the route caches them briefly); default: the database. */
  shared?: (row: ArticleRow) => Promise<DetailShared>;
}

/**
 * The article detail: the shared parts (usually cached), then the viewer's reactions and their subscription
 * to the parent in one statement. The row (counters) and everything about the viewer are always read fresh.
 */
export async function loadArticleDetail(db: Db, row: ArticleRow, options: DetailOptions): Promise<ArticleDetail> {
  const { parent: shared, recommend } = await (options.shared ?? ((r: ArticleRow) => loadDetailShared(db, r)))(row);
  // The viewer's like, favourite and subscription to the parent column in one statement.
  const mine = await viewerReactions(
    db,
    options.viewerId,
    TargetType.article,
    row.id,
    shared ? { targetType: shared.followType, targetId: shared.parent.id } : undefined,
  );
  const subscribed = mine.follows;
  const parent: ArticleParent | null = shared ? { ...shared.parent, is_subscribe: subscribed ? 1 : 0 } : null;
  return {
    id: row.id,
    type: row.type,
    content_type: row.contentType,
    title: row.title,
    desc: row.desc,
    cover_img: row.coverImg,
    author: row.author,
    // Sanitised again on read: rows written before the sanitiser (or by hand) must not reach the page raw.
    ...(options.showContent ? { content: sanitizeRichHtml(row.content, { proxyImages: true }) } : {}),
    created_at: formatDateTime(row.publishedAt),
    view_count: options.viewCount,
    like_count: row.likeCount,
    isLike: mine.isLike,
    isFavorite: mine.isFavorite,
    top: row.top,
    need_password: row.needPassword === 1 ? 1 : 0,
    isPasswordAuth: options.showContent,
    is_subscribe: parent?.is_subscribe ?? 0,
    parent,
    product: row.product ?? null,
    recommend,
  };
}
