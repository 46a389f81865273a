// Checks `$data.<entry>.<path>` references against the bound endpoint's response schema, so a renamed
// payload field fails lint instead of rendering an empty widget.
import { resolveRef, type JsonSchema, type SchemaStore } from '../schema-store/schema-store';

export interface DataEntryInfo {
  endpoint: string;
  paged: boolean;
}

/** Keys of the virtual value bound for a `paged: true` entry besides `list` (see contracts.md). */
const PAGED_SCALARS = new Set(['hasMore', 'loading', 'error', 'total']);

interface Located {
  base: string;
  schema: JsonSchema;
}

function follow(store: SchemaStore, at: Located): Located | undefined {
  let cur = at;
  for (let i = 0; i < 20 && typeof cur.schema.$ref === 'string'; i++) {
    const r = resolveRef(store.byId, cur.base, cur.schema.$ref);
    if (!r) return undefined;
    cur = { base: r.id, schema: r.schema };
  }
  return cur;
}

function typesOf(s: JsonSchema): string[] {
  if (Array.isArray(s.type)) return s.type as string[];
  return typeof s.type === 'string' ? [s.type] : [];
}

const CONSTRAINING = ['type', 'properties', 'items', 'oneOf', 'anyOf', 'allOf', 'additionalProperties', 'enum', 'const'];

/**
 * Walks `segs` through the schema. Returns -1 when the path exists, else the index of the first
 * segment that does not (the deepest failure over union branches).
 */
export function missingSegment(store: SchemaStore, at: Located, segs: string[], from = 0, depth = 0): number {
  if (from >= segs.length || depth > 40) return -1;
  const cur = follow(store, at);
  if (!cur) return from;
  const s = cur.schema;
  if (!CONSTRAINING.some((k) => k in s)) return -1; // `{}`: anything goes
  const unions = ['oneOf', 'anyOf', 'allOf'].flatMap((k) => (Array.isArray(s[k]) ? (s[k] as JsonSchema[]) : []));
  if (unions.length > 0) {
    let worst = from;
    for (const branch of unions) {
      const r = missingSegment(store, { base: cur.base, schema: branch }, segs, from, depth + 1);
      if (r < 0) return -1;
      worst = Math.max(worst, r);
    }
    if (!('properties' in s) && !('items' in s)) return worst;
  }
  const seg = segs[from];
  const types = typesOf(s);
  const props = s.properties as Record<string, JsonSchema> | undefined;
  const next = (schema: JsonSchema): number =>
    missingSegment(store, { base: cur.base, schema }, segs, from + 1, depth + 1);
  if (props && seg in props) return next(props[seg]);
  const isArray = types.includes('array') || 'items' in s;
  const isString = types.includes('string');
  if ((isArray || isString) && seg === 'length') return from + 1 < segs.length ? from + 1 : -1;
  if (isArray && /^\d+$/.test(seg)) {
    const items = s.items;
    if (items && typeof items === 'object' && !Array.isArray(items)) return next(items as JsonSchema);
    return -1;
  }
  const addl = s.additionalProperties;
  if (addl && typeof addl === 'object') return next(addl as JsonSchema);
  return from;
}

/** Checks one `$data.…` reference; returns an error message or undefined. */
export function checkDataReference(
  store: SchemaStore,
  ref: string,
  entries: Map<string, DataEntryInfo>,
): string | undefined {
  const [, entryName, ...segs] = ref.split('.');
  if (!entryName) return `"${ref}" names no data entry`;
  const entry = entries.get(entryName);
  if (!entry) {
    const known = [...entries.keys()];
    return `"${ref}": no data entry "${entryName}"${known.length ? ` (entries: ${known.join(', ')})` : ''}`;
  }
  const endpoint = store.endpoints.get(entry.endpoint);
  if (!endpoint) return undefined; // reported once as unknown-endpoint on the entry itself
  const response: Located = { base: store.catalogueId, schema: endpoint.response };
  if (entry.paged) {
    if (segs.length === 0) return undefined;
    if (PAGED_SCALARS.has(segs[0])) {
      return segs.length > 1 ? `"${ref}": ${segs[0]} of a paged entry has no "${segs[1]}"` : undefined;
    }
    if (segs[0] !== 'list') {
      return `"${ref}": a paged entry has only list, hasMore, loading, error and total (not "${segs[0]}")`;
    }
    // The virtual `list` concatenates every page's `list`, so walking the response itself is right.
  }
  const bad = missingSegment(store, response, segs);
  if (bad < 0) return undefined;
  const prefix = ['$data', entryName, ...segs.slice(0, bad)].join('.');
  return `"${ref}": ${prefix} has no "${segs[bad]}" in the response of ${entry.endpoint}`;
}
