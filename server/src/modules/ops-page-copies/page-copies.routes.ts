import type { FastifyInstance } from 'fastify';
import { envelope } from '../../plugins/envelope';
import { opsRoute } from '../ops';
import { requireOperator } from '../ops-operators';
import { copyLayout, createLandingPage } from './page-copies.service';

export function opsPageCopyRoutes(scope: FastifyInstance): void {
  opsRoute(scope, 'createOpsLayoutCopy', async (request) => {
    const operator = requireOperator(request);
    return envelope(await copyLayout(scope.db, operator, request.params.id, request.body.to));
  });

  opsRoute(scope, 'createOpsLandingPage', async (request) => {
    const operator = requireOperator(request);
    return envelope(await createLandingPage(scope.db, operator, request.body));
  });
}
