// The types references reach: a `$data`/`$item` path through the endpoint's response schema, a `$route`
// or `$state` path through the declared reference scope (schemas/layout/reference-scope.json). Lint
// uses them to refuse a value that cannot have the type of the prop or action argument it feeds.
import { parseReference } from '../../../contract/bind/scope';
import { schemaTypes, type RefResolver, type TypeSet } from '../../../contract/bind/value-types';
import { idOf, resolveRef, type SchemaStore } from '../schemas/schema-store';
import { locateDataPath, locateItemPath, locateSegments, type DataEntryInfo, type ItemScope, type Located } from './binding-paths';

export const REFERENCE_SCOPE_FILE = 'schemas/layout/reference-scope.json';

/** The declared roots besides $data and $item. */
export type ScopeRoot = 'route' | 'state';

const ROOT_NAMES: Record<ScopeRoot, string> = { route: '页面地址', state: '应用状态' };

export function schemaResolver(store: SchemaStore): RefResolver<string> {
  return (base, ref) => {
    const target = resolveRef(store.byId, base, ref);
    return target ? { base: target.id, schema: target.schema } : undefined;
  };
}

/** The JSON types over every schema a reference reached; null when any of them leaves it open. */
export function typesOfLocated(store: SchemaStore, located: Located[]): TypeSet {
  if (located.length === 0) return null;
  const resolve = schemaResolver(store);
  const sets = located.map((at) => schemaTypes(at, resolve));
  if (sets.some((set) => set === null)) return null;
  return new Set(sets.flatMap((set) => [...set!]));
}

function scopeRoot(store: SchemaStore, root: ScopeRoot): Located | undefined {
  const id = idOf(REFERENCE_SCOPE_FILE);
  const scope = store.byId.get(id);
  const properties = scope?.properties as Record<string, Located['schema']> | undefined;
  const schema = properties?.[root];
  return schema ? { base: id, schema } : undefined;
}

/** Names declared directly under a schema (through `$ref`s and union branches), for "可用：…" hints. */
function declaredNames(store: SchemaStore, at: Located, depth = 0): string[] {
  if (depth > 12) return [];
  const { schema } = at;
  if (typeof schema.$ref === 'string') {
    const target = schemaResolver(store)(at.base, schema.$ref);
    return target ? declaredNames(store, target, depth + 1) : [];
  }
  const own = schema.properties && typeof schema.properties === 'object' ? Object.keys(schema.properties) : [];
  const branches = ['oneOf', 'anyOf', 'allOf'].flatMap((key) => (Array.isArray(schema[key]) ? (schema[key] as Located['schema'][]) : []));
  return [...new Set([...own, ...branches.flatMap((branch) => declaredNames(store, { base: at.base, schema: branch }, depth + 1))])];
}

/**
 * Checks a `$route…` or `$state…` reference against the declared scope; a Chinese message when the
 * path is not declared, else undefined.
 */
export function checkScopeReference(store: SchemaStore, ref: string): string | undefined {
  const parsed = parseReference(ref);
  if (!parsed || (parsed.root !== 'route' && parsed.root !== 'state')) return undefined;
  const root = scopeRoot(store, parsed.root);
  if (!root) return undefined;
  const walked = locateSegments(store, root, parsed.path);
  if ('found' in walked) return undefined;
  const parent = ['$' + parsed.root, ...parsed.path.slice(0, walked.missing)].join('.');
  const parentAt = locateSegments(store, root, parsed.path.slice(0, walked.missing));
  const known = 'found' in parentAt ? [...new Set(parentAt.found.flatMap((at) => declaredNames(store, at)))] : [];
  const hint = known.length ? `（可用：${known.join('、')}）` : '';
  return `${ref} 不是已声明的${ROOT_NAMES[parsed.root]}：${parent} 下没有 ${parsed.path[walked.missing]}${hint}`;
}

export interface ReferenceContext {
  store: SchemaStore;
  entries: Map<string, DataEntryInfo>;
  /** The `$item` scope of the enclosing repeating node, if any. */
  item?: ItemScope;
}

/**
 * The JSON types a reference can resolve to, as far as the schemas tell: null when they do not (an
 * `$event` payload, an open schema, or a broken path that lint reports on its own).
 */
export function referenceTypes(context: ReferenceContext, ref: string): TypeSet {
  const parsed = parseReference(ref);
  if (!parsed) return null;
  const { store } = context;
  switch (parsed.root) {
    case 'data': {
      const located = locateDataPath(store, ref, context.entries);
      return 'located' in located ? typesOfLocated(store, located.located) : null;
    }
    case 'item':
      return context.item ? typesOfLocated(store, locateItemPath(store, ref, context.item)) : null;
    case 'route':
    case 'state': {
      const root = scopeRoot(store, parsed.root);
      if (!root) return null;
      const walked = locateSegments(store, root, parsed.path);
      return 'found' in walked ? typesOfLocated(store, walked.found) : null;
    }
    default:
      return null;
  }
}
