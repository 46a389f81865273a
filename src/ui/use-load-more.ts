import { useEffect, useRef, useState, type RefObject } from 'react';

// Start fetching a little before the bottom is on screen so scrolling rarely stalls.
const PRELOAD_MARGIN = '0px 0px 200px 0px';

function hasIntersectionObserver(): boolean {
  return typeof window !== 'undefined' && typeof window.IntersectionObserver === 'function';
}

export interface LoadMoreState {
  /** Put on an element at the end of the list. */
  sentinel: RefObject<HTMLDivElement | null>;
  /** Without IntersectionObserver (old WebViews, jsdom) the list shows a 加载更多 button instead. */
  observable: boolean;
  canLoad: boolean;
}

/**
 * Calls `onLoadMore` when the sentinel comes near the screen while more pages exist (the same rule as
 * content-list): a fresh observer after every page, so short pages keep filling the screen.
 */
export function useLoadMore(opts: { hasMore: boolean; loading: boolean; error: boolean; count: number; onLoadMore: () => void }): LoadMoreState {
  const sentinel = useRef<HTMLDivElement>(null);
  // The runtime may hand a new emit on every render; the observer must not be rebuilt for that.
  const callback = useRef(opts.onLoadMore);
  callback.current = opts.onLoadMore;
  const [observable] = useState(hasIntersectionObserver);
  const canLoad = opts.hasMore && !opts.loading && !opts.error;

  useEffect(() => {
    const el = sentinel.current;
    if (!canLoad || !observable || !el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          callback.current();
        }
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [canLoad, observable, opts.count]);

  return { sentinel, observable, canLoad };
}
