import { useEffect, useRef, useState } from 'react';
import type { HonourListProps } from '../../contract/generated/widgets/honour-list.props';
import { LOAD_MORE_EVENT, type WidgetRenderProps } from '../../src/runtime/widget-api';
import { cutText } from '../../src/ui/cut-text';
import { EmptyState } from '../../src/ui/empty-state';
import './honour-list.css';

export const HONOUR_LIST_TEXT = {
  end: '已到底部',
  empty: '没有更多了',
  loading: '加载中…',
  retry: '加载失败，点击重试',
  loadMore: '加载更多',
  imageSet: (n: number) => `图集 · ${n}张`,
} as const;

/** Topic lists cut titles at 24 (or 26). */
export const HONOUR_TITLE_LENGTH = 24;

export function HonourList({ props, emit }: WidgetRenderProps<HonourListProps>) {
  const items = props.items ?? [];
  const hasMore = props.hasMore ?? false;
  const loading = props.loading ?? false;
  const error = props.error ?? false;
  const sentinel = useRef<HTMLDivElement>(null);
  const emitRef = useRef(emit);
  emitRef.current = emit;
  const [observable] = useState(() => typeof window !== 'undefined' && typeof window.IntersectionObserver === 'function');
  const canLoad = hasMore && !loading && !error;

  useEffect(() => {
    const el = sentinel.current;
    if (!canLoad || !observable || !el) return;
    // A fresh observer per page: a still-visible sentinel fires again, so short pages keep filling.
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        void emitRef.current(LOAD_MORE_EVENT);
      }
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [canLoad, observable, items.length]);

  const empty = items.length === 0 && !hasMore && !loading && !error;
  return (
    <section className="w-honour-list" aria-busy={loading || undefined}>
      {items.length > 0 && (
        <ul className="w-honour-list__items">
          {items.map((honour, index) => {
            const title = cutText(honour.title, props.titleLength ?? HONOUR_TITLE_LENGTH);
            const isSet = honour.type !== 1;
            return (
              <li key={`${honour.id}-${index}`}>
                <button type="button" className="w-honour-list__item" aria-label={honour.title} onClick={() => emit('select', honour)}>
                  {honour.cover_img[0] ? (
                    <img className="w-honour-list__cover" src={honour.cover_img[0]} alt={`${title}的封面`} loading="lazy" />
                  ) : (
                    <span className="w-honour-list__cover" />
                  )}
                  <span className="w-honour-list__body">
                    <span className="w-honour-list__title">{title}</span>
                    <span className="w-honour-list__meta">
                      {isSet && <span className="w-honour-list__badge">{HONOUR_LIST_TEXT.imageSet(honour.cover_img.length)}</span>}
                      <span>{honour.created_at.slice(0, 10)}</span>
                    </span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {empty && <EmptyState title={props.emptyText ?? HONOUR_LIST_TEXT.empty} onHome={() => void emit('home')} />}
      <div ref={sentinel} className="w-honour-list__footer">
        {loading && <p role="status">{HONOUR_LIST_TEXT.loading}</p>}
        {error && !loading && (
          <button type="button" onClick={() => emit(LOAD_MORE_EVENT)}>
            {HONOUR_LIST_TEXT.retry}
          </button>
        )}
        {canLoad && !observable && (
          <button type="button" onClick={() => emit(LOAD_MORE_EVENT)}>
            {HONOUR_LIST_TEXT.loadMore}
          </button>
        )}
        {!hasMore && !loading && !error && items.length > 0 && <p>{props.endText ?? HONOUR_LIST_TEXT.end}</p>}
      </div>
    </section>
  );
}
