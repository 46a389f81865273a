import { useMemo } from 'react';
import './reviews.css';
import { opsEndpoints } from '../api/ops-endpoints';
import type { OpsReview, OpsReviewTargetType } from '../api/ops-types';
import { REVIEW_TEXT } from './review-texts';

/** The latest review of each target of a kind, by target: what lists mark as 审核中 / 已退回 / 已通过. */
export function useReviewStates(targetType: OpsReviewTargetType): ReadonlyMap<string, OpsReview> {
  const { data } = opsEndpoints.useListOpsReviewsQuery({ target_type: targetType });
  return useMemo(() => new Map((data?.list ?? []).map((review) => [review.target, review])), [data]);
}

/** A list row's review mark; nothing for a target never submitted. */
export function ReviewStateMark({ review }: { review: OpsReview | undefined }) {
  if (!review) return null;
  return (
    <span className={`ops-badge ops-review-state ops-review-state--${review.state}`} title={review.state === 'rejected' ? review.comment : undefined}>
      {REVIEW_TEXT.state[review.state]}
    </span>
  );
}
