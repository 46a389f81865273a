import { ITEM_PREVIEW_KEY } from '../../../contract/boot/storage-keys';
import { ITEM_PREVIEW_PARAM } from '../../../contract/request/item-preview';
import { sessionStore } from './web-storage';

/** The token of this page's life: the console's sandboxed frame has no storage to keep it in. */
let kept: string | undefined;

/**
 * The draft preview token of this tab: taken from the link the back office made (its query names it) and
 * kept for the tab, since the app may move on within it. The server shows a draft only for the one item
 * the token names; everything else answers as usual.
 */
export function itemPreviewToken(): string | undefined {
  // No page address (the runtime outside a browser page, as in its unit tests): no link to read.
  const search = typeof window === 'undefined' ? undefined : window.location?.search;
  const fromLink = search === undefined ? null : new URLSearchParams(search).get(ITEM_PREVIEW_PARAM);
  if (fromLink) kept = fromLink;
  const store = sessionStore();
  try {
    if (fromLink) store?.setItem(ITEM_PREVIEW_KEY, fromLink);
    return kept ?? store?.getItem(ITEM_PREVIEW_KEY) ?? undefined;
  } catch {
    // Storage refused (private mode, a full store): the token of this page's life still previews.
    return kept;
  }
}
