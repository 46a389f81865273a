import { fieldKind } from './field-kind';
import { resolveRef, repositorySchemas, type SchemaAt, type SchemaFiles } from './schema-registry';

// Whole-object helpers for a form built from an object schema: what a new object starts as, which
// required values are missing, and the body to send (only what the schema declares).

export interface ObjectProperty {
  key: string;
  at: SchemaAt;
  required: boolean;
}

export function objectProperties(at: SchemaAt, files: SchemaFiles = repositorySchemas): ObjectProperty[] {
  const kind = fieldKind(at, files);
  return kind.kind === 'object' ? kind.properties : [];
}

/**
 * A new object: each property's `default`, the first option of a required enum (a select shows it
 * chosen anyway), everything else absent so a required one is reported missing.
 */
export function initialObject(at: SchemaAt, files: SchemaFiles = repositorySchemas): Record<string, unknown> {
  const value: Record<string, unknown> = {};
  for (const property of objectProperties(at, files)) {
    const schema = resolveRef(property.at, files)?.schema;
    if (schema?.default !== undefined) value[property.key] = structuredClone(schema.default);
    else if (property.required && Array.isArray(schema?.enum)) value[property.key] = schema.enum[0];
  }
  return value;
}

export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** Keys of required properties without a value (blank text counts as none). */
export function missingRequired(at: SchemaAt, value: Record<string, unknown>, files: SchemaFiles = repositorySchemas): string[] {
  return objectProperties(at, files)
    .filter((property) => property.required && isBlank(value[property.key]))
    .map((property) => property.key);
}

/**
 * The value reduced to what the schema declares, recursively through objects and arrays: records
 * read back from the server carry ids, sort positions and counters the input schema refuses.
 */
export function pruneToSchema(value: unknown, at: SchemaAt, files: SchemaFiles = repositorySchemas): unknown {
  const kind = fieldKind(at, files);
  if (kind.kind === 'array' && Array.isArray(value)) return value.map((item) => pruneToSchema(item, kind.items, files));
  if (kind.kind !== 'object' || !value || typeof value !== 'object' || Array.isArray(value)) return value;
  const record = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const property of kind.properties) {
    if (record[property.key] !== undefined) out[property.key] = pruneToSchema(record[property.key], property.at, files);
  }
  return out;
}
