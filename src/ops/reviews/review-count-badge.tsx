import { opsEndpoints } from '../api/ops-endpoints';

/** The nav's count of pending review requests (待审核), read again every half minute. Kept apart from the queue's chunk. */
export function ReviewCountBadge() {
  const queue = opsEndpoints.useListOpsReviewsQuery({}, { pollingInterval: 30_000 });
  const pending = queue.data?.pending ?? 0;
  if (pending === 0) return null;
  return (
    <span className="ops-badge" data-testid="review-count">
      {pending}
    </span>
  );
}
