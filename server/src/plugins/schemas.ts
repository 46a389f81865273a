import type { FastifyInstance } from 'fastify';
import { defaultRoot, idOf, readSchemaFiles } from '../schemas/schema-store';

/**
 * The shared JSON Schemas (schemas/) loaded for Fastify, under the same absolute ids the schema store
 * gives them for lint and gen-types (SCHEMA_BASE + repo path, e.g. …/schemas/entities/banner.json).
 *
 * ajv resolves the files' relative `$ref`s against those ids, but fast-json-stringify (response
 * serialization) does not, so every `$ref` is rewritten to an absolute URI here. Files stay unchanged.
 */
export { idOf as schemaId };

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonSchema = { [key: string]: Json };

/** Rewrites `$ref`s to absolute URIs resolved against `baseUri`; sets `$id`; drops `$schema`. */
export function absolutizeRefs(node: Json, baseUri: string, id?: string): Json {
  if (Array.isArray(node)) return node.map((item) => absolutizeRefs(item, baseUri));
  if (node === null || typeof node !== 'object') return node;
  const out: { [key: string]: Json } = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === '$schema' || key === '$id') continue;
    out[key] = key === '$ref' && typeof value === 'string' ? new URL(value, baseUri).href : absolutizeRefs(value, baseUri);
  }
  if (id) out.$id = id;
  return out;
}

let cachedSchemas: JsonSchema[] | undefined;

/**
 * Every schema file under schemas/ except the endpoint catalogue files (no `$id`: they list endpoints
 * rather than being schemas; catalogue.ts takes them merged from the schema store).
 */
export function loadSharedSchemas(): JsonSchema[] {
  cachedSchemas ??= readSchemaFiles(defaultRoot)
    .filter(({ schema }) => typeof schema.$id === 'string')
    .map(({ id, schema }) => absolutizeRefs(schema as JsonSchema, id, id) as JsonSchema);
  return cachedSchemas;
}

/** Adds every shared schema so route schemas can `$ref` them by schemaId('schemas/entities/…'). */
export function registerSharedSchemas(app: FastifyInstance): void {
  for (const schema of loadSharedSchemas()) app.addSchema(schema);
}
