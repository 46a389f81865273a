import type { FastifyInstance, FastifyRequest, HTTPMethods } from 'fastify';
import type { EndpointArgs, EndpointName, EndpointResults } from '../../../../contract/generated/endpoints';
import { loadCatalogue, routeSchemaFor, toFastifyPath } from '../../plugins/catalogue';
import { MESSAGES, type Envelope } from '../../plugins/envelope';
import { Refusal } from '../gates/refusable-route';

export { Refusal };

/** A success with the product's own text (发送成功, 删除成功, 提交成功) instead of the default message. */
export class Success<T> {
  constructor(
    readonly data: T,
    readonly message: string,
  ) {}
}

/**
 * A catalogue route (any method) whose expected refusals are HTTP 200 envelopes with code ≠ 0 — the
 * client's request layer shows only 200 answers' messages (docs/product-rules.md#error-texts) — and whose successes may carry
 * their own message. Args and data are validated by the catalogue's schemas as everywhere else.
 */
export function liveRoute<N extends EndpointName>(
  app: FastifyInstance,
  name: N,
  handler: (args: EndpointArgs[N], request: FastifyRequest) => Promise<EndpointResults[N] | Success<EndpointResults[N]> | Refusal>,
): void {
  const entry = loadCatalogue()[name];
  if (!entry) throw new Error(`Endpoint "${name}" is not in the catalogue`);
  const schema = routeSchemaFor(entry);
  (schema.response as Record<number, { required: string[] }>)[200].required = ['code', 'message'];
  const isBody = entry.method === 'POST' || entry.method === 'PUT';
  app.route({
    method: entry.method as HTTPMethods,
    url: toFastifyPath(entry.path),
    schema,
    config: { endpoint: name },
    handler: async (request): Promise<Envelope> => {
      const args = { ...((isBody ? request.body : request.query) as object), ...(request.params as object) } as EndpointArgs[N];
      const result = await handler(args, request);
      if (result instanceof Refusal) return { code: result.code, message: result.message };
      if (result instanceof Success) return { code: 0, message: result.message, data: result.data };
      return { code: 0, message: MESSAGES.ok, data: result };
    },
  });
}
