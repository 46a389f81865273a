import { useState } from 'react';
import './reviews.css';
import type { OpsReview } from '../api/ops-types';
import { opsEndpoints } from '../api/ops-endpoints';
import { refusalText } from '../api/ops-refusal-text';
import type { Operator } from '../api/ops-types';
import { formatTime } from '../format-time';
import { ReviewChanges } from './review-changes';
import { ReviewPreview } from './review-preview';
import { reviewTargetHash, reviewTargetName } from './review-target-name';
import { REVIEW_TEXT } from './review-texts';
import { publishes } from '../operator-role';

/** One request: what and who, 查看改动, 手机预览, and (publishers) 通过 / 定时通过 / 退回 with a comment. */
function ReviewCard({ review, canDecide, onDecided }: { review: OpsReview; canDecide: boolean; onDecided(text: string): void }) {
  const [decide, { isLoading }] = opsEndpoints.useCreateOpsReviewDecisionMutation();
  const [showChanges, setShowChanges] = useState(false);
  const [comment, setComment] = useState('');
  const [publishAt, setPublishAt] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const name = reviewTargetName(review);

  const send = async (decision: 'approve' | 'reject', at?: string) => {
    setProblem(null);
    if (decision === 'reject' && !comment.trim()) return setProblem(REVIEW_TEXT.commentRequired);
    try {
      const decided = await decide({
        id: review.id,
        decision,
        draft_ref: review.draft_ref,
        ...(comment.trim() ? { comment: comment.trim() } : {}),
        ...(at ? { publish_at: new Date(at).toISOString() } : {}),
      }).unwrap();
      onDecided(`${name}：${decided.state === 'rejected' ? REVIEW_TEXT.rejected : decided.schedule_id ? REVIEW_TEXT.scheduled : REVIEW_TEXT.approved}`);
    } catch (error) {
      setProblem(refusalText(error));
    }
  };

  return (
    <li className="ops-review-card" aria-label={name}>
      <h3>
        <a href={reviewTargetHash(review)}>{name}</a>
      </h3>
      <p className="ops-hint">{REVIEW_TEXT.submittedBy(review.submitted_by, formatTime(review.submitted_at))}</p>
      {review.note && <p>{REVIEW_TEXT.note(review.note)}</p>}
      {review.stale && (
        <p role="alert" className="ops-reason">
          {REVIEW_TEXT.stale}
        </p>
      )}
      <div className="ops-row-buttons">
        <button type="button" aria-expanded={showChanges} onClick={() => setShowChanges((shown) => !shown)}>
          {REVIEW_TEXT.showChanges}
        </button>
        <ReviewPreview review={review} />
      </div>
      {showChanges && <ReviewChanges review={review} />}
      {canDecide && (
        <div className="ops-review-card__decision">
          <label>
            {REVIEW_TEXT.comment}
            <textarea maxLength={500} value={comment} onChange={(event) => setComment(event.target.value)} />
          </label>
          <div className="ops-row-buttons">
            <button type="button" className="ops-primary" disabled={isLoading || review.stale} onClick={() => void send('approve')}>
              {REVIEW_TEXT.approve}
            </button>
            <label>
              {REVIEW_TEXT.publishAt}
              <input type="datetime-local" value={publishAt} onChange={(event) => setPublishAt(event.target.value)} />
            </label>
            <button type="button" disabled={isLoading || review.stale || !publishAt} onClick={() => void send('approve', publishAt)}>
              {REVIEW_TEXT.approveAt}
            </button>
            <button type="button" disabled={isLoading} onClick={() => void send('reject')}>
              {REVIEW_TEXT.reject}
            </button>
          </div>
        </div>
      )}
      {problem && (
        <p role="alert" className="ops-field__error">
          {problem}
        </p>
      )}
    </li>
  );
}

/** 待审核: the drafts editors submitted, oldest first; publishers decide here. */
export function ReviewQueue({ operator }: { operator: Operator }) {
  const queue = opsEndpoints.useListOpsReviewsQuery({}, { refetchOnMountOrArgChange: true });
  const [status, setStatus] = useState<string | null>(null);
  const list = queue.data?.list ?? [];
  return (
    <section aria-labelledby="ops-review-queue" className="ops-review-queue">
      <h2 id="ops-review-queue">{REVIEW_TEXT.queueTitle}</h2>
      {status && <p role="status">{status}</p>}
      {queue.error && <p role="alert">{refusalText(queue.error)}</p>}
      {queue.data && list.length === 0 && <p className="ops-hint">{REVIEW_TEXT.queueEmpty}</p>}
      <ul className="ops-review-list">
        {list.map((review) => (
          <ReviewCard key={`${review.id}-${review.draft_ref}`} review={review} canDecide={publishes(operator.role)} onDecided={setStatus} />
        ))}
      </ul>
    </section>
  );
}
