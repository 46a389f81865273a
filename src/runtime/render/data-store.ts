// Holds the current value of every data entry of one screen, so nodes can bind to it. RTK Query owns
// fetching and caching; this only gathers the per-entry results under the names the layout gave them.

export interface DataSnapshot {
  values: Record<string, unknown>;
  loading: Record<string, boolean>;
  /** Screen-local overlay state set by the set-overlay action, read by layouts as `$state.overlay.<name>`. */
  overlays?: Record<string, unknown>;
}

export interface DataStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): DataSnapshot;
  set(name: string, value: unknown, loading: boolean): void;
  setLoadMore(name: string, loadMore: (() => void) | undefined): void;
  loadMore(name: string): void;
  setRefetch(name: string, refetch: (() => void) | undefined): void;
  /** Loads the named entries (all when omitted) again, e.g. after a password opened the content. */
  refetch(names?: readonly string[]): void;
  /** Opens (value) or closes (undefined/null) a screen-local overlay. */
  setOverlay(name: string, value: unknown): void;
  setPatch(name: string, patch: ((recipe: (draft: unknown) => void) => void) | undefined): void;
  /** Changes the named entry's cached value in place (an immer recipe), e.g. a like flipped after a toggle. */
  patch(name: string, recipe: (draft: unknown) => void): void;
}

export function createDataStore(): DataStore {
  let snapshot: DataSnapshot = { values: {}, loading: {} };
  const listeners = new Set<() => void>();
  const loadMoreByName = new Map<string, () => void>();
  const refetchByName = new Map<string, () => void>();
  const patchByName = new Map<string, (recipe: (draft: unknown) => void) => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    set(name, value, loading) {
      if (snapshot.values[name] === value && snapshot.loading[name] === loading) return;
      // Keep the overlays: data arriving (a reload, a cache update) must not close an open overlay.
      snapshot = { ...snapshot, values: { ...snapshot.values, [name]: value }, loading: { ...snapshot.loading, [name]: loading } };
      listeners.forEach((listener) => listener());
    },
    setLoadMore(name, loadMore) {
      if (loadMore) loadMoreByName.set(name, loadMore);
      else loadMoreByName.delete(name);
    },
    loadMore(name) {
      loadMoreByName.get(name)?.();
    },
    setRefetch(name, refetch) {
      if (refetch) refetchByName.set(name, refetch);
      else refetchByName.delete(name);
    },
    refetch(names) {
      for (const name of names ?? [...refetchByName.keys()]) refetchByName.get(name)?.();
    },
    setPatch(name, patch) {
      if (patch) patchByName.set(name, patch);
      else patchByName.delete(name);
    },
    patch(name, recipe) {
      patchByName.get(name)?.(recipe);
    },
    setOverlay(name, value) {
      const overlays = { ...snapshot.overlays };
      if (value === undefined || value === null) delete overlays[name];
      else overlays[name] = value;
      snapshot = { ...snapshot, overlays };
      listeners.forEach((listener) => listener());
    },
  };
}
