import { opsCatalogueApi } from './generated/ops-catalogue-api';
// Each group of screens adds its cache tags to the generated endpoints (enhanceEndpoints changes them in
// place), so a save refreshes every view of that data. Screens import their hooks from here, never from
// generated/ directly, so the tags are always in place before the first request.
import './tags/layout-tags';
import './tags/content-tags';
import './tags/review-tags';
import './tags/operator-tags';

export { mediaApi } from './tags/media-tags';
export { itemsApi } from './tags/item-tags';

export const opsEndpoints = opsCatalogueApi;
