import { CATALOGUE_DIR, loadSchemaStore } from '../schemas/schema-store';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema, HTTPMethods } from 'fastify';
import type { EndpointArgs, EndpointName, EndpointResults } from '../../../contract/generated/endpoints';
import { absolutizeRefs, type JsonSchema } from './schemas';
import {
  describeValidationIssue,
  envelope,
  isSerializedEnvelope,
  MESSAGES,
  refuseWith,
  sendSerialized,
  type AjvIssue,
  type SerializedEnvelope,
} from './envelope';

/**
 * Routes built from the endpoint catalogue (schemas/api/endpoints/<domain>.json, merged by the schema
 * store): the method, the path and the args/response schemas are written once there and shared with
 * the client and the layout lint.
 */
interface CatalogueEntry {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  description?: string;
  paged?: boolean;
  args: JsonSchema;
  response: JsonSchema;
}

let cachedCatalogue: Record<string, CatalogueEntry> | undefined;

export function loadCatalogue(): Record<string, CatalogueEntry> {
  if (!cachedCatalogue) {
    cachedCatalogue = {};
    for (const [name, info] of loadSchemaStore().endpoints) {
      cachedCatalogue[name] = {
        // The catalogue's meta-schema restricts method to these four.
        method: info.method as CatalogueEntry['method'],
        path: info.path,
        ...(info.description !== undefined ? { description: info.description } : {}),
        paged: info.paged,
        // Refs are relative to the endpoint's own file, e.g. "../../entities/home-payload.json".
        args: absolutizeRefs(info.args as JsonSchema, info.sourceId) as JsonSchema,
        response: absolutizeRefs(info.response as JsonSchema, info.sourceId) as JsonSchema,
      };
    }
  }
  return cachedCatalogue;
}

/** "/course/api/channel/{id}/home" → "/course/api/channel/:id/home". */
export function toFastifyPath(path: string): string {
  return path.replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, ':$1');
}

export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g)].map((match) => match[1]);
}

/** Splits an endpoint's args into params and querystring (GET/DELETE) or body (POST/PUT) schemas. */
export function routeSchemaFor(entry: CatalogueEntry): FastifySchema {
  const params = pathParamNames(entry.path);
  const properties = (entry.args.properties ?? {}) as Record<string, JsonSchema>;
  const required = (entry.args.required ?? []) as string[];
  const pick = (inPath: boolean): JsonSchema => {
    const names = Object.keys(properties).filter((name) => params.includes(name) === inPath);
    return {
      type: 'object',
      additionalProperties: inPath ? false : (entry.args.additionalProperties ?? true),
      properties: Object.fromEntries(names.map((name) => [name, properties[name]])),
      required: required.filter((name) => names.includes(name)),
    };
  };
  const schema: FastifySchema = {
    response: {
      200: {
        type: 'object',
        required: ['code', 'message', 'data'],
        properties: { code: { type: 'integer' }, message: { type: 'string' }, data: entry.response },
      },
    },
  };
  if (params.length > 0) schema.params = pick(true);
  if (entry.method === 'GET' || entry.method === 'DELETE') schema.querystring = pick(false);
  else schema.body = pick(false);
  return schema;
}

/** A success whose envelope carries its own message (发送成功, 删除成功, 提交成功) instead of "success". */
export class Success<T> {
  constructor(
    readonly data: T,
    readonly message: string,
  ) {}
}

/** `args` = path params merged with the query (GET/DELETE) or body (POST/PUT), validated and coerced. */
type Handler<N extends EndpointName> = (
  args: EndpointArgs[N],
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<EndpointResults[N] | Success<EndpointResults[N]> | SerializedEnvelope>;

export interface CatalogueRouteOptions {
  /** Extra paths answering the same endpoint (kept for older clients), e.g. /course/api/banner/list. */
  aliases?: string[];
  /**
   * Answer args that fail the schema as an HTTP 200 refusal with this code (the field named) instead of
   * HTTP 400, and a POST without a body as an empty form. For forms whose client shows only 200
   * answers' messages (the login flows: anything but code -1 starts the resend countdown).
   */
  invalidArgsRefusalCode?: number;
}

/**
 * Registers a catalogue endpoint — the one way every catalogue route is made. The handler receives
 * the validated args and returns `data` (or a Success with its own message); the envelope
 * `{ code: 0, message, data }` is added here. A handler may return a pre-serialized envelope (hot cached
 * payloads), sent as is. Refusals are thrown AppErrors (refuseWith for HTTP 200 ones), which the error
 * handler turns into envelopes.
 */
export function catalogueRoute<N extends EndpointName>(app: FastifyInstance, name: N, handler: Handler<N>, options: CatalogueRouteOptions = {}): void {
  const entry = loadCatalogue()[name];
  if (!entry) throw new Error(`Endpoint "${name}" is not in any ${CATALOGUE_DIR}/<domain>.json`);
  const schema = routeSchemaFor(entry);
  const isBody = entry.method === 'POST' || entry.method === 'PUT';
  const refusalCode = options.invalidArgsRefusalCode;
  const formOptions =
    refusalCode === undefined
      ? {}
      : {
          attachValidation: true,
          ...(isBody
            ? {
                preValidation: async (request: FastifyRequest) => {
                  request.body ??= {};
                },
              }
            : {}),
        };
  for (const path of [entry.path, ...(options.aliases ?? [])]) {
    app.route({
      method: entry.method as HTTPMethods,
      url: toFastifyPath(path),
      schema,
      config: { endpoint: name },
      ...formOptions,
      handler: async (request, reply) => {
        if (refusalCode !== undefined && request.validationError) {
          const issue = request.validationError.validation?.[0];
          throw refuseWith(refusalCode, issue ? describeValidationIssue(issue as AjvIssue, request.validationError.validationContext) : MESSAGES.badRequest);
        }
        const args = {
          ...((isBody ? request.body : request.query) as object),
          ...(request.params as object),
        } as EndpointArgs[N];
        const result = await handler(args, request, reply);
        if (isSerializedEnvelope(result)) return sendSerialized(request, reply, result);
        if (result instanceof Success) return { code: 0, message: result.message, data: result.data };
        return envelope(result);
      },
    });
  }
}
