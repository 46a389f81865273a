// The operator API's catalogue (schemas/api/ops-endpoints) → the console's types and typed RTK Query endpoints:
// contract/generated/ops-endpoints.ts (opsEndpointCatalogue, OpsEndpointArgs, OpsEndpointResults) and
// src/ops/api/generated/ops-catalogue-api.ts (one build.query per GET, build.mutation otherwise, injected into
// the console's own api slice, src/ops/api/ops-api.ts).
import path from 'node:path';
import { OPS_CATALOGUE_DIR, type JsonSchema, type SchemaFile } from '../../server/src/schemas/schema-store';
import { OPS_MULTIPART, readOpsEndpoints, type OpsEndpointInfo } from '../../server/src/schemas/ops-catalogue';
import { rebaseRefs } from './rebase-refs';
import { compileDeclarations, importsFrom, pascal } from './ts-declarations';
import { GENERATED_HEADER } from './validators';

export const OPS_ENDPOINTS_FILE = 'contract/generated/ops-endpoints.ts';
export const OPS_CATALOGUE_API_FILE = 'src/ops/api/generated/ops-catalogue-api.ts';

type Part = 'params' | 'query' | 'body';

/** A multipart body's file fields (`format: binary`) are Blobs on the client. */
function withBlobs(schema: JsonSchema): JsonSchema {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  return {
    ...schema,
    properties: Object.fromEntries(Object.entries(properties).map(([k, v]) => [k, v.format === 'binary' ? { ...v, tsType: 'Blob' } : v])),
  };
}

function partSchema(e: OpsEndpointInfo, part: Part): JsonSchema {
  const schema = e[part];
  // An endpoint without this part adds nothing to its args (unknown & T is T).
  if (!schema) return { tsType: 'unknown' };
  const rebased = rebaseRefs(schema, e.file, OPS_CATALOGUE_DIR) as JsonSchema;
  const typed = part === 'body' && e.contentType === OPS_MULTIPART ? withBlobs(rebased) : rebased;
  return typeof typed.$ref === 'string' ? typed : { ...typed, title: `${pascal(e.name)}${pascal(part)}` };
}

/**
 * An interface body: `name: "field" | …;` for each endpoint whose query or body gives top-level fields a
 * `default`. Those fields are present once the server has validated the request (its validator fills
 * defaults), so a handler reads them as set.
 */
function defaultedFields(endpoints: readonly OpsEndpointInfo[], part: 'query' | 'body'): string {
  const lines = endpoints.flatMap((e) => {
    const properties = (e[part]?.properties ?? {}) as Record<string, JsonSchema>;
    const names = Object.keys(properties).filter((name) => properties[name].default !== undefined);
    return names.length ? [`  ${e.name}: ${names.map((name) => JSON.stringify(name)).join(' | ')};`] : [];
  });
  return lines.length ? `\n${lines.join('\n')}\n` : '';
}

async function opsEndpointsTs(root: string, endpoints: readonly OpsEndpointInfo[], shared: ReadonlySet<string>): Promise<string> {
  const names = endpoints.map((e) => e.name);
  const map = (title: string, pick: (e: OpsEndpointInfo) => JsonSchema) => ({
    title,
    type: 'object',
    required: names,
    additionalProperties: false,
    properties: Object.fromEntries(endpoints.map((e) => [e.name, pick(e)])),
  });
  const response = (e: OpsEndpointInfo) => {
    const rebased = rebaseRefs(e.response, e.file, OPS_CATALOGUE_DIR) as JsonSchema;
    return typeof rebased.$ref === 'string' ? rebased : { ...rebased, title: `${pascal(e.name)}Result` };
  };
  const rootSchema = {
    type: 'object',
    properties: {
      params: map('OpsEndpointParams', (e) => partSchema(e, 'params')),
      query: map('OpsEndpointQuery', (e) => partSchema(e, 'query')),
      body: map('OpsEndpointBody', (e) => partSchema(e, 'body')),
      results: map('OpsEndpointResults', response),
    },
  };
  const decls = await compileDeclarations(rootSchema, path.join(root, OPS_CATALOGUE_DIR), shared);
  const catalogue = endpoints
    .map(
      (e) =>
        `  ${e.name}: { method: ${JSON.stringify(e.method)}, path: ${JSON.stringify(e.path)}, access: ${JSON.stringify(e.access)}, contentType: ${JSON.stringify(e.contentType)} },`,
    )
    .join('\n');
  const imports = importsFrom(decls, shared);
  return `${GENERATED_HEADER}
${imports.length ? `\nimport type { ${imports.join(', ')} } from './schema-types';\n` : ''}
/** Every /ops/api endpoint: method, full path with {param}s, who may call it, the request body's media type. */
export const opsEndpointCatalogue = {
${catalogue}
} as const;

export type OpsEndpointName = keyof typeof opsEndpointCatalogue;

/** An endpoint's arguments: its path params, query and body fields in one object (the base query splits them again). */
export type OpsEndpointArgs = { [N in OpsEndpointName]: OpsEndpointParams[N] & OpsEndpointQuery[N] & OpsEndpointBody[N] };

/** The query fields with a schema default, of the endpoints that have any: always set in a validated request. */
export interface OpsEndpointQueryDefaults {${defaultedFields(endpoints, 'query')}}

/** The body fields with a schema default, of the endpoints that have any: always set in a validated request. */
export interface OpsEndpointBodyDefaults {${defaultedFields(endpoints, 'body')}}

${decls.map((d) => d.text).join('\n\n')}
`;
}

function definition(e: OpsEndpointInfo): string {
  const build = e.method === 'GET' ? 'query' : 'mutation';
  return `    ${e.name}: build.${build}<R['${e.name}'], OpsCallArgs<'${e.name}'>>(ops${pascal(build)}Of('${e.name}')),`;
}

function opsCatalogueApiTs(endpoints: readonly OpsEndpointInfo[]): string {
  return `${GENERATED_HEADER}
import type { OpsEndpointResults as R } from '../../../../contract/generated/ops-endpoints';
import { opsApi } from '../ops-api';
import { opsMutationOf, opsQueryOf, type OpsCallArgs } from '../ops-definitions';

/** Every operator API endpoint under its catalogue name: GETs as queries, the rest as mutations. */
export const opsCatalogueApi = opsApi.injectEndpoints({
  endpoints: (build) => ({
${endpoints.map(definition).join('\n')}
  }),
});
`;
}

/** Repo-relative path → content of the console's generated files. */
export async function opsEndpointFiles(root: string, files: readonly SchemaFile[], shared: ReadonlySet<string>): Promise<Map<string, string>> {
  const endpoints = [...readOpsEndpoints(files).values()];
  return new Map([
    [OPS_ENDPOINTS_FILE, await opsEndpointsTs(root, endpoints, shared)],
    [OPS_CATALOGUE_API_FILE, opsCatalogueApiTs(endpoints)],
  ]);
}
