/**
 * A draft preview: the back office's preview link opens an item's screen with ITEM_PREVIEW_PARAM in its
 * query; the app then sends the token in ITEM_PREVIEW_HEADER with its requests, and the item's detail
 * answers with the draft (server/src/modules/ops-catalogue/item-preview.ts checks it).
 */
export const ITEM_PREVIEW_PARAM = 'item-preview';
export const ITEM_PREVIEW_HEADER = 'x-item-preview';
