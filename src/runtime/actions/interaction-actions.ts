import type {
  CacheUpdate,
  PostCommentAction,
  ReportCommentAction,
  ToggleCommentLikeAction,
  ToggleFavouriteAction,
  ToggleLikeAction,
} from '../../../contract/generated/schema-types';
import { resolveValue } from '../../../contract/bind/resolve-value';
import type { ActionContext } from './action-context';
import { applyCacheUpdate } from './cache-update';
import type { EndpointOutcome } from '../data/call-endpoint';
import type { CreateCommentArgs, EndpointName } from '../../../contract/generated/endpoints';

export const COMMENT_TEXTS = {
  ok: '评论成功',
  held: '评论已提交，审核通过后其他人可见',
  empty: '评论内容不能为空',
  reported: '举报成功，我们会尽快处理',
} as const;
/** The reasons a doctor may pick when reporting a comment (reportComment's reason). */
const REPORT_REASONS = ['spam', 'abuse', 'illegal', 'false', 'other'] as const;
/** Makes a POST safe to repeat: the server stores it once per user and key (createComment). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

const FAVOURITE_ENDPOINTS = {
  course: 'toggleCourseFavorite',
  'short-video': 'toggleShortVideoFavorite',
  article: 'toggleArticleFavorite',
  download: 'toggleDownloadFavorite',
  activity: 'toggleActivityFavorite',
  live: 'toggleLiveFavorite',
} as const satisfies Record<ToggleFavouriteAction['target'], EndpointName>;
const LIKE_ENDPOINTS = {
  'short-video': 'toggleShortVideoLike',
  article: 'toggleArticleLike',
  activity: 'toggleActivityLike',
} as const satisfies Record<ToggleLikeAction['target'], EndpointName>;
type ToggleEndpoint =
  (typeof FAVOURITE_ENDPOINTS)[keyof typeof FAVOURITE_ENDPOINTS] | (typeof LIKE_ENDPOINTS)[keyof typeof LIKE_ENDPOINTS] | 'toggleCommentLike';

function positiveInt(value: unknown): number | undefined {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
}

function requireId(name: string, value: unknown): number {
  const id = positiveInt(value);
  if (id === undefined) throw new Error(`${name}: id must resolve to a positive integer (got ${String(value)})`);
  return id;
}

/** Envelope refusals carry a code and are shown; HTTP and network failures were already shown by the request layer. */
function refused(outcome: Extract<EndpointOutcome, { ok: false }>, { services }: ActionContext): false {
  if (typeof outcome.code === 'number' && outcome.code !== 401 && outcome.message) services.toast(outcome.message, 'fail');
  return false;
}

/**
 * Non-empty text; comment_id and to_user_id only when non-zero; 评论成功 then the thread reloads.
 * The event's client_key (one per draft) travels as the Idempotency-Key header.
 */
export async function runPostComment(action: PostCommentAction, context: ActionContext): Promise<boolean> {
  const { scope, services, screen } = context;
  const contentId = requireId('post-comment', resolveValue(action.contentId, scope));
  const event = (scope.event ?? {}) as { content?: unknown; comment_id?: unknown; to_user_id?: unknown; client_key?: unknown };
  const content = typeof event.content === 'string' ? event.content.trim() : '';
  if (!content) {
    services.toast(COMMENT_TEXTS.empty, 'fail');
    return false;
  }
  const args: CreateCommentArgs = { content_id: contentId, comment_type: action.commentType, content };
  const contentType = action.contentType === undefined ? undefined : positiveInt(resolveValue(action.contentType, scope));
  if (contentType) args.content_type = contentType;
  const commentId = positiveInt(event.comment_id);
  const toUserId = positiveInt(event.to_user_id);
  if (commentId) args.comment_id = commentId;
  if (commentId && toUserId) args.to_user_id = toUserId;
  // The composer's key for this draft: a repeated 发送 after a lost answer then stores the comment once.
  const key = typeof event.client_key === 'string' && event.client_key ? event.client_key : undefined;
  const outcome = key
    ? await services.callEndpoint('createComment', args, { headers: { [IDEMPOTENCY_HEADER]: key } })
    : await services.callEndpoint('createComment', args);
  if (!outcome.ok) return refused(outcome, context);
  // A listed word may hold the comment for review: only its author sees it (marked 审核中) until approved.
  services.toast(outcome.data.moderation === 'held' ? COMMENT_TEXTS.held : COMMENT_TEXTS.ok, 'success');
  screen.refetch(action.refetch);
  return true;
}

/** 举报: the event names the comment and the reason the doctor picked in the comment's menu. */
export async function runReportComment(_action: ReportCommentAction, context: ActionContext): Promise<boolean> {
  const event = (context.scope.event ?? {}) as { id?: unknown; reason?: unknown };
  const id = requireId('report-comment', event.id);
  const reason = REPORT_REASONS.find((r) => r === event.reason);
  if (!reason) throw new Error(`report-comment: unknown reason ${String(event.reason)}`);
  const outcome = await context.services.callEndpoint('reportComment', { id, reason });
  if (!outcome.ok) return refused(outcome, context);
  context.services.toast(COMMENT_TEXTS.reported, 'success');
  return true;
}

async function toggle(
  endpoint: ToggleEndpoint,
  args: { id: number; content_type?: number },
  update: CacheUpdate | undefined,
  context: ActionContext,
): Promise<boolean> {
  const outcome = await context.services.callEndpoint(endpoint, args);
  if (!outcome.ok) return refused(outcome, context);
  applyCacheUpdate(context.screen, update, args.id, 'toggle');
  return true;
}

export function runToggleFavourite(action: ToggleFavouriteAction, context: ActionContext): Promise<boolean> {
  const args: { id: number; content_type?: number } = { id: requireId('toggle-favourite', resolveValue(action.id, context.scope)) };
  const contentType = action.contentType === undefined ? undefined : positiveInt(resolveValue(action.contentType, context.scope));
  if (contentType && (action.target === 'article' || action.target === 'short-video')) args.content_type = contentType;
  return toggle(FAVOURITE_ENDPOINTS[action.target], args, action.update, context);
}

export function runToggleLike(action: ToggleLikeAction, context: ActionContext): Promise<boolean> {
  return toggle(LIKE_ENDPOINTS[action.target], { id: requireId('toggle-like', resolveValue(action.id, context.scope)) }, action.update, context);
}

export function runToggleCommentLike(action: ToggleCommentLikeAction, context: ActionContext): Promise<boolean> {
  return toggle('toggleCommentLike', { id: requireId('toggle-comment-like', resolveValue(action.id ?? '$event.id', context.scope)) }, undefined, context);
}
