import { routeTable, type RouteDefinition } from './route-table';

export interface MatchedRoute {
  route: RouteDefinition;
  /** Decoded path parameters by name (`:id` → params.id). */
  params: Record<string, string>;
}

/**
 * The one route matcher: the app's router renders what it finds and the server's first-screen hints
 * use it too, so both always agree on the screen and its parameters. Static segments compare
 * case-insensitively, `:name` takes one non-empty segment (percent-decoded), empty segments
 * (trailing or doubled slashes) are ignored, and when several patterns fit, the one with the most
 * static segments wins. A route's aliases (old addresses of the same screen) match like its path.
 */
export function matchRoute(pathname: string, table: readonly RouteDefinition[] = routeTable): MatchedRoute | undefined {
  const segments = pathname.split('/').filter(Boolean);
  let best: { match: MatchedRoute; score: number } | undefined;
  for (const { route, path } of table.flatMap((route) => [route.path, ...(route.aliases ?? [])].map((path) => ({ route, path })))) {
    const pattern = path.split('/').filter(Boolean);
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    let score = 0;
    let matched = true;
    for (let i = 0; i < pattern.length && matched; i += 1) {
      if (pattern[i].startsWith(':')) {
        const value = decodeSegment(segments[i]);
        if (value === undefined) matched = false;
        else params[pattern[i].slice(1)] = value;
      } else if (pattern[i].toLowerCase() === segments[i].toLowerCase()) score += 1;
      else matched = false;
    }
    if (matched && (!best || score > best.score)) best = { match: { route, params }, score };
  }
  return best?.match;
}

/** A malformed escape (`%E0%A4%A`) cannot be a parameter value: no screen has that address. */
function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}
