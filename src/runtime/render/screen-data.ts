// A screen's data, read straight from RTK Query's cache: each data entry's value is the cached answer
// for its endpoint and resolved arguments (one copy of every answer), and the actions' refetch, patch and
// load-more go to RTK Query for that same cache entry.
import { createContext, useContext } from 'react';
import type { DataEntry } from '../../../contract/generated/schema-types';
import { evaluateCondition } from '../../../contract/bind/evaluate-condition';
import { resolveRecord } from '../../../contract/bind/resolve-value';
import type { BindingScope } from '../../../contract/bind/scope';
import type { ScreenData } from '../actions/action-context';
import { dynamicEndpoint } from '../data/dynamic-endpoints';
import { api } from '../data/api';
import { toPagedValue, type PagedValue } from '../data/paging';
import type { RootState } from '../state/make-store';

export interface ResolvedEntry {
  name: string;
  entry: DataEntry;
  args: Record<string, unknown>;
  /** Its `when` does not hold: nothing is asked for and it has no value. */
  skip: boolean;
}

/** What a screen offers its nodes besides their scope: paged lists load their next page through it. */
export interface ScreenHandle extends Required<ScreenData> {
  loadMore(name: string): void;
}

export type EntryValues = Record<string, unknown>;

export interface ScreenView {
  /** Each data entry's current answer, as RTK Query caches it. */
  values: EntryValues;
  /** Screen-local overlay state set by the set-overlay action, read by layouts as `$state.overlay.<name>`. */
  overlays?: Record<string, unknown>;
}

/** What a screen's nodes bind to; LayoutView provides it. */
export const ScreenViewContext = createContext<ScreenView>({ values: {} });

export function useScreenView(): ScreenView {
  return useContext(ScreenViewContext);
}

export function resolveEntries(entries: Record<string, DataEntry> | undefined, scope: BindingScope): ResolvedEntry[] {
  return Object.entries(entries ?? {}).map(([name, entry]) => ({
    name,
    entry,
    args: resolveRecord(entry.args as Record<string, unknown> | undefined, scope),
    skip: !evaluateCondition(entry.when, scope),
  }));
}

export function sameValues(a: EntryValues, b: EntryValues): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => Object.prototype.hasOwnProperty.call(b, k) && a[k] === b[k]);
}

const SKIPPED_PAGE_LIST = toPagedValue(undefined, { hasMore: false, loading: false, error: false });

/**
 * Values of data entries taken from the RTK Query state. Per screen: it remembers each paged entry's last
 * inputs, so an entry whose cache entry did not change keeps the very same value object, and each entry's
 * last answer, which it shows while the answer for new arguments loads (a list switching category keeps
 * its cards until the new ones arrive), as RTK Query's own hooks do.
 */
export function createEntryValues() {
  const paged = new Map<string, { data: unknown; hasMore: boolean; loading: boolean; error: boolean; value: PagedValue }>();
  const lastAnswer = new Map<string, unknown>();
  const keyOf = (r: ResolvedEntry) => `${r.name}:${r.entry.endpoint}:${r.entry.paged ? 'paged' : 'plain'}`;
  function entryValue(root: RootState, r: ResolvedEntry): unknown {
    if (r.skip) return r.entry.paged ? SKIPPED_PAGE_LIST : undefined;
    const sub = dynamicEndpoint(r.entry.endpoint).select(r.args)(root) as PagedSelection;
    const data = sub.data ?? lastAnswer.get(keyOf(r));
    if (!r.entry.paged) return data;
    // Selector flags: isLoading means a request is under way (what the hooks call isFetching).
    const inputs = { data, hasMore: data ? sub.hasNextPage === true : true, loading: sub.isLoading, error: sub.isError };
    const last = paged.get(r.name);
    if (last && last.data === inputs.data && last.hasMore === inputs.hasMore && last.loading === inputs.loading && last.error === inputs.error) {
      return last.value;
    }
    const value = toPagedValue((data as PagedSelection['data'])?.pages, inputs);
    paged.set(r.name, { ...inputs, value });
    return value;
  }
  /**
   * Entries may take args from other entries (e.g. getVideoInfo's video_id from the course detail, skipped
   * by its `when` until that arrives), declared before or after them: resolve until nothing changes.
   */
  return function screenValues(root: RootState, entries: Record<string, DataEntry> | undefined, base: Omit<BindingScope, 'data'>): EntryValues {
    let values: EntryValues = {};
    let resolved: ResolvedEntry[] = [];
    const count = Object.keys(entries ?? {}).length;
    for (let pass = 0; pass <= count; pass++) {
      const next: EntryValues = {};
      resolved = resolveEntries(entries, { ...base, data: values });
      for (const r of resolved) next[r.name] = entryValue(root, r);
      const settled = sameValues(values, next);
      values = next;
      if (settled) break;
    }
    for (const r of resolved) {
      // A skipped entry starts afresh, as a skipped query hook does.
      if (r.skip) lastAnswer.delete(keyOf(r));
      else {
        const data = dynamicEndpoint(r.entry.endpoint).select(r.args)(root).data;
        if (data !== undefined) lastAnswer.set(keyOf(r), data);
      }
    }
    return values;
  };
}

interface PagedSelection {
  data?: { pages: Parameters<typeof toPagedValue>[0] };
  hasNextPage?: boolean;
  isLoading: boolean;
  isError: boolean;
}

/** Opens (a value) or closes (undefined/null) one overlay, leaving the others as they are. */
export function withOverlay(overlays: Record<string, unknown> | undefined, name: string, value: unknown): Record<string, unknown> {
  const next = { ...overlays };
  if (value === undefined || value === null) delete next[name];
  else next[name] = value;
  return next;
}

// The endpoint is chosen by name at run time, so updateQueryData's per-endpoint typing cannot apply.
type UpdateQueryData = (endpoint: string, args: unknown, recipe: (draft: unknown) => void) => never;
type Dispatch = (action: never) => unknown;

interface ScreenHandleDeps {
  dispatch: Dispatch;
  getState: () => RootState;
  /** The screen's entries as last rendered, with their arguments. */
  entries: () => readonly ResolvedEntry[];
  setOverlay: (name: string, value: unknown) => void;
}

export function createScreenHandle({ dispatch, getState, entries, setOverlay }: ScreenHandleDeps): ScreenHandle {
  const active = (name: string) => entries().find((r) => r.name === name && !r.skip);
  return {
    refetch(names) {
      for (const r of entries()) {
        if (r.skip || (names && !names.includes(r.name))) continue;
        // Paged lists load all their loaded pages again.
        dispatch(dynamicEndpoint(r.entry.endpoint).initiate(r.args, { subscribe: false, forceRefetch: true }) as never);
      }
    },
    patch(name, recipe) {
      const r = active(name);
      if (!r || r.entry.paged) return;
      // The cached answer itself changes, so a later visit served from the cache shows the change too.
      // updateQueryData needs the endpoint in the api: the lookup injects it if nothing asked for it yet.
      dynamicEndpoint(r.entry.endpoint);
      const update = api.util.updateQueryData as unknown as UpdateQueryData;
      dispatch(update(r.entry.endpoint, r.args, recipe));
    },
    loadMore(name) {
      const r = active(name);
      if (!r?.entry.paged) return;
      const endpoint = dynamicEndpoint(r.entry.endpoint);
      const sub = endpoint.select(r.args)(getState()) as PagedSelection;
      if (!sub.data || !sub.hasNextPage || sub.isLoading) return;
      dispatch(endpoint.initiate(r.args, { subscribe: false, direction: 'forward' }) as never);
    },
    setOverlay,
  };
}
