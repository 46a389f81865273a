import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import type { EndpointArgs, EndpointName, EndpointResults } from '../../../../contract/generated/endpoints';
import { loadCatalogue, routeSchemaFor, toFastifyPath } from '../../plugins/catalogue';
import { describeValidationIssue, envelope, type Envelope } from '../../plugins/envelope';
import { Refusal } from '../gates/refusable-route';

/** Every expected refusal of the login flows: HTTP 200, code -1, a message the client shows as is. */
export const REFUSAL_CODE = -1;
export const refuse = (message: string): Refusal => new Refusal(REFUSAL_CODE, message);

type Handler<N extends EndpointName> = (args: EndpointArgs[N], request: FastifyRequest, reply: FastifyReply) => Promise<EndpointResults[N] | Refusal>;

/**
 * catalogueRoute for the login flows. The client starts its resend countdown on anything but code -1
 * and turns non-2xx answers into a generic 未知错误！, so bad input is answered like any other refusal
 * (HTTP 200, code -1, the field named) before the handler runs: nothing is sent or stored. Auth
 * failures thrown by requireViewer still become HTTP 401 in the error handler.
 */
export function authRoute<N extends EndpointName>(app: FastifyInstance, name: N, handler: Handler<N>): void {
  const entry = loadCatalogue()[name];
  if (!entry) throw new Error(`Endpoint "${name}" is not in the catalogue`);
  const schema = routeSchemaFor(entry);
  (schema.response as Record<number, { required: string[] }>)[200].required = ['code', 'message'];
  const isBody = entry.method === 'POST' || entry.method === 'PUT';
  app.route({
    method: entry.method as HTTPMethods,
    url: toFastifyPath(entry.path),
    schema,
    attachValidation: true,
    // A POST without a body (log-out) is an empty form, not a malformed one.
    ...(isBody
      ? {
          preValidation: async (request: FastifyRequest) => {
            request.body ??= {};
          },
        }
      : {}),
    config: { endpoint: name },
    handler: async (request, reply): Promise<Envelope> => {
      if (request.validationError) {
        const issue = request.validationError.validation?.[0];
        const message = issue ? describeValidationIssue(issue as Parameters<typeof describeValidationIssue>[0], request.validationError.validationContext) : '参数错误';
        return { code: REFUSAL_CODE, message };
      }
      const args = { ...((isBody ? request.body : request.query) as object | undefined) } as EndpointArgs[N];
      const result = await handler(args, request, reply);
      return result instanceof Refusal ? { code: result.code, message: result.message } : envelope(result);
    },
  });
}
