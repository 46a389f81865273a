import type { FastifyInstance } from 'fastify';
import { ITEM_PREVIEW_HEADER } from '../../../../contract/request/item-preview';
import { findArticleInAnyState, type ArticlePreview } from '../articles';
import { articleValuesOf } from './article-kind';
import { readPreviewToken } from './item-preview';
import { findItemDraft } from './items.repository';

/** An article's (or a case's) draft for a request whose preview link names it; undefined for any other request. */
export function articlePreviewOf(app: FastifyInstance): ArticlePreview {
  return async (request, id) => {
    const secret = app.contentPassSecret;
    const item = secret ? readPreviewToken(secret, request.headers[ITEM_PREVIEW_HEADER]) : undefined;
    if (!item || item.id !== id || (item.kind !== 'article' && item.kind !== 'case')) return undefined;
    const row = await findArticleInAnyState(app.db, id);
    if (!row) return undefined;
    const draft = await findItemDraft(app.db, item.kind, id);
    return draft ? { ...row, ...articleValuesOf(draft.fields) } : row;
  };
}
