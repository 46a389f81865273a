import { resolveRef, type JsonSchema, type SchemaAt, type SchemaFiles, repositorySchemas } from './schema-registry';

// Which control a props-schema node becomes. Shapes the form cannot express faithfully (unions, free
// maps, mixed types) fall back to a JSON text box that is parsed and checked before it is applied.

export type FieldKind =
  | { kind: 'string'; multiline: boolean }
  | { kind: 'number'; integer: boolean; minimum?: number; maximum?: number }
  | { kind: 'boolean' }
  | { kind: 'enum'; options: unknown[] }
  | { kind: 'const'; value: unknown }
  | { kind: 'object'; properties: Array<{ key: string; at: SchemaAt; required: boolean }> }
  | { kind: 'array'; items: SchemaAt }
  | { kind: 'json' };

function primaryType(schema: JsonSchema): string | undefined {
  if (Array.isArray(schema.type)) return schema.type.length === 1 ? schema.type[0] : undefined;
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
      return { kind: 'string', multiline: (schema.maxLength ?? 0) > 200 };
    case 'integer':
    case 'number':
      return { kind: 'number', integer: primaryType(schema) === 'integer', minimum: schema.minimum, maximum: schema.maximum };
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
  const text = at?.schema.title ?? schema?.title;
  // Schema titles in PascalCase name generated types, not people's words; prefer the description then.
  if (text && !/^[A-Z][A-Za-z0-9]*$/.test(text)) return text;
  const description = at?.schema.description ?? schema?.description;
  if (description) {
    const short = description.split(/[；;。（(，,：:]/)[0].trim();
    if (short) return short;
  }
  return key;
}

export function fieldHelp(at: SchemaAt | undefined, files: SchemaFiles = repositorySchemas): string | undefined {
  if (!at) return undefined;
  return at.schema.description ?? resolveRef(at, files)?.schema.description;
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
      return kind.minimum ?? 0;
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
