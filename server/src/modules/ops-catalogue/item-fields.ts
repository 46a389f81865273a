import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { validationReason, type AjvIssue } from '../../plugins/envelope';
import { loadSchemaStore, type JsonSchema } from '../../schemas/schema-store';
import type { FieldProblem, ItemFields, ItemKind } from './item-kind';

// A kind's fields arrive as an object inside the request (ops-item-input.json), so Fastify checks only
// that it is an object; here they meet the kind's own input schema, with its defaults filled in and
// every problem named by the field's label (the schema's description up to its first bracket).

const ajv = new Ajv({ allErrors: true, useDefaults: true, strict: true, allowUnionTypes: true });
addFormats(ajv);
const validators = new Map<string, { validate: ValidateFunction; schema: JsonSchema }>();

function validatorOf(kind: ItemKind) {
  let entry = validators.get(kind.schemaFile);
  if (!entry) {
    const file = loadSchemaStore().schemaFiles.find((f) => f.file === kind.schemaFile);
    if (!file) throw new Error(`${kind.schemaFile} is not a schema file`);
    const { $id: _id, $schema: _meta, ...schema } = file.schema;
    entry = { validate: ajv.compile(schema), schema: file.schema };
    validators.set(kind.schemaFile, entry);
  }
  return entry;
}

/** The operator's name of a field: its description before any bracket (封面（图片地址…） → 封面). */
export function fieldLabel(schema: JsonSchema, field: string): string {
  const properties = (schema.properties ?? {}) as Record<string, { description?: string }>;
  const description = properties[field]?.description;
  return description ? description.split(/[（(]/)[0] : field;
}

function problemOf(issue: ErrorObject, schema: JsonSchema): FieldProblem {
  const params = issue.params as Record<string, unknown>;
  const path = issue.instancePath.replace(/^\//, '').split('/')[0];
  const field = path || String(params.missingProperty ?? params.additionalProperty ?? '');
  return { field, message: `${fieldLabel(schema, field)}${validationReason(issue as AjvIssue)}` };
}

/** The fields with defaults filled in, or every problem the schema finds. */
export function checkFields(kind: ItemKind, input: unknown): { fields: ItemFields } | { problems: FieldProblem[] } {
  const { validate, schema } = validatorOf(kind);
  // A copy: defaults are written into the value validated.
  const fields: unknown = structuredClone(input);
  if (validate(fields)) return { fields: fields as ItemFields };
  return { problems: (validate.errors ?? []).map((issue) => problemOf(issue, schema)) };
}

/** The kind's input schema (its field names, types and labels). */
export function kindSchema(kind: ItemKind): JsonSchema {
  return validatorOf(kind).schema;
}
