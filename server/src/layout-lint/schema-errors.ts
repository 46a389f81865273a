// Turns ajv's error list into a few readable messages. With allErrors, a failed `oneOf` (conditions,
// actions) reports every branch's errors; an operator only cares about the branch they meant, so we
// pick it by its required keys / `const`s and validate against that branch alone.
import localizeZh from 'ajv-i18n/localize/zh/index.js';
import type { ErrorObject } from 'ajv';
import { resolveRef, type JsonSchema, type SchemaStore } from '../schemas/schema-store';

export interface SchemaProblem {
  /** JSON pointer inside the validated value. */
  path: string;
  message: string;
  /** For a missing required property: its name (the message is for people and is localised). */
  missing?: string;
}

interface Location {
  id: string;
  pointer: string;
}

const locations = new WeakMap<SchemaStore, WeakMap<object, Location>>();

function escapePointer(seg: string): string {
  return seg.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** Every sub-schema object → the file id and JSON pointer where it lives (ajv's verbose errors give objects). */
function locationsOf(store: SchemaStore): WeakMap<object, Location> {
  let map = locations.get(store);
  if (map) return map;
  map = new WeakMap();
  const walk = (node: unknown, id: string, pointer: string): void => {
    if (node === null || typeof node !== 'object') return;
    map!.set(node, { id, pointer });
    for (const [k, v] of Object.entries(node)) walk(v, id, `${pointer}/${escapePointer(k)}`);
  };
  for (const f of [...store.schemaFiles, ...store.widgets]) walk(f.schema, f.id, '');
  locations.set(store, map);
  return map;
}

function locate(store: SchemaStore, schema: unknown): Location | undefined {
  if (schema === null || typeof schema !== 'object') return undefined;
  const found = locationsOf(store).get(schema);
  if (found) return found;
  // Root schemas were copied (absolute $id) before being added to ajv.
  const id = (schema as JsonSchema).$id;
  return typeof id === 'string' && store.byId.has(id) ? { id, pointer: '' } : undefined;
}

function deref(store: SchemaStore, loc: Location, schema: JsonSchema): JsonSchema {
  let s = schema;
  let base = loc.id;
  for (let i = 0; i < 10 && typeof s.$ref === 'string'; i++) {
    const r = resolveRef(store.byId, base, s.$ref);
    if (!r) break;
    s = r.schema;
    base = r.id;
  }
  return s;
}

/** The branch a value was meant for: all its required keys present and its `const`s matched. */
function intendedBranch(store: SchemaStore, loc: Location, branches: JsonSchema[], data: unknown): number {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return -1;
  const value = data as Record<string, unknown>;
  const fits = branches.map((b) => {
    const s = deref(store, loc, b);
    const required = (s.required as string[] | undefined) ?? [];
    const props = (s.properties ?? {}) as Record<string, JsonSchema>;
    const constKeys = Object.keys(props).filter((k) => 'const' in props[k]);
    if (constKeys.length > 0) return constKeys.every((k) => value[k] === props[k].const);
    return required.length > 0 && required.every((k) => k in value);
  });
  return fits.filter(Boolean).length === 1 ? fits.indexOf(true) : -1;
}

function describe(e: ErrorObject): string {
  const p = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'additionalProperties':
      return `不应有属性 ${String(p.additionalProperty)}`;
    case 'enum':
      return `应当是 ${JSON.stringify(p.allowedValues)} 之一`;
    case 'const':
      return `应当等于 ${JSON.stringify(p.allowedValue)}`;
    default:
      return e.message ?? `不符合 ${e.keyword} 规则`;
  }
}

function oneOfHint(store: SchemaStore, loc: Location, branches: JsonSchema[]): string {
  const shapes = branches.map((b) => {
    const s = deref(store, loc, b);
    const req = (s.required as string[] | undefined) ?? [];
    return req.length ? `{${req.join(', ')}}` : String(s.title ?? '?');
  });
  return `应当恰好符合其中一种：${shapes.join(' | ')}`;
}

function under(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** Validate `data` against the schema registered under `schemaRef` and explain the failures. */
export function validateExplained(store: SchemaStore, schemaRef: string, data: unknown): SchemaProblem[] {
  const validate = store.ajv.getSchema(schemaRef);
  if (!validate) return [{ path: '', message: `找不到结构定义：${schemaRef}` }];
  if (validate(data)) return [];
  const errors = validate.errors ?? [];
  // Operators read these (console, publish gate): ajv's own messages in Chinese.
  localizeZh(errors);
  return explain(store, errors);
}

function explain(store: SchemaStore, errors: ErrorObject[]): SchemaProblem[] {
  const out: (SchemaProblem & { keep?: boolean })[] = [];
  for (const e of errors) {
    if (e.keyword !== 'oneOf') {
      const missing = e.keyword === 'required' ? String((e.params as { missingProperty?: unknown }).missingProperty) : undefined;
      out.push({ path: e.instancePath, message: describe(e), ...(missing === undefined ? {} : { missing }) });
      continue;
    }
    // Errors already collected under this value came from the oneOf's branches: replace them.
    for (let i = out.length - 1; i >= 0; i--) if (under(out[i].path, e.instancePath)) out.splice(i, 1);
    const parent = e.parentSchema as JsonSchema | undefined;
    const loc = locate(store, parent);
    const branches = (parent?.oneOf ?? []) as JsonSchema[];
    const index = loc ? intendedBranch(store, loc, branches, e.data) : -1;
    if (!loc || index < 0) {
      out.push({ path: e.instancePath, message: loc ? oneOfHint(store, loc, branches) : describe(e) });
      continue;
    }
    const branchRef = `${loc.id}#${loc.pointer}/oneOf/${index}`;
    for (const p of validateExplained(store, branchRef, e.data)) {
      out.push({ ...p, path: e.instancePath + p.path });
    }
  }
  const seen = new Set<string>();
  return out.filter((p) => {
    const key = `${p.path}\n${p.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
