// Our schemas are JSON Schema draft-07 files that point at each other by relative path; OpenAPI 3.1 speaks
// JSON Schema 2020-12 inside one document. This turns one draft-07 schema into its 2020-12 form with every
// `$ref` pointing into the document's components.
import type { JsonSchema } from '../../server/src/schemas/schema-store';

/** Absolute schema id (SCHEMA_BASE + repo path) → the JSON pointer of its component ("#/components/schemas/Banner"). */
export type ComponentPointers = ReadonlyMap<string, string>;

/** Keywords whose value is a map of name → schema. */
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', 'definitions', '$defs', 'dependentSchemas']);
/** Keywords whose value is a list of schemas. */
const SCHEMA_LISTS = new Set(['oneOf', 'anyOf', 'allOf', 'prefixItems']);
/** Keywords whose value is one schema. */
const SCHEMA_VALUES = new Set(['items', 'additionalProperties', 'not', 'contains', 'propertyNames', 'if', 'then', 'else']);

/** A fragment written against draft-07 names ("#/definitions/x") → its 2020-12 place ("/$defs/x"). */
function fragmentPointer(fragment: string): string {
  return fragment.replace(/^#/, '').replace(/(^|\/)definitions(?=\/)/g, '$1$defs');
}

/** `ref` written in the schema `baseId` → a pointer into the OpenAPI document. */
export function componentRef(ref: string, baseId: string, pointers: ComponentPointers): string {
  const url = new URL(ref, baseId);
  const fragment = decodeURIComponent(url.hash);
  url.hash = '';
  const target = pointers.get(url.href);
  if (target === undefined) throw new Error(`$ref "${ref}" in ${baseId} points at ${url.href}, which is not a schema file`);
  return target + fragmentPointer(fragment);
}

/** The draft-07 `dependencies` keyword split into 2020-12's two keywords. */
function splitDependencies(value: Record<string, unknown>, convert: (s: unknown) => unknown): JsonSchema {
  const required: Record<string, unknown> = {};
  const schemas: Record<string, unknown> = {};
  for (const [name, dep] of Object.entries(value)) {
    if (Array.isArray(dep)) required[name] = dep;
    else schemas[name] = convert(dep);
  }
  return {
    ...(Object.keys(required).length ? { dependentRequired: required } : {}),
    ...(Object.keys(schemas).length ? { dependentSchemas: schemas } : {}),
  };
}

/**
 * One draft-07 schema (written in the file `baseId`) → 2020-12: `definitions` → `$defs`, `dependencies` →
 * `dependentRequired`/`dependentSchemas`, tuple `items` → `prefixItems` (and `additionalItems` → `items`),
 * `$ref`s → component pointers; `$schema` and `$id` dropped (the document's dialect is 2020-12 and its refs
 * are absolute pointers). Only annotations stand beside our `$ref`s, so 2020-12 applying siblings changes nothing.
 */
export function toJsonSchema2020(node: unknown, baseId: string, pointers: ComponentPointers): unknown {
  if (node === null || typeof node !== 'object' || Array.isArray(node)) return node;
  const convert = (s: unknown) => toJsonSchema2020(s, baseId, pointers);
  const source = node as JsonSchema;
  const out: JsonSchema = {};
  const tuple = Array.isArray(source.items);
  for (const [key, value] of Object.entries(source)) {
    if (key === '$schema' || key === '$id') continue;
    if (key === '$ref' && typeof value === 'string') out.$ref = componentRef(value, baseId, pointers);
    else if (key === 'definitions' && value && typeof value === 'object') out.$defs = mapValues(value as JsonSchema, convert);
    else if (key === 'dependencies' && value && typeof value === 'object') Object.assign(out, splitDependencies(value as JsonSchema, convert));
    else if (key === 'items' && tuple) out.prefixItems = (value as unknown[]).map(convert);
    else if (key === 'additionalItems') {
      if (tuple) out.items = convert(value);
    } else if (SCHEMA_MAPS.has(key) && value && typeof value === 'object' && !Array.isArray(value)) out[key] = mapValues(value as JsonSchema, convert);
    else if (SCHEMA_LISTS.has(key) && Array.isArray(value)) out[key] = value.map(convert);
    else if (SCHEMA_VALUES.has(key)) out[key] = convert(value);
    else out[key] = value;
  }
  return out;
}

function mapValues(map: JsonSchema, convert: (s: unknown) => unknown): JsonSchema {
  return Object.fromEntries(Object.entries(map).map(([k, v]) => [k, convert(v)]));
}

/** Absolute ids of the schema files `node` (written in `baseId`) refers to directly. */
export function referencedIds(node: unknown, baseId: string): string[] {
  if (Array.isArray(node)) return node.flatMap((n) => referencedIds(n, baseId));
  if (node === null || typeof node !== 'object') return [];
  return Object.entries(node as JsonSchema).flatMap(([key, value]) => {
    if (key !== '$ref' || typeof value !== 'string') return referencedIds(value, baseId);
    const url = new URL(value, baseId);
    url.hash = '';
    return [url.href];
  });
}
