import { fieldName } from '../editor/field-names';
import { operatorText, readsChinese } from './operator-text';
import { resolveRef, type JsonSchema, type SchemaAt, type SchemaFiles, repositorySchemas } from './schema-registry';

// Which control a props-schema node becomes. Shapes the form cannot express faithfully (unions, free
// maps, mixed types) fall back to a JSON text box that is parsed and checked before it is applied.

export type FieldKind =
  | { kind: 'string'; multiline: boolean; minLength?: number; maxLength?: number }
  | { kind: 'datetime' }
  | { kind: 'number'; integer: boolean; minimum?: number; maximum?: number; nullable: boolean }
  | { kind: 'boolean' }
  | { kind: 'enum'; options: unknown[] }
  | { kind: 'const'; value: unknown }
  | { kind: 'object'; properties: Array<{ key: string; at: SchemaAt; required: boolean }> }
  | { kind: 'array'; items: SchemaAt }
  | { kind: 'json' };

/** `["integer", "null"]`: an optional value the server stores as null. */
function isNullable(schema: JsonSchema): boolean {
  return Array.isArray(schema.type) && schema.type.length === 2 && schema.type.includes('null');
}

/**
 * What a schema cannot say about a string: that it holds an image URL (upload control), a link
 * (one line, however long it may be) or prose (a text area).
 */
export type FieldWidget = 'image' | 'video' | 'document' | 'link' | 'textarea';

function primaryType(schema: JsonSchema): string | undefined {
  if (Array.isArray(schema.type)) {
    if (isNullable(schema)) return schema.type.find((type) => type !== 'null');
    return schema.type.length === 1 ? schema.type[0] : undefined;
  }
  if (schema.type) return schema.type;
  if (schema.properties) return 'object';
  return undefined;
}

export function fieldKind(input: SchemaAt, files: SchemaFiles = repositorySchemas): FieldKind {
  const at = resolveRef(input, files);
  if (!at) return { kind: 'json' };
  const { schema } = at;
  if ('const' in schema) return { kind: 'const', value: schema.const };
  if (Array.isArray(schema.enum)) return { kind: 'enum', options: schema.enum };
  if (schema.oneOf || schema.anyOf) return { kind: 'json' };
  switch (primaryType(schema)) {
    case 'string':
      if (schema.format === 'date-time') return { kind: 'datetime' };
      return { kind: 'string', multiline: (schema.maxLength ?? 0) > 200, minLength: schema.minLength, maxLength: schema.maxLength };
    case 'integer':
    case 'number':
      return { kind: 'number', integer: primaryType(schema) === 'integer', minimum: schema.minimum, maximum: schema.maximum, nullable: isNullable(schema) };
    case 'boolean':
      return { kind: 'boolean' };
    case 'object': {
      // A free map (additionalProperties only) has no fields to show: JSON it is.
      if (!schema.properties || Object.keys(schema.properties).length === 0) return { kind: 'json' };
      const required = new Set(schema.required ?? []);
      return {
        kind: 'object',
        properties: Object.entries(schema.properties).map(([key, property]) => ({ key, at: { schema: property, file: at.file }, required: required.has(key) })),
      };
    }
    case 'array': {
      if (!schema.items || Array.isArray(schema.items)) return { kind: 'json' };
      return { kind: 'array', items: { schema: schema.items, file: at.file } };
    }
    default:
      return { kind: 'json' };
  }
}

/**
 * The label an operator reads: the schema's title, else its (Chinese) description up to the first
 * sentence break, else the property key. The full description is shown as help text.
 */
export function fieldLabel(key: string, at: SchemaAt | undefined, files: SchemaFiles = repositorySchemas): string {
  const schema = at ? (resolveRef(at, files)?.schema ?? at.schema) : undefined;
  const operatorName = at?.schema['x-title'] ?? schema?.['x-title'];
  if (operatorName) return operatorName;
  const text = at?.schema.title ?? schema?.title;
  // Schema titles in English name generated types (or speak to developers), not the operator's words.
  if (text && readsChinese(text)) return text;
  // The description's first phrase, once its developer notation is left out (none when it has no Chinese).
  const short = operatorText(at?.schema.description ?? schema?.description)
    ?.split(/[；;。（(，,：:]/)[0]
    .trim();
  if (short) return short;
  return fieldName(key);
}

export function fieldHelp(at: SchemaAt | undefined, files: SchemaFiles = repositorySchemas): string | undefined {
  if (!at) return undefined;
  // A field named for operators (x-title) shows only operators' words: its description is for developers.
  if (at.schema['x-title']) return at.schema['x-description'];
  if (at.schema.description) return at.schema.description;
  const resolved = resolveRef(at, files)?.schema;
  return resolved?.['x-title'] ? resolved['x-description'] : resolved?.description;
}

export interface EnumOption {
  value: unknown;
  label: string;
}

/**
 * An enum's options with the names its description gives them, in the schemas' house style
 * "位置：1 首页/课程，2 文章" (after the label, `value name` pairs separated by commas). A value the
 * description does not name is shown as itself.
 */
export function enumOptions(options: unknown[], description: string | undefined): EnumOption[] {
  const names = new Map<string, string>();
  const list = description?.includes('：') || description?.includes(':') ? description.replace(/^[^：:]*[：:]/, '') : (description ?? '');
  for (const segment of list.split(/[，,；;]/)) {
    const match = /^\s*(\S+)\s+(.+?)\s*$/.exec(segment);
    // A name in English is a developer's note: the value is shown as itself then.
    if (match && readsChinese(match[2])) names.set(match[1], match[2]);
  }
  return options.map((value) => ({ value, label: names.get(String(value)) ?? String(value) }));
}

/** True when the description names every option (then it says nothing the options do not). */
export function enumNamesAll(options: EnumOption[]): boolean {
  return options.every((option) => option.label !== String(option.value));
}

/** A starting value for a new array item or a newly added object: defaults first, then empties. */
export function emptyValue(at: SchemaAt, files: SchemaFiles = repositorySchemas): unknown {
  const resolved = resolveRef(at, files);
  if (!resolved) return null;
  if (resolved.schema.default !== undefined) return resolved.schema.default;
  const kind = fieldKind(resolved, files);
  switch (kind.kind) {
    case 'string':
      return '';
    case 'number':
      return kind.nullable ? null : (kind.minimum ?? 0);
    case 'datetime':
      return undefined;
    case 'boolean':
      return false;
    case 'enum':
      return kind.options[0];
    case 'const':
      return kind.value;
    case 'array':
      return [];
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const property of kind.properties) if (property.required) value[property.key] = emptyValue(property.at, files);
      return value;
    }
    default:
      return {};
  }
}
