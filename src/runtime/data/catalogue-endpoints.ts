import { endpointCatalogue } from '../../../contract/generated/endpoints';
import { api } from './api';
import { pagedParams } from '../../../contract/request/request-url';
import { nextPageParam, type PageShape } from './paging';
import { splitRequestHeaders, type RequestArgs } from './request';

type CatalogueEntry = { method: RequestArgs['method']; path: string; paged?: boolean };

/**
 * Every endpoint of the catalogue (schemas/api/endpoints/<domain>.json, merged into generated/endpoints.ts)
 * becomes an RTK Query endpoint of the same name: paged ones as infinite queries (page 1, 2, …), GETs as queries, the rest as mutations. Layouts bind them by name.
 */
export const catalogueApi = api.injectEndpoints({
  endpoints: (build) => {
    const definitions: Record<string, unknown> = {};
    for (const [name, raw] of Object.entries(endpointCatalogue)) {
      const entry = raw as CatalogueEntry;
      if (entry.paged) {
        definitions[name] = build.infiniteQuery<PageShape, Record<string, unknown>, number>({
          infiniteQueryOptions: { initialPageParam: 1, getNextPageParam: nextPageParam },
          providesTags: ['Viewer'],
          query: ({ queryArg, pageParam }) => ({
            method: entry.method,
            path: entry.path,
            params: pagedParams(queryArg, pageParam),
          }),
        });
      } else if (entry.method === 'GET') {
        definitions[name] = build.query<unknown, Record<string, unknown> | void>({
          providesTags: ['Viewer'],
          query: (args) => ({ method: entry.method, path: entry.path, ...splitRequestHeaders(args ?? {}) }),
        });
      } else {
        definitions[name] = build.mutation<unknown, Record<string, unknown>>({
          query: (args) => ({ method: entry.method, path: entry.path, ...splitRequestHeaders(args) }),
        });
      }
    }
    // The catalogue is data, so TypeScript cannot see these names; layout-facing code goes through
    // dynamic-endpoints.ts, which checks names against the catalogue at run time.
    return definitions as Record<string, never>;
  },
});
