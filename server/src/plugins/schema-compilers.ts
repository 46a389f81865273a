import { AjvCompiler, type BuildCompilerFromPool } from '@fastify/ajv-compiler';
import type { SerializerCompiler, SerializerFactory } from '@fastify/fast-json-stringify-compiler';
import fastJsonStringify, { type Schema } from 'fast-json-stringify';

type Schemas = Record<string, Schema>;
type Serializer = (data: unknown) => string;

/** The schema ids a schema refers to (a `$ref`'s URI without its `#…` fragment). */
function referencedIds(node: unknown, into: Set<string>): Set<string> {
  if (Array.isArray(node)) for (const item of node) referencedIds(item, into);
  else if (node !== null && typeof node === 'object')
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') {
        const id = value.split('#')[0];
        if (id) into.add(id);
      } else referencedIds(value, into);
    }
  return into;
}

/**
 * Fastify's own serializer compiler hands every route's fast-json-stringify build all shared schemas,
 * and the build checks each of them again (against the meta-schema, for depth): about 200 routes × 150
 * schemas, four seconds of every start. Here a route's build gets only the shared schemas its response
 * schema reaches through `$ref`s, which is all it can use; and a route schema built before on the same
 * shared schemas (another app in this process: a test's second database) reuses its serializer, which
 * keeps no state between calls.
 */
function serializerCompiler(externals: Schemas): SerializerCompiler {
  const direct = new Map<string, readonly string[]>();
  const closureOf = (start: Set<string>): string[] => {
    const seen = new Set<string>();
    const pending = [...start];
    while (pending.length > 0) {
      const id = pending.pop()!;
      if (seen.has(id) || !(id in externals)) continue;
      seen.add(id);
      let refs = direct.get(id);
      if (!refs) {
        refs = [...referencedIds(externals[id], new Set())];
        direct.set(id, refs);
      }
      pending.push(...refs);
    }
    return [...seen];
  };
  const built = new Map<string, Serializer>();
  return ({ schema }) => {
    const key = JSON.stringify(schema);
    const known = built.get(key);
    if (known) return known;
    const ownId = (schema as { $id?: unknown }).$id;
    const reached = closureOf(referencedIds(schema, new Set())).filter((id) => id !== ownId);
    // Route response schemas are JSON Schema objects from our own files and route definitions.
    const serializer = fastJsonStringify(schema as Schema, { schema: Object.fromEntries(reached.map((id) => [id, externals[id]])) });
    built.set(key, serializer);
    return serializer;
  };
}

/**
 * One pool per process, keyed by the shared schemas' ids and the options: every app built in this process
 * on the same schemas (all of ours: they come from one loader) shares one Ajv instance with those schemas
 * added once, and one set of serializers, instead of building both anew for each app.
 */
const poolKey = (externals: object, options: unknown) => `${Object.keys(externals).sort().join('\n')}\n${JSON.stringify(options ?? {})}`;
const validatorPool = AjvCompiler();
const validators = new Map<string, ReturnType<BuildCompilerFromPool>>();
const serializers = new Map<string, SerializerCompiler>();

const buildValidator: BuildCompilerFromPool = (externals, options) => {
  const key = poolKey(externals, options);
  let validator = validators.get(key);
  if (!validator) {
    validator = validatorPool(externals, options);
    validators.set(key, validator);
  }
  return validator;
};

const buildSerializer: SerializerFactory = (externals, options) => {
  // Fastify hands over the shared schemas it was given (addSchema), keyed by their $id.
  const key = poolKey(externals as Schemas, options);
  let serializer = serializers.get(key);
  if (!serializer) {
    // Fastify's serializer options are not used by this app; a route's build takes only the schemas.
    serializer = serializerCompiler(externals as Schemas);
    serializers.set(key, serializer);
  }
  return serializer;
};

export const sharedSchemaCompilers = { buildValidator, buildSerializer };
