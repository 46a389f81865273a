// The endpoint catalogue (schemas/api/endpoints/<domain>.json) as an OpenAPI 3.1 document: one operation per
// endpoint, its args split into path/query parameters or a request body the way the server splits them
// (server/src/plugins/catalogue.ts), its answer in the envelope, and every shared schema file it reaches as a
// component. Nothing here describes a shape of its own: the schemas and the envelope come from schemas/.
import path from 'node:path';
import {
  idOf,
  isAnyCatalogueFile,
  isCatalogueFile,
  readEndpoints,
  type EndpointInfo,
  type JsonSchema,
  type SchemaFile,
} from '../../server/src/schemas/schema-store';
import { readOpsEndpoints, type OpsEndpointInfo } from '../../server/src/schemas/ops-catalogue';
import { pathParamNames } from '../../server/src/plugins/catalogue';
import { referencedIds, toJsonSchema2020, type ComponentPointers } from './json-schema-2020';
import { OPS_SESSION_SCHEME, opsOperation, opsSessionScheme, opsTagOf } from './ops-operations';
import { TUS_TAG, tusPaths } from './tus-operations';

/** Every answer, success or not, is this envelope (schemas/entities/envelope.json). */
export const ENVELOPE_FILE = 'schemas/entities/envelope.json';
/** What the tus endpoint's last piece answers (tus-operations.ts). */
const MEDIA_ASSET_FILE = 'schemas/ops/ops-media-asset.json';
const ACCESS_TOKEN_HEADER = 'x-token';

export interface DocumentInfo {
  title: string;
  version: string;
}

function pascal(name: string): string {
  return name.replace(/(^|[-_./])([a-z0-9])/gi, (_, __, c: string) => c.toUpperCase());
}

