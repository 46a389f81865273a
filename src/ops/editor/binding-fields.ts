import { schemaTypes, typesCompatible, type RefResolver, type TypeSet } from '../../../contract/bind/value-types';
import { fieldLabel } from '../schema-form/field-kind';
import { resolveRef, type JsonSchema, type SchemaAt } from '../schema-form/schema-registry';
import { fieldName } from './field-names';

// A schema as a tree of fields an operator can bind: objects give their properties, lists their count
// and first element. Only fields whose type fits where the value goes can be chosen; a field that does
// not fit is kept only as the way to fitting ones below it.

export interface BindingField {
  /** The last path segment ("title", "0", "length"). */
  key: string;
  /** What an operator reads: the schema's Chinese label, 第 1 项, 数量. */
  label: string;
  /** The reference this field is read by, e.g. $data.home.banners.0.title. */
  reference: string;
  /** null: the schema does not say (anything fits). */
  types: TypeSet;
  /** Can be chosen for the value being edited. */
  fits: boolean;
  children: BindingField[];
}

/** Deep enough for list › 第 1 项 › field › field; recursive schemas (comment replies) stop here. */
const MAX_DEPTH = 5;

export const schemaResolver: RefResolver<string> = (file, ref) => {
  const target = resolveRef({ schema: { $ref: ref }, file });
  return target ? { base: target.file, schema: target.schema } : undefined;
};

/** The JSON types a schema allows (null: anything). */
export function typesOf(at: SchemaAt): TypeSet {
  return schemaTypes({ base: at.file, schema: at.schema }, schemaResolver);
}

interface Shape {
  properties: Array<[string, SchemaAt]>;
  items?: SchemaAt;
}

/** An object's properties (merged over union branches) and a list's element schema. */
export function shapeOf(at: SchemaAt, depth = 0): Shape {
  const resolved = resolveRef(at);
  if (!resolved || depth > 8) return { properties: [] };
  const { schema, file } = resolved;
  const properties: Array<[string, SchemaAt]> = Object.entries(schema.properties ?? {}).map(([key, property]) => [key, { schema: property, file }]);
  let items: SchemaAt | undefined = schema.items && !Array.isArray(schema.items) ? { schema: schema.items, file } : undefined;
  for (const branch of [...(schema.oneOf ?? []), ...(schema.anyOf ?? []), ...((schema.allOf as JsonSchema[] | undefined) ?? [])]) {
    const inner = shapeOf({ schema: branch, file }, depth + 1);
    for (const [key, property] of inner.properties) if (!properties.some(([known]) => known === key)) properties.push([key, property]);
    items ??= inner.items;
  }
  return { properties, items };
}

/** The schema a path reaches from `at` (properties, list elements by index), or undefined. */
export function schemaAtPath(at: SchemaAt, path: readonly string[]): SchemaAt | undefined {
  let current: SchemaAt | undefined = at;
  for (const segment of path) {
    if (!current) return undefined;
    const shape = shapeOf(current);
    const property = shape.properties.find(([key]) => key === segment)?.[1];
    if (property) current = property;
    else if (/^\d+$/.test(segment) && shape.items) current = shape.items;
    else if (segment === 'length' && shape.items) current = { schema: { type: 'integer' }, file: current.file };
    else return undefined;
  }
  return current;
}

/** The schema's Chinese label, else the field's own name (an English description says nothing to an operator). */
function treeLabel(key: string, at: SchemaAt): string {
  const label = fieldLabel(key, at);
  return /^[\u3400-\u9fff「（]/.test(label) ? label : fieldName(key);
}

function childFields(at: SchemaAt, reference: string, accepted: TypeSet, depth: number): BindingField[] {
  if (depth >= MAX_DEPTH) return [];
  const shape = shapeOf(at);
  const fields = shape.properties.map(([key, property]) =>
    bindingField({ key, label: treeLabel(key, property), reference: `${reference}.${key}`, at: property }, accepted, depth + 1),
  );
  if (shape.items) {
    fields.push(
      bindingField({ key: 'length', label: '数量', reference: `${reference}.length`, at: { schema: { type: 'integer' }, file: at.file } }, accepted, MAX_DEPTH),
      bindingField({ key: '0', label: '第 1 项', reference: `${reference}.0`, at: shape.items }, accepted, depth + 1),
    );
  }
  return fields.filter((field): field is BindingField => field !== null);
}

/**
 * One field and what below it can be chosen; null when neither it nor anything below fits. `at`
 * undefined: a field whose schema says nothing (an event payload): it fits anything, has no children.
 */
export function bindingField(
  field: { key: string; label: string; reference: string; at?: SchemaAt; children?: BindingField[] },
  accepted: TypeSet,
  depth = 0,
): BindingField | null {
  const types = field.at ? typesOf(field.at) : null;
  const fits = typesCompatible(types, accepted);
  const children = field.children ?? (field.at ? childFields(field.at, field.reference, accepted, depth) : []);
  if (!fits && children.length === 0) return null;
  return { key: field.key, label: field.label, reference: field.reference, types, fits, children };
}

/** The fields on the way to `reference` inside `root` (root first), for "数据 首页数据 › 轮播图 › 第 1 项 › 标题". */
export function fieldTrail(root: BindingField, reference: string): BindingField[] {
  if (root.reference === reference) return [root];
  for (const child of root.children) {
    if (reference === child.reference || reference.startsWith(`${child.reference}.`)) {
      const rest = fieldTrail(child, reference);
      if (rest.length) return [root, ...rest];
    }
  }
  return [];
}
