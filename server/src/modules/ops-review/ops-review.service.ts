import type { OpsReview, OpsReviewDecision, OpsReviewInput, OpsReviewTargetType } from '../../../../contract/generated/schema-types';
import type { Db } from '../../db/database';
import type { WidgetManifest } from '../../schemas/schema-store';
import { AppError } from '../../plugins/envelope';
import { recordAudit } from '../ops-audit';
import type { LayoutWriter } from '../ops-layouts';
import { createSchedule } from '../ops-schedules';
import { decideReview, latestReviews, lockReview, pendingCount, pendingReviews, pruneDecided, upsertPending, type ReviewRow } from './ops-review.repository';
import { REVIEW_MESSAGES } from './review-messages';
import type { Announce, DraftState, ReviewTargets } from './review-targets';

// The review workflow (docs/review.md): an editor submits a target's draft (a pending request pinned to the
// draft's ref); a publisher approves exactly that draft (published now or scheduled) or sends it back with a
// comment. Each step is in the audit log under the target's own name, so the log reads as the publish's does.

/** The audit log's name of a target, as the publish entries write it. */
function auditTarget(type: string, target: string, title = ''): string {
  if (type === 'layout') return `layout:${target}`;
  return type === 'item' ? `${target} ${title}`.trim() : target;
}

function reviewToApi(row: ReviewRow, now: DraftState | undefined | null): OpsReview {
  const pending = row.state === 'pending';
  return {
    id: row.id,
    target_type: row.targetType as OpsReviewTargetType,
    target: row.target,
    title: now?.title ?? '',
    draft_ref: row.draftRef,
    // null: not looked up (a decided request) or no draft any more.
    current_ref: now?.ref ?? null,
    stale: pending && now !== null && now?.ref !== row.draftRef,
    state: row.state as OpsReview['state'],
    note: row.note,
    submitted_by: row.submittedBy,
    submitted_at: row.submittedAt.toISOString(),
    reviewer: row.reviewer,
    comment: row.comment,
    decided_at: row.decidedAt?.toISOString() ?? null,
    schedule_id: row.scheduleId,
  };
}

/** A request's target's draft now; undefined also when the target itself went away (an item deleted): nothing to publish. */
function draftNow(db: Db, targets: ReviewTargets, row: ReviewRow): Promise<DraftState | undefined> {
  return targets.current(db, row.targetType as OpsReviewTargetType, row.target).catch((error: unknown) => {
    if (error instanceof AppError && error.statusCode < 500) return undefined;
    throw error;
  });
}

/** The draft of a pending request now, for the staleness mark; decided ones are not looked up. */
async function withCurrent(db: Db, targets: ReviewTargets, row: ReviewRow): Promise<OpsReview> {
  if (row.state !== 'pending') return reviewToApi(row, null);
  return reviewToApi(row, await draftNow(db, targets, row));
}

export async function listReviews(db: Db, targets: ReviewTargets, query: { target_type?: OpsReviewTargetType; target?: string }) {
  const rows = query.target_type ? await latestReviews(db, query.target_type, query.target) : await pendingReviews(db);
  const list: OpsReview[] = [];
  for (const row of rows) list.push(await withCurrent(db, targets, row));
  return { list, pending: await pendingCount(db) };
}

/** 提交审核: the target's draft as it is now goes to the queue (a pending request of the target is refreshed). */
export async function submitReview(db: Db, targets: ReviewTargets, operator: LayoutWriter, input: OpsReviewInput): Promise<OpsReview> {
  const draft = await targets.current(db, input.target_type, input.target);
  if (!draft) throw new AppError(409, REVIEW_MESSAGES.nothingToReview);
  const note = input.note?.trim() ?? '';
  const row = await db.transaction(async (tx) => {
    const saved = await upsertPending(tx, {
      targetType: input.target_type,
      target: input.target,
      draftRef: draft.ref,
      note,
      submittedById: operator.id,
      submittedBy: operator.name,
    });
    await pruneDecided(tx, input.target_type, input.target);
    await recordAudit(tx, {
      operator,
      action: 'review.submit',
      target: auditTarget(input.target_type, input.target, draft.title),
      detail: { review: saved.id, ...(input.target_type === 'layout' ? { revision: Number(draft.ref) } : {}), ...(note ? { note } : {}) },
    });
    return saved;
  });
  return reviewToApi(row, draft);
}

export interface DecisionContext {
  targets: ReviewTargets;
  manifest: WidgetManifest;
  now: number;
}

/**
 * A publisher's decision, in one transaction that holds the request: of two publishers deciding at once the
 * second waits and is refused. An approval publishes (or schedules) the draft the publisher saw — the
 * request's ref, which must still be the draft's — and is undone with the request if publishing is refused.
 */
export async function decideOnReview(
  db: Db,
  context: DecisionContext,
  operator: LayoutWriter,
  id: number,
  decision: OpsReviewDecision,
): Promise<{ review: OpsReview; announce?: Announce }> {
  const comment = decision.comment?.trim() ?? '';
  if (decision.decision === 'reject' && comment === '') throw new AppError(400, REVIEW_MESSAGES.commentRequired);
  return db.transaction(async (tx) => {
    const row = await lockReview(tx, id);
    if (!row) throw new AppError(404, REVIEW_MESSAGES.notFound);
    if (row.state !== 'pending') throw new AppError(409, REVIEW_MESSAGES.alreadyDecided(row.reviewer ?? '', row.state === 'approved'));
    if (decision.draft_ref !== row.draftRef) throw new AppError(409, REVIEW_MESSAGES.resubmitted);
    const type = row.targetType as OpsReviewTargetType;
    // A request whose target went away can still be sent back; approving it is refused below (no draft).
    const draft = await draftNow(tx, context.targets, row);
    const target = auditTarget(type, row.target, draft?.title);
    const decided = { reviewerId: operator.id, reviewer: operator.name, comment };

    if (decision.decision === 'reject') {
      const rejected = await decideReview(tx, id, { ...decided, state: 'rejected', scheduleId: null });
      await recordAudit(tx, { operator, action: 'review.reject', target, detail: { review: id, comment } });
      return { review: reviewToApi(rejected, draft) };
    }

    if (draft?.ref !== row.draftRef) throw new AppError(409, REVIEW_MESSAGES.draftChanged);
    let announce: Announce | undefined;
    let scheduleId: number | null = null;
    if (decision.publish_at) {
      const input = context.targets.scheduleInput(type, row.target, row.draftRef, decision.publish_at, id);
      scheduleId = (await createSchedule(tx, operator, input, { manifest: context.manifest, now: context.now })).id;
      // The schedule pinned the draft as it is now: still the one approved (an edit may have landed meanwhile)?
      if ((await draftNow(tx, context.targets, row))?.ref !== row.draftRef) throw new AppError(409, REVIEW_MESSAGES.draftChanged);
    } else {
      announce = await context.targets.publish(tx, type, row.target, row.draftRef, operator, id);
    }
    const approved = await decideReview(tx, id, { ...decided, state: 'approved', scheduleId });
    await recordAudit(tx, {
      operator,
      action: 'review.approve',
      target,
      detail: { review: id, ...(scheduleId ? { schedule: scheduleId, publish_at: decision.publish_at } : {}), ...(comment ? { comment } : {}) },
    });
    return { review: reviewToApi(approved, null), announce };
  });
}
