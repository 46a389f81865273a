import type { OpsReview } from '../api/ops-types';
import { CONTENT_KINDS } from '../content/content-kinds';
import { ITEM_KINDS } from '../items/item-kinds';
import { opsHash } from '../ops-route';
import { pageName } from '../page-names';
import { REVIEW_TEXT } from './review-texts';

/** What a request is about, as operators call it: 页面 · 频道首页, 首页内容 · 轮播图, 内容库 · 文章「…」. */
export function reviewTargetName(review: Pick<OpsReview, 'target_type' | 'target' | 'title'>): string {
  if (review.target_type === 'layout') return `${REVIEW_TEXT.layoutKind} · ${pageName(review.target)}`;
  if (review.target_type === 'content') {
    return `${REVIEW_TEXT.contentKind} · ${CONTENT_KINDS.find((kind) => kind.kind === review.target)?.title ?? review.target}`;
  }
  const [kind, id] = review.target.split(':');
  const title = ITEM_KINDS.find((definition) => definition.kind === kind)?.title ?? kind;
  return `${REVIEW_TEXT.itemKind} · ${title}${review.title ? `「${review.title}」` : `（编号 ${id}）`}`;
}

/** Where the work is: the layout editor, the home content view, or the item's form. */
export function reviewTargetHash(review: Pick<OpsReview, 'target_type' | 'target'>): string {
  if (review.target_type === 'layout') return opsHash({ name: 'editor', layoutId: review.target });
  if (review.target_type === 'content') return opsHash({ name: 'content' });
  const [kind, id] = review.target.split(':');
  return opsHash({ name: 'items', kind, place: Number(id) });
}
