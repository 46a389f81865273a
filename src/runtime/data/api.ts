import type { EndpointBuilder } from '@reduxjs/toolkit/query';
import { createApi } from '@reduxjs/toolkit/query/react';
import { envelopeBaseQuery } from './request';

/** Tag of the answers that show home content (banners, entrances, messages, recommend modules). */
export const CONTENT_TAG = 'Content' as const;

const API_TAG_TYPES = ['Layout', 'Viewer', 'Content'] as const;

/** The one createApi of the app; domains add endpoints with injectEndpoints (catalogue, layouts, …). */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: envelopeBaseQuery,
  // 'Viewer': every catalogue query, since answers may depend on who asks (favourites, passes, gates).
  // 'Content': answers holding operator-published home content, loaded again when the server says it changed.
  tagTypes: API_TAG_TYPES,
  endpoints: () => ({}),
});

/** What `injectEndpoints` hands a domain's definitions to build with. */
export type ApiBuilder = EndpointBuilder<typeof envelopeBaseQuery, (typeof API_TAG_TYPES)[number], typeof api.reducerPath>;
