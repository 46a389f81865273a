import { useEffect, useId, useRef, useState } from 'react';
import type { ContentListProps } from '../../contract/generated/widgets/content-list.props';
import type { ContentItem } from '../../contract/generated/schema-types';
import { LOAD_MORE_EVENT, type WidgetRenderProps } from '../../src/runtime/widget-api';
import { ContentCard } from '../../src/ui/content-card';
import { TITLE_LENGTH } from '../../src/ui/cut-text';
import { EmptyState } from '../../src/ui/empty-state';
import { FollowState } from '../../src/ui/follow-state';
import './content-list.css';

export const CONTENT_LIST_TEXT = {
  end: '已到底部',
  empty: '没有更多了',
  loading: '加载中…',
  retry: '加载失败，点击重试',
  loadMore: '加载更多',
  more: '查看更多',
} as const;

// Start fetching a little before the bottom is on screen so scrolling rarely stalls.
const PRELOAD_MARGIN = '0px 0px 200px 0px';

function hasIntersectionObserver(): boolean {
  return typeof window !== 'undefined' && typeof window.IntersectionObserver === 'function';
}

export function ContentList({ props, emit }: WidgetRenderProps<ContentListProps>) {
  const items: ContentItem[] = props.items ?? [];
  const hasMore = props.hasMore ?? false;
  const loading = props.loading ?? false;
  const error = props.error ?? false;
  const variant = props.variant ?? 'row';
  const titleLength = props.titleLength ?? TITLE_LENGTH.card;
  const showEnd = props.showEnd ?? true;
  // 'button' pages on request (the study zone pages with 查看更多) instead of on scroll.
  const byButton = props.paging === 'button';

  const titleId = useId();
  const sentinel = useRef<HTMLDivElement>(null);
  // The runtime may hand us a new emit on every render; the observer must not be rebuilt for that.
  const emitRef = useRef(emit);
  emitRef.current = emit;
  const [observable] = useState(hasIntersectionObserver);
  const canLoad = hasMore && !loading && !error;

  useEffect(() => {
    const el = sentinel.current;
    if (!canLoad || !observable || byButton || !el) return;
    // A fresh observer after every page: if the sentinel is still visible (short pages) it fires
    // again at once, so the list keeps filling the screen.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          emitRef.current(LOAD_MORE_EVENT);
        }
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [canLoad, observable, byButton, items.length]);

  const empty = items.length === 0 && !hasMore && !loading && !error;

  return (
    <section className="w-content-list" aria-labelledby={props.title ? titleId : undefined} aria-busy={loading || undefined}>
      {props.title && (
        <h2 className="w-content-list__title" id={titleId}>
          {props.title}
        </h2>
      )}
      {items.length > 0 && (
        <ul className={`w-content-list__items w-content-list__items--${variant}`}>
          {items.map((item, index) => (
            // Pages are only ever appended, and two pages may repeat an item, so the index keeps keys unique.
            <li
              key={`${item.origin_type}-${item.id}-${index}`}
              className={props.showFollow ? 'w-content-list__item w-content-list__item--follow' : 'w-content-list__item'}
            >
              <ContentCard item={item} variant={variant} titleLength={titleLength} onSelect={(selected) => emit('select', selected)} />
              {props.showFollow && <FollowState followed={item.is_subscribe === 1} name={item.title} onToggle={() => void emit('follow', item)} />}
            </li>
          ))}
        </ul>
      )}
      {empty && <EmptyState title={props.emptyText ?? CONTENT_LIST_TEXT.empty} onHome={() => void emit('home')} />}
      <div ref={sentinel} className="w-content-list__footer">
        {loading && (
          <p className="w-content-list__note" role="status">
            {CONTENT_LIST_TEXT.loading}
          </p>
        )}
        {error && !loading && (
          <button type="button" className="w-content-list__retry" onClick={() => emit(LOAD_MORE_EVENT)}>
            {CONTENT_LIST_TEXT.retry}
          </button>
        )}
        {canLoad && !observable && !byButton && (
          <button type="button" className="w-content-list__retry" onClick={() => emit(LOAD_MORE_EVENT)}>
            {CONTENT_LIST_TEXT.loadMore}
          </button>
        )}
        {canLoad && byButton && (
          <button type="button" className="w-content-list__more" onClick={() => emit(LOAD_MORE_EVENT)}>
            {props.moreText ?? CONTENT_LIST_TEXT.more}
          </button>
        )}
        {showEnd && !hasMore && !loading && !error && items.length > 0 && <p className="w-content-list__note">{props.endText ?? CONTENT_LIST_TEXT.end}</p>}
      </div>
    </section>
  );
}
