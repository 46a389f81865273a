import type { FastifyInstance } from 'fastify';
import { opsRoute } from '../ops';
import { envelope } from '../../plugins/envelope';
import { requireOperator } from '../ops-operators';
import { sectionStats } from './section-stats.service';

/** GET /ops/api/layouts/:id/section-stats?hours=N: the outline's per-section numbers (signed-in operators). */
export function opsSectionStatsRoutes(scope: FastifyInstance, options: { now: () => number }): void {
  opsRoute(scope, 'getOpsSectionStats', async (request) => {
    requireOperator(request);
    // This process's accepted events count at once (other processes' within a second).
    await scope.sectionEvents.flush();
    return envelope(await sectionStats(scope.db, request.params.id, request.query.hours, options.now()));
  });
}
