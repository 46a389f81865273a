import { findRoute } from './route-table';

type Primitive = string | number | boolean | null | undefined;

/** Route name + params + query → an app path; unknown route names and missing params are errors. */
export function buildPath(name: string, params: Record<string, Primitive> = {}, query: Record<string, Primitive> = {}): string {
  const route = findRoute(name);
  if (!route) throw new Error(`unknown route "${name}"`);
  const path = route.path.replace(/:([A-Za-z_]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined || value === null || value === '') throw new Error(`route "${name}" needs parameter "${key}"`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const queryString = search.toString();
  return queryString ? `${path}?${queryString}` : path;
}
