import { createApi } from '@reduxjs/toolkit/query/react';
import { envelopeBaseQuery } from './request';

/** The one createApi of the app; domains add endpoints with injectEndpoints (catalogue, layouts, …). */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: envelopeBaseQuery,
  // 'Viewer': every catalogue query, since answers may depend on who asks (favourites, passes, gates).
  tagTypes: ['Layout', 'Viewer'],
  endpoints: () => ({}),
});
