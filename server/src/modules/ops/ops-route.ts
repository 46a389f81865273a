import type { FastifyInstance, FastifyRequest, FastifySchema, HTTPMethods, RouteGenericInterface, RouteHandlerMethod } from 'fastify';
import type { RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type {
  OpsEndpointBody,
  OpsEndpointBodyDefaults,
  OpsEndpointName,
  OpsEndpointParams,
  OpsEndpointQuery,
  OpsEndpointQueryDefaults,
} from '../../../../contract/generated/ops-endpoints';
import { absolutizeRefs, type JsonSchema } from '../../plugins/schemas';
import { loadSchemaStore, OPS_CATALOGUE_DIR } from '../../schemas/schema-store';
import { OPS_MULTIPART, readOpsEndpoints, type OpsEndpointInfo } from '../../schemas/ops-catalogue';
import { requireAdmin, requireOperator } from '../ops-operators';
import { opsResponse } from './ops-responses';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The ops catalogue endpoint a route was made from (ops-catalogue-coverage.test.ts finds routes without one). */
    opsEndpoint?: string;
  }
}

/** Where the operator API lives; catalogue paths are written in full (/ops/api/…). */
export const OPS_PREFIX = '/ops/api';

/**
 * The one part of /ops/api outside the catalogue: resumable video uploads speak the tus protocol, whose
 * headers (Upload-Offset, Upload-Length, Tus-Resumable) are the contract and tus-js-client the client
 * (server/src/modules/ops-media/video-upload.routes.ts). Under /ops/api so the console's session cookie
 * (Path=/ops/api) reaches it; contract/generated/openapi.json lists it (tools/gen-openapi/tus-operations.ts).
 */
export const OPS_TUS_PREFIX = `${OPS_PREFIX}/media/uploads`;

let cached: Map<string, OpsEndpointInfo> | undefined;

/** The operator API's catalogue (schemas/api/ops-endpoints/<domain>.json), read once. */
export function loadOpsCatalogue(): Map<string, OpsEndpointInfo> {
  cached ??= readOpsEndpoints(loadSchemaStore().schemaFiles);
  return cached;
}

/** The body media type an ops endpoint takes (application/json, or multipart/form-data where it takes files). */
export function opsBodyType(name: string | undefined): string {
  return (name && loadOpsCatalogue().get(name)?.contentType) || 'application/json';
}

/** "/ops/api/layouts/{id}" → "/layouts/:id", the route's url inside the /ops/api scope. */
export function opsScopeUrl(path: string): string {
  if (!path.startsWith(OPS_PREFIX)) throw new Error(`ops endpoint path ${path} is not under ${OPS_PREFIX}`);
  return path.slice(OPS_PREFIX.length).replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, ':$1');
}

/** The Fastify schema of an ops endpoint: its catalogue schemas with refs made absolute, the answer in the ops envelope. */
export function opsRouteSchema(entry: OpsEndpointInfo): FastifySchema {
  // The catalogue's schemas are parsed JSON, so they are Json values.
  const absolute = (schema: object | undefined) => (schema ? (absolutizeRefs(schema as JsonSchema, entry.sourceId) as JsonSchema) : undefined);
  const params = absolute(entry.params);
  const querystring = absolute(entry.query);
  // A multipart body is read by the handler (request.file()); there is no JSON to validate.
  const body = entry.contentType === OPS_MULTIPART ? undefined : absolute(entry.body);
  return {
    ...(params ? { params } : {}),
    ...(querystring ? { querystring } : {}),
    ...(body ? { body } : {}),
    ...(entry.serializeResponse ? { response: opsResponse(absolute(entry.response) as JsonSchema) } : {}),
  };
}

/** An ops catalogue name known only at run time (the home content kinds' endpoints); throws when it is not in the catalogue. */
export function opsEndpointNamed(name: string): OpsEndpointName {
  if (!loadOpsCatalogue().has(name)) throw new Error(`Ops endpoint "${name}" is not in any ${OPS_CATALOGUE_DIR}/<domain>.json`);
  return name as OpsEndpointName;
}

type OpsHandler<RG extends RouteGenericInterface> = RouteHandlerMethod<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, RG>;

/** T with the fields `Defaults` names for endpoint N set: the validator has filled in the schema's defaults. */
type Defaulted<T, Defaults, N extends OpsEndpointName> = N extends keyof Defaults ? T & Required<Pick<T, Extract<Defaults[N], keyof T>>> : T;

/** A route's request types, generated from its catalogue entry's schemas (contract/generated/ops-endpoints.ts). */
type OpsRouteGeneric<N extends OpsEndpointName> = {
  Params: OpsEndpointParams[N];
  Querystring: Defaulted<OpsEndpointQuery[N], OpsEndpointQueryDefaults, N>;
  Body: Defaulted<OpsEndpointBody[N], OpsEndpointBodyDefaults, N>;
};

/**
 * Registers an /ops/api route from its catalogue entry — the one way an operator route is made. Method,
 * url and schemas come from the catalogue; a route that is not `access: public` refuses a request
 * without an operator session (401, after the args are validated, as the handlers' own requireOperator
 * did). The handler answers the ops envelope itself (envelope(...)); refusals are thrown AppErrors.
 * `access: admin` is checked here too (403 for others); publisher-only checks stay in the handlers, which
 * word the refusal for their domain.
 */
export function opsRoute<N extends OpsEndpointName>(
  scope: FastifyInstance,
  name: N,
  handler: OpsHandler<OpsRouteGeneric<N>>,
  options: OpsRouteOptions = {},
): void {
  registerOpsRoute(scope, name, handler, options);
}

export interface OpsRouteOptions {
  /**
   * A body limit above the server's own (an import's file). Such a body is read only for a signed-in
   * operator: the session is checked before the body, so nobody else can make the server parse megabytes.
   */
  bodyLimit?: number;
}

/**
 * opsRoute for a family of endpoints whose name is made at run time (the home content kinds: one handler per
 * verb for banners, shortcuts, messages…): the handler states the request shape the family shares, which the
 * catalogue's schemas of each member validate.
 */
export function opsFamilyRoute<RG extends RouteGenericInterface = RouteGenericInterface>(
  scope: FastifyInstance,
  name: OpsEndpointName,
  handler: OpsHandler<RG>,
): void {
  registerOpsRoute(scope, name, handler);
}

function registerOpsRoute<RG extends RouteGenericInterface>(
  scope: FastifyInstance,
  name: OpsEndpointName,
  handler: OpsHandler<RG>,
  options: OpsRouteOptions = {},
): void {
  const entry = loadOpsCatalogue().get(name);
  if (!entry) throw new Error(`Ops endpoint "${name}" is not in any ${OPS_CATALOGUE_DIR}/<domain>.json`);
  scope.route<RG>({
    method: entry.method as HTTPMethods,
    url: opsScopeUrl(entry.path),
    schema: opsRouteSchema(entry),
    config: { opsEndpoint: name },
    ...(options.bodyLimit === undefined ? {} : { bodyLimit: options.bodyLimit }),
    ...(entry.access === 'public'
      ? {}
      : {
          ...(options.bodyLimit === undefined
            ? {}
            : {
                onRequest: async (request: FastifyRequest) => {
                  requireOperator(request);
                },
              }),
          preHandler: async (request) => {
            if (entry.access === 'admin') requireAdmin(request);
            else requireOperator(request);
          },
        }),
    handler,
  });
}
