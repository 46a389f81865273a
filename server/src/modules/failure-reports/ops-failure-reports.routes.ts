import type { FastifyInstance } from 'fastify';
import { opsRoute } from '../ops';
import { envelope } from '../../plugins/envelope';
import { requireOperator } from '../ops-operators';
import { failingLayouts, failureSpikes, layoutFailures } from './failure-reports.service';

/**
 * The console's reads of the failure counts (inside the /ops/api scope: operators only). Each writes what was
 * gathered first, so an operator sees the reports this process has acknowledged.
 */
export function opsFailureReportRoutes(scope: FastifyInstance, options: { now: () => number }): void {
  opsRoute(scope, 'listOpsFailureReports', async (request) => {
    requireOperator(request);
    await scope.failureReports.flush();
    return envelope(await failingLayouts(scope.db, request.query.hours, options.now()));
  });
  opsRoute(scope, 'listOpsFailureSpikes', async (request) => {
    requireOperator(request);
    await scope.failureReports.flush();
    return envelope(await failureSpikes(scope.db, options.now()));
  });
  opsRoute(scope, 'listOpsLayoutFailures', async (request) => {
    requireOperator(request);
    await scope.failureReports.flush();
    return envelope(await layoutFailures(scope.db, request.params.id, request.query.hours, options.now()));
  });
}
