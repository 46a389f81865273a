import { useSelector } from 'react-redux';
import { dynamicEndpoint } from '../data/dynamic-endpoints';
import type { RootState } from '../state/make-store';
import type { ResolvedEntry } from './screen-data';

export type MainDataState = 'shown' | 'not-found' | 'failed';

/** Statuses that say the record itself is not there (unknown id, or an id that cannot be one). */
const NOT_FOUND_STATUSES: ReadonlySet<unknown> = new Set([400, 404]);

/**
 * How the page's main entry (`main: true`, e.g. a detail page's record) stands: while it loads or once it
 * is here the body shows; when it failed, the page shows not-found or retry instead of an empty body.
 * An answer already here (a refetch failing later) keeps the body.
 */
export function useMainDataState(entries: readonly ResolvedEntry[]): MainDataState {
  const main = entries.find((r) => r.entry.main === true && !r.skip && !r.entry.paged);
  return useSelector((root: RootState) => {
    if (!main) return 'shown';
    const sub = dynamicEndpoint(main.entry.endpoint).select(main.args)(root);
    if (!sub.isError || sub.data !== undefined) return 'shown';
    return NOT_FOUND_STATUSES.has(sub.error?.status) ? 'not-found' : 'failed';
  });
}
