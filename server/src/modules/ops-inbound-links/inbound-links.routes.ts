import type { FastifyInstance } from 'fastify';
import { envelope } from '../../plugins/envelope';
import { opsRoute } from '../ops';
import { requireOperator } from '../ops-operators';
import { inboundLinks } from './inbound-links';

/** What links to a content item: read before its take-down is confirmed (no change, so nothing is audited). */
export function opsInboundLinkRoutes(scope: FastifyInstance): void {
  opsRoute(scope, 'listOpsItemInboundLinks', async (request) => {
    requireOperator(request);
    return envelope(await inboundLinks(scope.db, request.params.kind, request.params.id));
  });
}