/** Component name of a schema file: its title (the generated TypeScript type's name), else its path. */
function componentName(file: SchemaFile): string {
  const title = file.schema.title;
  return typeof title === 'string' && /^[A-Za-z0-9_]+$/.test(title) ? title : pascal(file.file.replace(/^schemas\//, '').replace(/\.json$/, ''));
}

/** The schemas an app or ops endpoint carries, with the file id their refs resolve against. */
type EndpointSchemas = { sourceId: string; schemas: unknown[] };

/** The schema files the endpoints reach (through any chain of `$ref`s), plus the envelope, in path order. */
function reachableFiles(files: readonly SchemaFile[], endpoints: readonly EndpointSchemas[]): SchemaFile[] {
  const byId = new Map(files.map((f) => [f.id, f]));
  const seen = new Set<string>([idOf(ENVELOPE_FILE)]);
  const queue = [idOf(ENVELOPE_FILE), ...endpoints.flatMap((e) => e.schemas.flatMap((s) => [...referencedIds(s, e.sourceId)]))];
  while (queue.length > 0) {
    const id = queue.pop()!;
    seen.add(id);
    const file = byId.get(id);
    if (!file) throw new Error(`a $ref points at ${id}, which is not a schema file`);
    for (const next of referencedIds(file.schema, file.id)) if (!seen.has(next)) queue.push(next);
  }
  return files.filter((f) => seen.has(f.id));
}

function componentPointers(files: readonly SchemaFile[]): ComponentPointers {
  const pointers = new Map<string, string>();
  const owners = new Map<string, string>([[REFUSAL, 'the refusal envelope (tools/gen-openapi)']]);
  for (const f of files) {
    const name = componentName(f);
    const other = owners.get(name);
    if (other !== undefined) throw new Error(`${other} and ${f.file} would both be the component "${name}": give one another title`);
    owners.set(name, f.file);
    pointers.set(f.id, `#/components/schemas/${name}`);
  }
  return pointers;
}

type Parameter = { name: string; in: 'path' | 'query'; required: boolean; description?: string; schema: unknown };

function parameter(name: string, where: 'path' | 'query', schema: JsonSchema, required: boolean): Parameter {
  const description = typeof schema.description === 'string' ? schema.description : undefined;
  return { name, in: where, required, ...(description ? { description } : {}), schema };
}

/** The envelope of an expected refusal answered with HTTP 200 (code ≠ 0): the client shows its message as is. */
const REFUSAL = 'Refusal';

function refusalSchema(envelopeRef: string): JsonSchema {
  return {
    description: 'An expected refusal the client shows as a toast (a wrong login code, a full booking…): HTTP 200, code ≠ 0, message says why.',
    allOf: [{ $ref: envelopeRef }],
    properties: { code: { not: { const: 0 } } },
  };
}

/** The success envelope around `data`, or a refusal. */
function okAnswer(data: unknown): JsonSchema {
  return {
    oneOf: [
      { type: 'object', required: ['code', 'message', 'data'], properties: { code: { const: 0 }, message: { type: 'string' }, data } },
      { $ref: `#/components/schemas/${REFUSAL}` },
    ],
  };
}

function operation(e: EndpointInfo, title: string | undefined, pointers: ComponentPointers): JsonSchema {
  const convert = (s: unknown) => toJsonSchema2020(s, e.sourceId, pointers) as JsonSchema;
  const args = convert(e.args);
  const properties = (args.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((args.required ?? []) as string[]);
  const inPath = pathParamNames(e.path);
  for (const name of inPath) {
    if (!properties[name]) throw new Error(`${e.file}: ${e.name}'s path has {${name}} but its args have no "${name}"`);
  }
  const parameters: Parameter[] = inPath.map((name) => parameter(name, 'path', properties[name], true));
  const rest = Object.keys(properties).filter((name) => !inPath.includes(name));
  const isBody = e.method === 'POST' || e.method === 'PUT';
  let requestBody: JsonSchema | undefined;
  if (!isBody) {
    parameters.push(...rest.map((name) => parameter(name, 'query', properties[name], required.has(name))));
  } else {
    const bodyRequired = rest.filter((name) => required.has(name));
    const schema: JsonSchema = {
      type: 'object',
      ...(args.additionalProperties !== undefined ? { additionalProperties: args.additionalProperties } : {}),
      properties: Object.fromEntries(rest.map((name) => [name, properties[name]])),
      ...(bodyRequired.length ? { required: bodyRequired } : {}),
    };
    // The client posts forms; JSON is accepted as well (server/src/plugins/body-parsers.ts).
    requestBody = {
      required: bodyRequired.length > 0,
      content: { 'application/x-www-form-urlencoded': { schema }, 'application/json': { schema } },
    };
  }
  return {
    operationId: e.name,
    summary: title ?? e.name,
    ...(e.description ? { description: e.description } : {}),
    tags: [tagOf(e.file)],
    ...(parameters.length ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses: {
      '200': {
        description: e.paged ? 'One page of the list (page/pageSize in, total_page/total out)' : 'The answer',
        content: { 'application/json': { schema: okAnswer(convert(e.response)) } },
      },
      '4XX': { $ref: '#/components/responses/ClientError' },
      '5XX': { $ref: '#/components/responses/ServerError' },
    },
    ...(e.paged ? { 'x-paged': true } : {}),
  };
}

/** Endpoint name → its x-title (the operators' Chinese name), which the schema store does not carry. */
function endpointTitles(files: readonly SchemaFile[]): Map<string, string> {
  const titles = new Map<string, string>();
  for (const f of files.filter((x) => isCatalogueFile(x.file))) {
    for (const [name, e] of Object.entries((f.schema.endpoints ?? {}) as Record<string, { 'x-title'?: unknown }>)) {
      if (typeof e['x-title'] === 'string') titles.set(name, e['x-title']);
    }
  }
  return titles;
}

function tagOf(file: string): string {
  return path.posix.basename(file, '.json');
}

/** The whole OpenAPI 3.1 document for the catalogue in `files` (every schemas/**.json file, as the schema store reads them). */
export function openApiDocument(files: readonly SchemaFile[], info: DocumentInfo): JsonSchema {
  const endpoints = [...readEndpoints(files).values()];
  const opsEndpoints = [...readOpsEndpoints(files).values()];
  const titles = endpointTitles(files);
  const components = reachableFiles(
    files.filter((f) => !isAnyCatalogueFile(f.file)),
    [
      ...endpoints.map((e) => ({ sourceId: e.sourceId, schemas: [e.args, e.response] })),
      ...opsEndpoints.map((e: OpsEndpointInfo) => ({ sourceId: e.sourceId, schemas: [e.params, e.query, e.body, e.response].filter(Boolean) })),
    ],
  );
  const pointers = componentPointers(components);
  const envelopeRef = pointers.get(idOf(ENVELOPE_FILE))!;
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const e of [...endpoints].sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method))) {
    paths[e.path] ??= {};
    paths[e.path][e.method.toLowerCase()] = operation(e, titles.get(e.name), pointers);
  }
  for (const e of [...opsEndpoints].sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method))) {
    paths[e.path] ??= {};
    paths[e.path][e.method.toLowerCase()] = opsOperation(e, pointers);
  }
  Object.assign(paths, tusPaths(pointers.get(idOf(MEDIA_ASSET_FILE))!));
  const schemas: JsonSchema = Object.fromEntries(
    components.map((f) => [pointers.get(f.id)!.split('/').pop()!, { ...(toJsonSchema2020(f.schema, f.id, pointers) as JsonSchema), 'x-source': f.file }]),
  );
  schemas[REFUSAL] = refusalSchema(envelopeRef);
  const tags = [
    ...[...new Set(endpoints.map((e) => tagOf(e.file)))].sort().map((name) => ({ name, description: `schemas/api/endpoints/${name}.json` })),
    ...[...new Map(opsEndpoints.map((e) => [opsTagOf(e), e.file]))]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, file]) => ({ name, description: `Operator API (console, ops_session cookie): ${file}` })),
    { name: TUS_TAG, description: 'Resumable video uploads by the tus protocol (1.0.0), under /ops/api with the ops_session cookie' },
  ];
  const errorAnswer = (description: string) => ({ description, content: { 'application/json': { schema: { $ref: envelopeRef } } } });
  return {
    openapi: '3.1.0',
    info: {
      title: info.title,
      version: info.version,
      description:
        'Generated from the endpoint catalogue (schemas/api/endpoints) by `npm run gen:openapi`; do not edit. ' +
        'Every answer is the envelope {code, message, data}: code 0 with data is a success. ' +
        `Send the access token from a login as the ${ACCESS_TOKEN_HEADER} header (or Authorization: Bearer); ` +
        'without one the request is a guest, and endpoints that need a signed-in user answer 401 (登录超时，请重新登录！). ' +
        "Operations tagged ops-* are the operator console's API under /ops/api (schemas/api/ops-endpoints): they need the ops_session cookie instead.",
    },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    tags,
    // The token is optional: guests may call every endpoint, and the ones that need a user answer 401.
    security: [{}, { accessToken: [] }, { bearerToken: [] }],
    paths,
    components: {
      schemas,
      responses: {
        ClientError: errorAnswer(
          'The request was refused: 400 参数错误: <field> <reason> (args failing their schema), 401 a signed-in user is needed, ' +
            '403, 404 内容不存在, 409, 413 请求体过大, 415, 429 操作过于频繁 (with Retry-After). code repeats the status.',
        ),
        ServerError: errorAnswer('503 with Retry-After while the database is unreachable; 500 for a bug (服务器内部错误，请稍后重试).'),
      },
      securitySchemes: {
        accessToken: { type: 'apiKey', in: 'header', name: ACCESS_TOKEN_HEADER, description: 'The access token a login answers (session-tokens).' },
        bearerToken: { type: 'http', scheme: 'bearer', description: 'The same access token as Authorization: Bearer <token>.' },
        [OPS_SESSION_SCHEME]: opsSessionScheme,
      },
    },
  };
}
