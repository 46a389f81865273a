// Which JSON types a schema lets a value have, and whether a bound value can fit where it is used.
// Shared by the layout lint (server) and the operator console (browser), which resolve `$ref`s
// differently (absolute ids there, repository paths here): each passes its own resolver.

export type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array' | 'null';

/** A set of JSON types, or null: anything (the schema does not say, or a reference is known only at run time). */
export type TypeSet = ReadonlySet<JsonType> | null;

export type SchemaObject = { readonly [key: string]: unknown };

/** A schema and the base its relative `$ref`s resolve against. */
export interface SchemaAtBase<B> {
  base: B;
  schema: SchemaObject;
}

export type RefResolver<B> = (base: B, ref: string) => SchemaAtBase<B> | undefined;

const JSON_TYPES: readonly JsonType[] = ['string', 'number', 'integer', 'boolean', 'object', 'array', 'null'];

function isJsonType(value: unknown): value is JsonType {
  return typeof value === 'string' && (JSON_TYPES as readonly string[]).includes(value);
}

/** The JSON type of a literal value (a whole number is an integer). */
export function literalType(value: unknown): JsonType {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  if (typeof value === 'string' || typeof value === 'boolean') return typeof value as 'string' | 'boolean';
  return 'object';
}

function accepts(accepted: ReadonlySet<JsonType>, type: JsonType): boolean {
  return accepted.has(type) || (type === 'integer' && accepted.has('number')) || (type === 'number' && accepted.has('integer'));
}

function union(sets: TypeSet[]): TypeSet {
  if (sets.some((set) => set === null)) return null;
  return new Set(sets.flatMap((set) => [...set!]));
}

function intersect(sets: TypeSet[]): TypeSet {
  const known = sets.filter((set): set is ReadonlySet<JsonType> => set !== null);
  if (known.length === 0) return null;
  return new Set(known.reduce<JsonType[]>((common, set) => common.filter((type) => accepts(set, type)), [...known[0]]));
}

function listOf(schema: SchemaObject, key: string): SchemaObject[] {
  const value = schema[key];
  return Array.isArray(value) ? value.filter((member): member is SchemaObject => member !== null && typeof member === 'object') : [];
}

/** The JSON types a value valid against the schema can have; null when the schema leaves it open. */
export function schemaTypes<B>(at: SchemaAtBase<B>, resolve: RefResolver<B>, depth = 0): TypeSet {
  if (depth > 24) return null;
  const { schema } = at;
  if (typeof schema.$ref === 'string') {
    const target = resolve(at.base, schema.$ref);
    return target ? schemaTypes(target, resolve, depth + 1) : null;
  }
  if ('const' in schema) return new Set([literalType(schema.const)]);
  if (Array.isArray(schema.enum)) return new Set(schema.enum.map(literalType));
  const declared = Array.isArray(schema.type) ? schema.type.filter(isJsonType) : isJsonType(schema.type) ? [schema.type] : [];
  if (declared.length > 0) return new Set(declared);
  const branches = [...listOf(schema, 'oneOf'), ...listOf(schema, 'anyOf')];
  if (branches.length > 0) return union(branches.map((branch) => schemaTypes({ base: at.base, schema: branch }, resolve, depth + 1)));
  const all = listOf(schema, 'allOf');
  if (all.length > 0) return intersect(all.map((branch) => schemaTypes({ base: at.base, schema: branch }, resolve, depth + 1)));
  if ('properties' in schema || 'additionalProperties' in schema || 'required' in schema) return new Set(['object']);
  if ('items' in schema) return new Set(['array']);
  return null;
}

/** True when a value of one of the `actual` types can be used where `accepted` types are allowed. */
export function typesCompatible(actual: TypeSet, accepted: TypeSet): boolean {
  if (actual === null || accepted === null) return true;
  return [...actual].some((type) => accepts(accepted, type));
}

/** True when the literal has one of the accepted types. */
export function literalFits(value: unknown, accepted: TypeSet): boolean {
  return accepted === null || accepts(accepted, literalType(value));
}

/** Names operators read for each JSON type. */
export const TYPE_NAMES: Readonly<Record<JsonType, string>> = {
  string: '文字',
  number: '数字',
  integer: '整数',
  boolean: '开关值',
  object: '对象',
  array: '列表',
  null: '空值',
};

/** "文字或整数"; "任意值" for an open set. Integer is left out beside number (a number includes it). */
export function describeTypes(types: TypeSet): string {
  if (types === null) return '任意值';
  const list = JSON_TYPES.filter((type) => types.has(type) && !(type === 'integer' && types.has('number')));
  return list.map((type) => TYPE_NAMES[type]).join('或') || '任意值';
}
