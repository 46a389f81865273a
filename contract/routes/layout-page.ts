import { routeTable } from './route-table';

/** A route parameter a default layout is shown with (any real record renders the page). */
const SAMPLE_PARAM = '1';

/** `channel-home.3` → the family's base layout and the variant key; a default layout has no key. */
export function splitLayoutId(id: string): { route: string; variant: string | null } {
  const dot = id.indexOf('.');
  return dot < 0 ? { route: id, variant: null } : { route: id.slice(0, dot), variant: id.slice(dot + 1) };
}

export interface LayoutPage {
  path: string;
  /** Query parameters the page needs, in order (a variant's key). */
  query: Array<[string, string]>;
}

/**
 * The app page that renders `layoutId`: a variant opens its route with its key (channel 3 →
 * `/?channel=3`, topic 7 → `/topic-detail/7`); a default opens the first route that uses it.
 */
export function layoutPage(layoutId: string): LayoutPage {
  const { route, variant } = splitLayoutId(layoutId);
  const query: Array<[string, string]> = [];
  const withVariant = routeTable.find((r) => r.variant?.layout === route);
  let path: string;
  if (withVariant?.variant && (variant !== null || !routeTable.some((r) => r.layout === route))) {
    const key = variant ?? SAMPLE_PARAM;
    if (withVariant.variant.source === 'query') {
      path = withVariant.path;
      query.push([withVariant.variant.name, key]);
    } else {
      path = withVariant.path.replace(`:${withVariant.variant.name}`, encodeURIComponent(key));
    }
  } else {
    path = routeTable.find((r) => r.layout === route)?.path ?? `/${route}`;
  }
  return { path: path.replace(/:[A-Za-z_]+/g, SAMPLE_PARAM), query };
}
