import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { EndpointArgs, EndpointName, EndpointResults } from '../../../../contract/generated/endpoints';
import { loadCatalogue, pathParamNames, routeSchemaFor, toFastifyPath } from '../../plugins/catalogue';
import { envelope, type Envelope } from '../../plugins/envelope';

/** An answer the client must see with its own code and text: HTTP 200, code ≠ 0, no data. */
export class Refusal {
  constructor(
    readonly code: number,
    readonly message: string,
  ) {}
}

/**
 * catalogueRoute for endpoints whose expected refusals are envelopes with HTTP 200 (video info: "code 500
 * means failure" for video info; 密码错误请重试 for check_password): the client's request layer turns
 * non-2xx answers into a generic 未知错误！ toast, so these must stay 200. Same catalogue schemas for
 * args and data; the data is only optional in the envelope.
 */
export function refusableCatalogueRoute<N extends EndpointName>(
  app: FastifyInstance,
  name: N,
  handler: (args: EndpointArgs[N], request: FastifyRequest, reply: FastifyReply) => Promise<EndpointResults[N] | Refusal>,
): void {
  const entry = loadCatalogue()[name];
  if (!entry) throw new Error(`Endpoint "${name}" is not in the catalogue`);
  if (entry.method !== 'GET') throw new Error(`refusableCatalogueRoute: ${name} must be a GET`);
  const schema = routeSchemaFor(entry);
  (schema.response as Record<number, { required: string[] }>)[200].required = ['code', 'message'];
  const hasParams = pathParamNames(entry.path).length > 0;
  app.route({
    method: 'GET',
    url: toFastifyPath(entry.path),
    schema,
    config: { endpoint: name },
    handler: async (request, reply): Promise<Envelope> => {
      const args = { ...(request.query as object), ...(hasParams ? (request.params as object) : {}) } as EndpointArgs[N];
      const result = await handler(args, request, reply);
      return result instanceof Refusal ? { code: result.code, message: result.message } : envelope(result);
    },
  });
}
