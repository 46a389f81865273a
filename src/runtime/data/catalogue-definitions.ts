import {
  endpointCatalogue,
  type EndpointArgs,
  type EndpointName,
  type PagedEndpointName,
} from '../../../contract/generated/endpoints';
import { pagedParams } from '../../../contract/request/request-url';
import { nextPageParam } from './paging';
import { REQUEST_HEADERS_ARG, type RequestArgs } from './request';

/** An endpoint's arguments, plus extra request headers (e.g. Idempotency-Key) an action may send. */
export type CallArgs<N extends EndpointName> = EndpointArgs[N] & { [REQUEST_HEADERS_ARG]?: Record<string, string> };

// Answers may depend on who asks (favourites, passes, gates): every catalogue query is dropped on a
// change of viewer.
const VIEWER_TAGS = ['Viewer'] as const;
// The home payload holds operator-published content: the layout events ask for it again when it changes.
const CONTENT_TAGS = ['Viewer', 'Content'] as const;

function request<N extends EndpointName>(name: N, args: CallArgs<N> | undefined): RequestArgs {
  const { method, path } = endpointCatalogue[name];
  // An endpoint without arguments may be started with none at all (`initiate()`).
  const { [REQUEST_HEADERS_ARG]: headers, ...params } = args ?? {};
  return { method, path, params, ...(headers ? { headers } : {}) };
}

/** The definition of a GET endpoint (generated/catalogue-api.ts types it per endpoint). */
export function queryOf<N extends EndpointName>(name: N) {
  return { providesTags: name === 'getHome' ? CONTENT_TAGS : VIEWER_TAGS, query: (args: CallArgs<N>) => request(name, args) };
}

export function mutationOf<N extends EndpointName>(name: N) {
  return { query: (args: CallArgs<N>) => request(name, args) };
}

/**
 * How long a list's loaded pages stay cached once no screen shows it: long enough to read an opened item
 * and come back to the same pages at the same place (the default minute is shorter than an article).
 */
export const PAGED_LIST_KEEP_SECONDS = 600;

/** A paged endpoint as an infinite list: page 1, 2, … until nextPageParam says the list is complete. */
export function pagedQueryOf<N extends PagedEndpointName>(name: N) {
  const { method, path } = endpointCatalogue[name];
  return {
    infiniteQueryOptions: { initialPageParam: 1, getNextPageParam: nextPageParam },
    keepUnusedDataFor: PAGED_LIST_KEEP_SECONDS,
    providesTags: VIEWER_TAGS,
    query: ({ queryArg, pageParam }: { queryArg: EndpointArgs[N]; pageParam: number }): RequestArgs => ({
      method,
      path,
      params: pagedParams(queryArg, pageParam),
    }),
  };
}
