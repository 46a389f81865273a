import type { AppStore } from '../state/make-store';
import { api, CONTENT_TAG } from '../data/api';
import { layoutApi, type LayoutRequest, type LoadedLayout } from './layout-endpoint';

/** A screen's layout as the store holds it: what it asked for and what it shows. */
export interface ShownLayout {
  request: LayoutRequest;
  loaded: LoadedLayout;
}

/**
 * What the layout-events listener needs of the app's store. A narrow port: the listener is its own chunk
 * and reaches the store (and RTK Query) only through this, so the first screen never waits for its code.
 */
export interface LayoutCachePort {
  shown(): ShownLayout[];
  /** Loads these layouts again (every screen showing them re-renders when the answer is in), or all of them. */
  invalidate(ids: readonly string[] | 'all'): void;
  subscribe(listener: () => void): () => void;
  /** Loads the home content again (every screen showing it re-renders when the answer is in). */
  refreshContent(): void;
}

export function layoutCachePort(store: AppStore): LayoutCachePort {
  return {
    shown: () =>
      layoutApi.util
        .selectEntriesForEndpoint(store.getState(), 'getLayout')
        .flatMap((entry): ShownLayout[] => (entry.data && entry.originalArgs ? [{ request: entry.originalArgs, loaded: entry.data }] : [])),
    invalidate: (ids) => store.dispatch(layoutApi.util.invalidateTags(ids === 'all' ? ['Layout'] : ids.map((id) => ({ type: 'Layout' as const, id })))),
    subscribe: (listener) => store.subscribe(listener),
    refreshContent: () => store.dispatch(api.util.invalidateTags([CONTENT_TAG])),
  };
}
