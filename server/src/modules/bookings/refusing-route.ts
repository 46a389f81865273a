import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { EndpointArgs, EndpointName, EndpointResults } from '../../../../contract/generated/endpoints';
import { AppError } from '../../plugins/envelope';
import { Refusal, refusableCatalogueRoute } from '../gates/refusable-route';

/**
 * Follow and booking refusals answer HTTP 200 with code ≠ 0 so the client shows the server's message
 * (docs/product-rules.md#error-texts): an AppError thrown with status 200 becomes that envelope; 401 and the rest stay HTTP errors.
 */
export function refusingRoute<N extends EndpointName>(
  app: FastifyInstance,
  name: N,
  handler: (args: EndpointArgs[N], request: FastifyRequest) => Promise<EndpointResults[N]>,
): void {
  refusableCatalogueRoute(app, name, async (args, request) => {
    try {
      return await handler(args, request);
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 200) return new Refusal(error.code, error.message);
      throw error;
    }
  });
}
