import { opsEndpoints } from '../api/ops-endpoints';
import type { Operator } from '../api/ops-types';
import { publishes } from '../operator-role';

/**
 * Whether the console offers 发布 to this operator: publishers always; editors only where the deployment does
 * not require review (OPS_REVIEW_REQUIRED=0; the server still refuses someone else's draft). Reads the queue's
 * cached answer (the nav's count keeps it), so it costs no request of its own.
 */
export function useDirectPublish(operator: Operator): boolean {
  const queue = opsEndpoints.useListOpsReviewsQuery({}, { skip: publishes(operator.role) });
  return publishes(operator.role) || queue.data?.review_required === false;
}
