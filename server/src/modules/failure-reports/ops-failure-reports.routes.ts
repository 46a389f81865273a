import type { FastifyInstance } from 'fastify';
import { envelope } from '../../plugins/envelope';
import { requireOperator } from '../ops/ops-auth';
import { opsResponse } from '../ops/ops-responses';
import { failingLayouts, failureSpikes, layoutFailures } from './failure-reports.service';

/** Same id rule as the layout store (layout-document.json). */
const layoutParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', maxLength: 128, pattern: '^[a-z0-9][a-z0-9-]*(\\.[A-Za-z0-9_-]+)?$' } },
};
const hoursQuery = {
  type: 'object',
  properties: { hours: { type: 'integer', minimum: 1, maximum: 14 * 24, default: 24 } },
};

/** The console's reads of the failure counts (inside the /ops/api scope: operators only). */
export function opsFailureReportRoutes(scope: FastifyInstance, options: { now: () => number }): void {
  scope.get<{ Querystring: { hours: number } }>(
    '/failures',
    { schema: { querystring: hoursQuery, response: opsResponse('ops-failure-layouts') } },
    async (request) => {
      requireOperator(request);
      return envelope(await failingLayouts(scope.db, request.query.hours, options.now()));
    },
  );
  scope.get('/failures/spikes', { schema: { response: opsResponse('ops-failure-spikes') } }, async (request) => {
    requireOperator(request);
    return envelope(await failureSpikes(scope.db, options.now()));
  });
  scope.get<{ Params: { id: string }; Querystring: { hours: number } }>(
    '/layouts/:id/failures',
    { schema: { params: layoutParams, querystring: hoursQuery, response: opsResponse('ops-failure-reports') } },
    async (request) => {
      requireOperator(request);
      return envelope(await layoutFailures(scope.db, request.params.id, request.query.hours, options.now()));
    },
  );
}
