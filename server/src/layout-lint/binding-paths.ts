// Checks `$data.<entry>.<path>` and `$item.<path>` references against the bound endpoint's response
// schema, so a renamed payload field fails lint instead of rendering an empty widget.
import { resolveRef, SCHEMA_BASE, type JsonSchema, type SchemaStore } from '../schemas/schema-store';

export interface DataEntryInfo {
  endpoint: string;
  paged: boolean;
}

/** Keys of the virtual value bound for a `paged: true` entry besides `list` (see contracts.md). */
const PAGED_SCALARS: Record<string, JsonSchema> = {
  hasMore: { type: 'boolean' },
  loading: { type: 'boolean' },
  error: { type: 'boolean' },
  total: { type: 'integer' },
};

/** A schema and the id its relative `$ref`s resolve against. */
export interface Located {
  base: string;
  schema: JsonSchema;
}

/** Where `$item` points inside a node with `repeat`: the array's `items` schema(s). */
export interface ItemScope {
  /** The node's `repeat` reference, for messages. */
  repeat: string;
  /** Empty when the repeat reference itself is broken (already reported; $item is then unchecked). */
  items: Located[];
}

/** Walk outcome: the schemas reached (several through unions), or the first segment that is missing. */
type Walk = { found: Located[] } | { missing: number };

