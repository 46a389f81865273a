// The catalogue's endpoints as the app uses them: the generated definitions (generated/catalogue-api.ts,
// one per catalogue entry) plus the few per-endpoint behaviours a schema cannot describe — cache
// lifecycles and merges — kept in hand-written tables and merged here, once, before any query starts.
import { catalogueApi as generatedCatalogueApi } from './generated/catalogue-api';
import { liveChatEndpoints } from './live-chat-cache';

export const catalogueApi = generatedCatalogueApi.enhanceEndpoints({
  endpoints: { ...liveChatEndpoints(generatedCatalogueApi.endpoints.listLiveChat) },
});
