import { ITEM_PREVIEW_KEY } from '../../../contract/boot/storage-keys';
import { ITEM_PREVIEW_PARAM } from '../../../contract/request/item-preview';

/**
 * The draft preview token of this tab: taken from the link the back office made (its query names it) and
 * kept for the tab, since the app may move on within it. The server shows a draft only for the one item
 * the token names; everything else answers as usual.
 */
export function itemPreviewToken(): string | undefined {
  try {
    const fromLink = new URLSearchParams(window.location.search).get(ITEM_PREVIEW_PARAM);
    if (fromLink) {
      window.sessionStorage.setItem(ITEM_PREVIEW_KEY, fromLink);
      return fromLink;
    }
    return window.sessionStorage.getItem(ITEM_PREVIEW_KEY) ?? undefined;
  } catch {
    // Storage can be refused (private mode): then only the link itself previews.
    return undefined;
  }
}