function anything(base: string): Located {
  return { base, schema: {} };
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

function unionsOf(s: JsonSchema): JsonSchema[] {
  return ['oneOf', 'anyOf', 'allOf'].flatMap((k) => (Array.isArray(s[k]) ? (s[k] as JsonSchema[]) : []));
}

const CONSTRAINING = ['type', 'properties', 'items', 'oneOf', 'anyOf', 'allOf', 'additionalProperties', 'enum', 'const'];

function isUnconstrained(s: JsonSchema): boolean {
  return !CONSTRAINING.some((k) => k in s);
}

/** One segment through the schema's own keywords (properties, array index/length, additionalProperties). */
function step(store: SchemaStore, cur: Located, segs: string[], from: number, depth: number): Walk {
  const s = cur.schema;
  const seg = segs[from];
  const types = typesOf(s);
  const props = s.properties as Record<string, JsonSchema> | undefined;
  const next = (schema: JsonSchema): Walk => walk(store, { base: cur.base, schema }, segs, from + 1, depth + 1);
  if (props && seg in props) return next(props[seg]);
  const isArray = types.includes('array') || 'items' in s;
  if ((isArray || types.includes('string')) && seg === 'length') return next({ type: 'integer', minimum: 0 });
  if (isArray && /^\d+$/.test(seg)) {
    const items = s.items;
    if (items && typeof items === 'object' && !Array.isArray(items)) return next(items as JsonSchema);
    return { found: [anything(cur.base)] }; // tuple or untyped items: not checked
  }
  const addl = s.additionalProperties;
  if (addl && typeof addl === 'object') return next(addl as JsonSchema);
  return { missing: from };
}

/** Walks `segs` from `at`, following `$ref`s and every union branch. */
function walk(store: SchemaStore, at: Located, segs: string[], from = 0, depth = 0): Walk {
  if (from >= segs.length) return { found: [at] };
  if (depth > 40) return { found: [anything(at.base)] };
  const cur = follow(store, at);
  if (!cur) return { missing: from };
  const s = cur.schema;
  if (isUnconstrained(s)) return { found: [anything(cur.base)] };
  const found: Located[] = [];
  let worst = from;
  const merge = (w: Walk): void => {
    if ('found' in w) found.push(...w.found);
    else worst = Math.max(worst, w.missing);
  };
  const unions = unionsOf(s);
  for (const branch of unions) merge(walk(store, { base: cur.base, schema: branch }, segs, from, depth + 1));
  if (unions.length === 0 || 'properties' in s || 'items' in s) merge(step(store, cur, segs, from, depth));
  return found.length > 0 ? { found } : { missing: worst };
}

/** Walks `segs` from `at`: the schemas reached, or the index of the first segment that is missing. */
export function locateSegments(store: SchemaStore, at: Located, segs: string[]): { found: Located[] } | { missing: number } {
  return walk(store, at, segs);
}

/**
 * Walks `segs` through the schema. Returns -1 when the path exists, else the index of the first
 * segment that does not (the deepest failure over union branches).
 */
export function missingSegment(store: SchemaStore, at: Located, segs: string[], from = 0, depth = 0): number {
  const w = walk(store, at, segs, from, depth);
  return 'found' in w ? -1 : w.missing;
}

/**
 * Locates the schema(s) of a `$data.<entry>.<path>` reference: through `$ref`s, properties, items and,
 * for a `paged: true` entry, its virtual shape (`list` walks the response's list, which the runtime
 * concatenates over pages). An unknown endpoint locates as "anything" (reported on the entry itself).
 */
export function locateDataPath(store: SchemaStore, ref: string, entries: Map<string, DataEntryInfo>): { located: Located[] } | { error: string } {
  const [, entryName, ...segs] = ref.split('.');
  if (!entryName) return { error: `"${ref}" 没有指明页面数据` };
  const entry = entries.get(entryName);
  if (!entry) {
    const known = [...entries.keys()];
    return { error: `"${ref}"：页面数据中没有「${entryName}」${known.length ? `（已有：${known.join('、')}）` : ''}` };
  }
  const endpoint = store.endpoints.get(entry.endpoint);
  if (!endpoint) return { located: [anything(SCHEMA_BASE)] };
  const response: Located = { base: endpoint.sourceId, schema: endpoint.response };
  if (entry.paged) {
    if (segs.length === 0) return { located: [{ base: endpoint.sourceId, schema: { type: 'object' } }] };
    const scalar = PAGED_SCALARS[segs[0]];
    if (scalar) {
      if (segs.length > 1) return { error: `"${ref}"：分页数据的 ${segs[0]} 下没有「${segs[1]}」` };
      return { located: [{ base: endpoint.sourceId, schema: scalar }] };
    }
    if (segs[0] !== 'list') {
      return { error: `"${ref}"：分页数据只有 list（列表）、hasMore（还有更多）、loading（加载中）、error（出错）和 total（总数），没有「${segs[0]}」` };
    }
  }
  const w = walk(store, response, segs);
  if ('found' in w) return { located: w.found };
  const prefix = ['$data', entryName, ...segs.slice(0, w.missing)].join('.');
  return { error: `"${ref}"：接口 ${entry.endpoint} 返回的数据中，${prefix} 下没有「${segs[w.missing]}」` };
}

/** Checks one `$data.…` reference; returns an error message or undefined. */
export function checkDataReference(store: SchemaStore, ref: string, entries: Map<string, DataEntryInfo>): string | undefined {
  const r = locateDataPath(store, ref, entries);
  return 'error' in r ? r.error : undefined;
}

/** The element schemas of an array schema (every array branch of a union); empty when not an array. */
export function arrayItems(store: SchemaStore, at: Located, depth = 0): Located[] {
  const cur = follow(store, at);
  if (!cur || depth > 20) return [];
  const s = cur.schema;
  if (isUnconstrained(s)) return [anything(cur.base)];
  const out = unionsOf(s).flatMap((branch) => arrayItems(store, { base: cur.base, schema: branch }, depth + 1));
  if (typesOf(s).includes('array') || 'items' in s) {
    const items = s.items;
    const single = items && typeof items === 'object' && !Array.isArray(items);
    out.push(single ? { base: cur.base, schema: items as JsonSchema } : anything(cur.base));
  }
  return out;
}

/** Resolves a node's `repeat`: the scope its `$item` references read, or an error message. */
export function locateRepeat(store: SchemaStore, ref: string, entries: Map<string, DataEntryInfo>): { scope: ItemScope } | { error: string } {
  const r = locateDataPath(store, ref, entries);
  if ('error' in r) return { error: `重复数据 ${r.error}` };
  const items = r.located.flatMap((at) => arrayItems(store, at));
  if (items.length === 0) {
    const [, entryName, ...segs] = ref.split('.');
    const hint = segs.length === 0 && entries.get(entryName)?.paged ? `（分页数据的列表是 $data.${entryName}.list）` : '';
    return { error: `重复数据 "${ref}" 必须指向列表，但它不是列表${hint}` };
  }
  return { scope: { repeat: ref, items } };
}

/** The schemas an `$item[.…]` reference reaches inside `scope` (empty when it reaches none or the scope is unknown). */
export function locateItemPath(store: SchemaStore, ref: string, scope: ItemScope): Located[] {
  const segs = ref.split('.').slice(1);
  return scope.items.flatMap((at) => {
    const w = walk(store, at, segs);
    return 'found' in w ? w.found : [];
  });
}

/** Checks one `$item[.…]` reference against the scope of the enclosing repeating node. */
export function checkItemReference(store: SchemaStore, ref: string, scope: ItemScope): string | undefined {
  if (scope.items.length === 0) return undefined;
  const segs = ref.split('.').slice(1);
  let worst = 0;
  for (const at of scope.items) {
    const bad = missingSegment(store, at, segs);
    if (bad < 0) return undefined;
    worst = Math.max(worst, bad);
  }
  const prefix = ['$item', ...segs.slice(0, worst)].join('.');
  return `"${ref}"：${scope.repeat} 的列表项中，${prefix} 下没有「${segs[worst]}」`;
}
