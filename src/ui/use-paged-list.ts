import { LOAD_MORE_EVENT } from '../runtime/widget-api';
import type { ListFooterProps } from './list-footer';
import { useLoadMore } from './use-load-more';

/** The props a widget bound to a paged data entry takes ($data.<entry>.items/hasMore/loading/error). */
export interface PagedListInput<T> {
  items?: readonly T[];
  hasMore?: boolean;
  loading?: boolean;
  error?: boolean;
  endText?: string;
}

export interface PagedList<T> {
  items: readonly T[];
  loading: boolean;
  /** Nothing loaded and nothing more to come: the widget shows its empty state instead of a list. */
  empty: boolean;
  /** Spread onto <ListFooter>: scroll sentinel, 加载中…, retry, 加载更多 fallback and the end text. */
  footer: ListFooterProps;
}

/**
 * The paging side of a list widget: the runtime keeps the pages and appends them; the widget only asks
 * for the next one (LOAD_MORE_EVENT) when its end comes into view or retry / 加载更多 is tapped.
 */
export function usePagedList<T>(props: PagedListInput<T>, emit: (event: string) => unknown): PagedList<T> {
  const items = props.items ?? [];
  const hasMore = props.hasMore ?? false;
  const loading = props.loading ?? false;
  const error = props.error ?? false;
  const onLoadMore = () => void emit(LOAD_MORE_EVENT);
  const { sentinel, observable, canLoad } = useLoadMore({ hasMore, loading, error, count: items.length, onLoadMore });
  return {
    items,
    loading,
    empty: items.length === 0 && !hasMore && !loading && !error,
    footer: { sentinel, loading, error, hasMore, canLoad, observable, count: items.length, endText: props.endText, onLoadMore },
  };
}
