import type { OpsItemKind } from '../generated/schema-types';

/**
 * A draft preview: the back office's preview link opens an item's screen with ITEM_PREVIEW_PARAM in its
 * query; the app then sends the token in ITEM_PREVIEW_HEADER with its requests, and the item's detail
 * answers with the draft (server/src/modules/ops-catalogue/item-preview.ts checks it).
 */
export const ITEM_PREVIEW_PARAM = 'item-preview';
export const ITEM_PREVIEW_HEADER = 'x-item-preview';

/**
 * The kinds whose detail screen can show a draft: every kind the app has a screen for (people have none).
 * The console offers 手机预览 for these, and the server signs links for nothing else.
 */
export const ITEM_PREVIEW_KINDS: ReadonlySet<OpsItemKind> = new Set<OpsItemKind>([
  'article',
  'case',
  'medical-column',
  'course',
  'short-video',
  'live',
  'meeting',
  'topic',
  'download',
  'activity',
]);
