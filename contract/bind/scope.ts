/** What value references can read: `$data`, `$route`, `$state`, `$event`, `$item`. */
export interface BindingScope {
  data: Record<string, unknown>;
  route: { params: Record<string, string | undefined>; query: Record<string, string> };
  state: Record<string, unknown>;
  event?: unknown;
  item?: unknown;
}

type Root = 'data' | 'route' | 'state' | 'event' | 'item';

const REFERENCE = /^\$(data|route|state|event|item)((?:\.[A-Za-z0-9_]+)*)$/;

export function isReference(value: unknown): value is string {
  return typeof value === 'string' && REFERENCE.test(value);
}

/** Splits `$data.home.banners` into its root and path segments; null for non-references. */
export function parseReference(reference: string): { root: Root; path: string[] } | null {
  const match = REFERENCE.exec(reference);
  if (!match) return null;
  return { root: match[1] as Root, path: match[2] ? match[2].slice(1).split('.') : [] };
}

/**
 * The scope roots a value source reads (members of objects and arrays included), e.g. to know whether
 * a value is settled by the address alone (only `route`) before any data has loaded.
 */
export function referencedRoots(value: unknown, into: Set<Root> = new Set()): Set<Root> {
  if (typeof value === 'string') {
    const parsed = parseReference(value);
    if (parsed) into.add(parsed.root);
  } else if (Array.isArray(value)) value.forEach((member) => referencedRoots(member, into));
  else if (value && typeof value === 'object') Object.values(value).forEach((member) => referencedRoots(member, into));
  return into;
}
