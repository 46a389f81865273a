import type { FastifyInstance } from 'fastify';
import { envelope } from '../../plugins/envelope';
import { requireOperator } from '../ops/ops-auth';
import { opsResponse } from '../ops/ops-responses';
import { sectionStats } from './section-stats.service';

/** Longest period the console asks for: 90 days of hourly rows per section stay a small read. */
const MAX_HOURS = 24 * 90;

/** GET /ops/api/layouts/:id/section-stats?hours=N: the outline's per-section numbers (signed-in operators). */
export function opsSectionStatsRoutes(scope: FastifyInstance, options: { now: () => number }): void {
  scope.get<{ Params: { id: string }; Querystring: { hours: number } }>(
    '/layouts/:id/section-stats',
    {
      schema: {
        params: {
          type: 'object',
          required: ['id'],
          properties: { id: { type: 'string', maxLength: 128, pattern: '^[a-z0-9][a-z0-9-]*(\\.[A-Za-z0-9_-]+)?$' } },
        },
        querystring: { type: 'object', properties: { hours: { type: 'integer', minimum: 1, maximum: MAX_HOURS, default: 24 } } },
        response: opsResponse('ops-section-stats'),
      },
    },
    async (request) => {
      requireOperator(request);
      // This process's accepted events count at once (other processes' within a second).
      await scope.sectionEvents.flush();
      return envelope(await sectionStats(scope.db, request.params.id, request.query.hours, options.now()));
    },
  );
}
