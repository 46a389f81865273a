import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WidgetManifest } from '../../schemas/schema-store';
import { AppError, envelope } from '../../plugins/envelope';
import { opsRoute } from '../ops';
import { publishes, requireOperator } from '../ops-operators';
import { REVIEW_MESSAGES } from './review-messages';
import { reviewTargets } from './review-targets';
import { decideOnReview, listReviews, submitReview } from './ops-review.service';

export interface OpsReviewOptions {
  clientManifest: WidgetManifest;
  now: () => number;
  /** OPS_REVIEW_REQUIRED, told to the console (editors then see 提交审核 instead of 发布). */
  reviewRequired: boolean;
}

function requireReviewer(request: FastifyRequest) {
  const operator = requireOperator(request);
  if (!publishes(operator.role)) throw new AppError(403, REVIEW_MESSAGES.publisherOnly);
  return operator;
}

/** Review before publish (docs/review.md): the queue, 提交审核, and a publisher's 通过 / 退回. */
export function opsReviewRoutes(scope: FastifyInstance, options: OpsReviewOptions): void {
  const db = scope.db;
  const targets = reviewTargets(scope, options.clientManifest);

  opsRoute(scope, 'listOpsReviews', async (request) => {
    requireOperator(request);
    return envelope({ ...(await listReviews(db, targets, request.query)), review_required: options.reviewRequired });
  });

  opsRoute(scope, 'createOpsReview', async (request) => envelope(await submitReview(db, targets, requireOperator(request), request.body)));

  opsRoute(scope, 'createOpsReviewDecision', async (request) => {
    const operator = requireReviewer(request);
    const context = { targets, manifest: options.clientManifest, now: options.now() };
    const { review, announce } = await decideOnReview(db, context, operator, request.params.id, request.body);
    announce?.();
    return envelope(review);
  });
}
