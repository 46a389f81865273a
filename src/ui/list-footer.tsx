import type { RefObject } from 'react';
import './list-footer.css';

export const LIST_FOOTER_TEXT = {
  end: '已到底部',
  loading: '加载中…',
  retry: '加载失败，点击重试',
  loadMore: '加载更多',
} as const;

export interface ListFooterProps {
  /** The load-more sentinel (see useLoadMore). */
  sentinel: RefObject<HTMLDivElement | null>;
  loading: boolean;
  error: boolean;
  hasMore: boolean;
  /** More pages exist and no request is under way (useLoadMore's canLoad). */
  canLoad: boolean;
  /** False without IntersectionObserver: a 加载更多 button stands in for scrolling. */
  observable: boolean;
  /** Items shown so far: the end text only follows a non-empty list. */
  count: number;
  endText?: string;
  showEnd?: boolean;
  onLoadMore(): void;
}

/** The end of a paged list: 加载中…, retry after a failure, 加载更多 fallback, or 已到底部 (docs/product-rules.md#paging-and-lists). */
export function ListFooter(p: ListFooterProps) {
  const done = !p.hasMore && !p.loading && !p.error;
  return (
    <div ref={p.sentinel} className="ui-list-footer">
      {p.loading && (
        <p className="ui-list-footer__note" role="status">
          {LIST_FOOTER_TEXT.loading}
        </p>
      )}
      {p.error && !p.loading && (
        <button type="button" className="ui-list-footer__button" onClick={p.onLoadMore}>
          {LIST_FOOTER_TEXT.retry}
        </button>
      )}
      {p.canLoad && !p.observable && (
        <button type="button" className="ui-list-footer__button" onClick={p.onLoadMore}>
          {LIST_FOOTER_TEXT.loadMore}
        </button>
      )}
      {(p.showEnd ?? true) && done && p.count > 0 && <p className="ui-list-footer__note">{p.endText ?? LIST_FOOTER_TEXT.end}</p>}
    </div>
  );
}
