import type { RouteDefinition } from './route-table';

export interface LayoutTarget {
  /** The layout to ask for first (a variant when the route has one and its key is present). */
  id: string;
  /** The route's default layout, used when the variant is not stored (the variant itself for a variant-only route). */
  fallbackId: string;
  /** A variant-only route (a landing page) whose key is missing or malformed: no layout can exist, the page is 页面不存在. */
  absent?: true;
}

/** Route + its params/query → which layout to load, with the per-parameter variant first. */
export function resolveLayoutId(route: RouteDefinition, params: Record<string, string | undefined>, query: URLSearchParams): LayoutTarget {
  const variant = route.variant;
  if (variant?.only) {
    const key = variant.source === 'param' ? params[variant.name] : query.get(variant.name);
    const id = `${variant.layout}.${key ?? ''}`;
    return key && variant.only.pattern.test(key) ? { id, fallbackId: id } : { id, fallbackId: id, absent: true };
  }
  if (variant) {
    const key = variant.source === 'param' ? params[variant.name] : query.get(variant.name);
    // Channel 0 is 推荐 on home: the route's own layout, not a channel page.
    if (key && key !== '0' && /^[A-Za-z0-9_-]+$/.test(key)) return { id: `${variant.layout}.${key}`, fallbackId: variant.layout };
  }
  return { id: route.layout, fallbackId: route.layout };
}
