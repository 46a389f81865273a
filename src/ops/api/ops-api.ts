import { createApi } from '@reduxjs/toolkit/query/react';
import { opsBaseQuery } from './ops-base-query';

/**
 * The operator console's one createApi, apart from the app's (its own reducer path, base query and
 * cache): generated/ops-catalogue-api.ts injects every /ops/api endpoint. Screens add cache tags with
 * opsCatalogueApi.enhanceEndpoints({ addTagTypes, endpoints: { name: { providesTags / invalidatesTags } } }).
 */
export const opsApi = createApi({
  reducerPath: 'opsApi',
  baseQuery: opsBaseQuery,
  endpoints: () => ({}),
});
