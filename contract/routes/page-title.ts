import { PRODUCT_NAME, type RouteDefinition } from './route-table';

/** The route's title followed by the product name; the product name alone without one. */
export function pageTitle(title: string | undefined): string {
  return title ? `${title} - ${PRODUCT_NAME}` : PRODUCT_NAME;
}

/** The route's own title, or the one its query picks (选择学校 for choose-hospital?isSchool=1). */
export function routeTitle(route: Pick<RouteDefinition, 'title' | 'queryTitles'> | undefined, search: string): string | undefined {
  if (!route) return undefined;
  const query = new URLSearchParams(search);
  return route.queryTitles?.find((entry) => query.get(entry.query) === entry.value)?.title ?? route.title;
}
