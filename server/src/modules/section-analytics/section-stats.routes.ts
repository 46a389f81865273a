import type { FastifyInstance } from 'fastify';
import type { OpsSectionStats } from '../../../../contract/generated/schema-types';
import { opsRoute } from '../ops';
import { envelope } from '../../plugins/envelope';
import { requireOperator } from '../ops-operators';
import { sectionStats } from './section-stats.service';

/**
 * GET /ops/api/layouts/:id/section-stats?hours=N&limit=L&offset=O: the outline's per-section numbers (signed-in
 * operators), a page at a time. Operators asking for the same numbers at once share one reading, so several
 * open consoles cost the database (and, on PGlite, the event loop) one query set, not one each.
 */
export function opsSectionStatsRoutes(scope: FastifyInstance, options: { now: () => number }): void {
  const inFlight = new Map<string, Promise<OpsSectionStats>>();
  opsRoute(scope, 'getOpsSectionStats', async (request) => {
    requireOperator(request);
    const { id } = request.params;
    const { hours, limit, offset } = request.query;
    const key = `${id}|${hours}|${limit}|${offset}`;
    let reading = inFlight.get(key);
    if (!reading) {
      reading = (async () => {
        // This process's counted events show at once (other processes' within a second).
        await scope.sectionEvents.flush();
        return sectionStats(scope.db, id, hours, options.now(), { limit, offset });
      })().finally(() => inFlight.delete(key));
      inFlight.set(key, reading);
    }
    return envelope(await reading);
  });
}
