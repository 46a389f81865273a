import { LAYOUT_DRAFT_PARAM } from '../../../../contract/request/request-url';
import { routeTable } from '../../../../contract/routes/route-table';
import { splitLayoutId } from './ops-layouts.service';

/** Query parameter the app forwards to the layout request as `draft` (the console's client side). */
export const PREVIEW_QUERY = LAYOUT_DRAFT_PARAM;
/** Route parameters a default layout is previewed with (any real record renders the page). */
const SAMPLE_PARAM = '1';

/**
 * The app URL that renders `layoutId`: a variant opens its route with its key (channel 3 →
 * `/?channel=3`, topic 7 → `/topic-detail/7`); a default opens the first route that uses it.
 */
export function previewUrl(layoutId: string, token: string): string {
  const { route, variant } = splitLayoutId(layoutId);
  const query = new URLSearchParams();
  const withVariant = routeTable.find((r) => r.variant?.layout === route);
  let path: string;
  if (withVariant?.variant && (variant !== null || !routeTable.some((r) => r.layout === route))) {
    const key = variant ?? SAMPLE_PARAM;
    if (withVariant.variant.source === 'query') {
      path = withVariant.path;
      query.set(withVariant.variant.name, key);
    } else {
      path = withVariant.path.replace(`:${withVariant.variant.name}`, encodeURIComponent(key));
    }
  } else {
    path = routeTable.find((r) => r.layout === route)?.path ?? `/${route}`;
  }
  path = path.replace(/:[A-Za-z_]+/g, SAMPLE_PARAM);
  query.set(PREVIEW_QUERY, token);
  query.set('preview', '1');
  return `${path}?${query.toString()}`;
}
