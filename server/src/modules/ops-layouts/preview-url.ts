import { CONSOLE_PREVIEW_PARAM, LAYOUT_DRAFT_PARAM } from '../../../../contract/request/request-url';
import { layoutPage } from '../../../../contract/routes/layout-page';

/** Query parameter the app forwards to the layout request as `draft` (the console's client side). */
export const PREVIEW_QUERY = LAYOUT_DRAFT_PARAM;

/** The app URL that renders the saved draft of `layoutId` (see layoutPage for which page that is). */
export function previewUrl(layoutId: string, token: string): string {
  const { path, query } = layoutPage(layoutId);
  const search = new URLSearchParams(query);
  search.set(PREVIEW_QUERY, token);
  search.set(CONSOLE_PREVIEW_PARAM, '1');
  return `${path}?${search.toString()}`;
}
