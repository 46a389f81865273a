import { useState } from 'react';
import './reviews.css';
import { opsEndpoints } from '../api/ops-endpoints';
import { refusalText } from '../api/ops-refusal-text';
import type { Operator, OpsReviewTargetType } from '../api/ops-types';
import { formatTime } from '../format-time';
import { REVIEW_TEXT } from './review-texts';
import { publishes } from '../operator-role';

interface Props {
  targetType: OpsReviewTargetType;
  target: string;
  operator: Operator;
  /** Why the draft cannot be submitted now (unsaved edits, nothing to publish), or null. */
  blocked?: string | null;
}

/**
 * Where the work is (the layout editor, a home content kind, an item's form): the latest review of it — 审核中,
 * 已退回 with the publisher's comment (shown until the editor resubmits), 已通过 — and 提交审核 with a note.
 */
export function ReviewBar({ targetType, target, operator, blocked = null }: Props) {
  const latest = opsEndpoints.useListOpsReviewsQuery({ target_type: targetType, target }, { refetchOnMountOrArgChange: true });
  const [submit, { isLoading }] = opsEndpoints.useCreateOpsReviewMutation();
  const [note, setNote] = useState('');
  const [status, setStatus] = useState<string | null>(null);
  const review = latest.data?.list[0];
  const required = latest.data?.review_required ?? true;
  // Publishers publish directly; editors submit (also where review is optional, to ask a colleague).
  const offered = !publishes(operator.role);

  const send = async () => {
    setStatus(null);
    try {
      await submit({ target_type: targetType, target, ...(note.trim() ? { note: note.trim() } : {}) }).unwrap();
      setNote('');
      setStatus(REVIEW_TEXT.submitted);
    } catch (error) {
      setStatus(refusalText(error));
    }
  };

  return (
    <section className="ops-review-bar" aria-label={REVIEW_TEXT.submit}>
      {review?.state === 'rejected' && (
        <div role="alert" className="ops-review-bar__rejected" data-testid="review-rejected">
          <p>{REVIEW_TEXT.rejectedNotice(review.reviewer ?? '', review.comment)}</p>
          <p className="ops-hint">{REVIEW_TEXT.rejectedHint}</p>
        </div>
      )}
      {review?.state === 'pending' && (
        <p className="ops-hint" data-testid="review-pending">
          <span className="ops-badge">{REVIEW_TEXT.state.pending}</span> {REVIEW_TEXT.pendingNotice(review.submitted_by, formatTime(review.submitted_at))}
          {review.stale && <span className="ops-reason"> {REVIEW_TEXT.changedSince}</span>}
        </p>
      )}
      {review?.state === 'approved' && (
        <p className="ops-hint" data-testid="review-approved">
          <span className="ops-badge">{REVIEW_TEXT.state.approved}</span>{' '}
          {review.schedule_id ? REVIEW_TEXT.approvedScheduled(review.reviewer ?? '') : REVIEW_TEXT.approvedNotice(review.reviewer ?? '')}
        </p>
      )}
      {offered && (
        <div className="ops-row-buttons">
          {required && <span className="ops-hint">{REVIEW_TEXT.reviewRequired}</span>}
          <input
            aria-label={REVIEW_TEXT.submitNote}
            placeholder={REVIEW_TEXT.submitNote}
            maxLength={200}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
          <button type="button" disabled={isLoading || blocked !== null} title={blocked ?? undefined} onClick={() => void send()}>
            {review && review.state !== 'approved' ? REVIEW_TEXT.resubmit : REVIEW_TEXT.submit}
          </button>
          {blocked && <span className="ops-reason">{blocked}</span>}
        </div>
      )}
      {status && <p role="status">{status}</p>}
    </section>
  );
}
