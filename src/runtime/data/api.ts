import { createApi } from '@reduxjs/toolkit/query/react';
import { envelopeBaseQuery } from './request';

/** Tag of the answers that show home content (banners, entrances, messages, recommend modules). */
export const CONTENT_TAG = 'Content' as const;

/** The one createApi of the app; domains add endpoints with injectEndpoints (catalogue, layouts, …). */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: envelopeBaseQuery,
  // 'Viewer': every catalogue query, since answers may depend on who asks (favourites, passes, gates).
  // 'Content': answers holding operator-published home content, loaded again when the server says it changed.
  tagTypes: ['Layout', 'Viewer', 'Content'],
  endpoints: () => ({}),
});
