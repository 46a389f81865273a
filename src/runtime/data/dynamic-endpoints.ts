import { endpointCatalogue, type EndpointName } from '../../../contract/generated/endpoints';
import { catalogueEndpoint } from './catalogue-api';
import type { RootState } from '../state/make-store';
import type { PageShape } from './paging';

export interface QueryHookResult {
  data?: unknown;
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  refetch: () => unknown;
}

export interface InfiniteHookResult {
  data?: { pages: PageShape[] };
  hasNextPage: boolean;
  isFetching: boolean;
  isLoading: boolean;
  isError: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
}

interface DynamicEndpoint {
  initiate: (arg: unknown, options?: { subscribe?: boolean; forceRefetch?: boolean; direction?: 'forward' }) => unknown;
  /** The cache entry for `arg`: its answer (`data`) and request flags (`isLoading`: a request under way). */
  select: (arg: unknown) => (state: RootState) => { data?: unknown; error?: { status?: unknown }; isLoading: boolean; isError: boolean; hasNextPage?: boolean };
  useQuery?: (arg: unknown, options?: { skip?: boolean }) => QueryHookResult;
  useInfiniteQuery?: (arg: unknown, options?: { skip?: boolean }) => InfiniteHookResult;
}

export function isKnownEndpoint(name: string): name is EndpointName {
  return Object.prototype.hasOwnProperty.call(endpointCatalogue, name);
}

export function isPagedEndpoint(name: string): boolean {
  return isKnownEndpoint(name) && endpointCatalogue[name].paged;
}

/** Looks an endpoint up by the name a layout gives; unknown names are rejected by lint before this. */
export function dynamicEndpoint(name: string): DynamicEndpoint {
  if (!isKnownEndpoint(name)) throw new Error(`unknown endpoint "${name}"`);
  // Endpoints are generated from the catalogue at run time, so their hook types are not statically known.
  return catalogueEndpoint(name) as unknown as DynamicEndpoint;
}
