import type { FastifyInstance, FastifyRequest } from 'fastify';
import { deferredSessionToken, requireViewer, resolveDeferredSession } from '../../plugins/auth';
import { hashToken } from '../auth';
import type { CreateCommentArgs } from '../../../../contract/generated/endpoints';
import { AppError, notFoundError, refuseWith } from '../../plugins/envelope';
import { gatedItemOf, itemGate, type GateLevel } from '../gates';
import { toggleCommentLike } from '../reactions';
import { findCommentTarget, isInThread, type CommentTarget } from './comments.repository';
import { findThread, gateFitsInStatement, listComments, postComment, postPlainComment, postPlainCommentByToken } from './comments.service';
import { catalogueRoute, Success } from '../../plugins/catalogue';
import { MODERATION_MESSAGES, mutedMessage } from '../moderation';
import { pagingOf } from '../../shared/paging';

export const COMMENT_MESSAGES = {
  empty: '评论内容不能为空',
  tooLong: '评论内容不能超过5000字',
  notCertified: '请先完善认证信息后再评论',
  tooFast: '评论太频繁，请稍后再试',
  noComment: '回复的评论不存在',
  notInThread: '只能回复该评论下的用户',
  badKey: '请求标识 Idempotency-Key 无效：应为 8–64 位字母、数字、下划线或连字符',
  keyReused: '请求重复：该请求标识已用于另一条评论，请刷新后重试',
} as const;
export const MAX_COMMENT_LENGTH = 5000;
/** One comment per user every few seconds, so one account cannot flood a thread. */
export const COMMENT_INTERVAL_MS = 5000;

/** Header that makes a post safe to retry: the same key by the same user stores the comment once. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
const CLIENT_KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;
/** Without a pageSize a thread list comes whole. */
const WHOLE_THREAD = 999;

/** The request's Idempotency-Key, undefined when absent; a malformed (or repeated) header is a 400. */
function clientKeyOf(request: FastifyRequest): string | undefined {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string' || !CLIENT_KEY_PATTERN.test(raw)) throw new AppError(400, COMMENT_MESSAGES.badKey);
  return raw;
}

/** A client key that is malformed: null (the full way answers the 400); absent: undefined. */
function clientKeyOrInvalid(request: FastifyRequest): string | undefined | null {
  try {
    return clientKeyOf(request);
  } catch {
    return null;
  }
}

/** Plain text, kept as typed (never HTML): only the ends are trimmed, and control characters dropped. */
function cleanContent(text: string): string {
  // eslint-disable-next-line no-control-regex -- matching control characters is the point: they are dropped.
  return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '').trim();
}

/**
 * Comments (docs/product-rules.md#comments): list with replies, post (certified users only), like toggle. Each is
 * behind the commented item's own gate (its watch password, a live's room rules), answered as an
 * envelope refusal (HTTP 200, the live-access codes) like the item's other routes.
 */
export function commentRoutes(app: FastifyInstance, options: { now?: () => number } = {}): void {
  const now = options.now ?? Date.now;
  // The commented item must exist and let the request in. Every commentable type (course or video,
  // article, short video, live) has a gate, whose lookup of the item also says whether it exists.
  const admit = async (request: FastifyRequest, target: CommentTarget, level: GateLevel): Promise<void> => {
    const item = gatedItemOf(target.commentType, target.contentId);
    if (!item) throw notFoundError();
    const { exists, refusal } = await itemGate(app, request, item, level);
    if (!exists) throw notFoundError();
    if (refusal) throw refusal;
  };

  catalogueRoute(app, 'listComments', async (args, request) => {
    const target = { commentType: args.comment_type, contentId: args.content_id, contentType: args.content_type };
    await admit(request, target, 'read');
    return listComments(app.db, target, pagingOf(args, WHOLE_THREAD), request.viewer?.id);
  });

  /**
   * A poster whose session this process does not hold: a plain top-level comment to an open item goes in
   * with the session found by the post's own statement (one round trip). Anything that statement cannot
   * settle — a refusal to name included, from 401 on — leaves nothing changed and takes the full way.
   */
  const postWithSession = async (args: CreateCommentArgs, request: FastifyRequest, token: string): Promise<{ sent: boolean; id?: number }> => {
    const notSent = { sent: false };
    if (args.comment_id || !gateFitsInStatement(args.comment_type)) return notSent;
    const clientKey = clientKeyOrInvalid(request);
    const content = cleanContent(args.content);
    if (clientKey === null || !content || [...content].length > MAX_COMMENT_LENGTH) return notSent;
    // A held or refused text is answered by the full way, with its own message.
    const verdict = await app.sensitiveWords.check(content);
    if (verdict.kind !== 'pass') return notSent;
    const target = { commentType: args.comment_type, contentId: args.content_id, contentType: args.content_type };
    const id = await postPlainCommentByToken(
      app.db,
      hashToken(token),
      { ...target, content, commentId: null, toUserId: null, clientKey, moderation: 'visible' },
      new Date(now()),
      COMMENT_INTERVAL_MS,
      'open-items',
    );
    return { sent: true, id };
  };

  catalogueRoute(app, 'createComment', async (args, request) => {
    const token = deferredSessionToken(request);
    // Tried with the session found in the statement: the same try with the user known would fail alike.
    let quickTried = false;
    if (token) {
      const quick = await postWithSession(args, request, token);
      if (quick.id !== undefined) return { id: quick.id };
      quickTried = quick.sent;
      await resolveDeferredSession(request);
    }
    const viewer = requireViewer(request);
    if (!viewer.isComplete) throw new AppError(403, COMMENT_MESSAGES.notCertified);
    const clientKey = clientKeyOf(request);
    const content = cleanContent(args.content);
    if (!content) throw new AppError(400, COMMENT_MESSAGES.empty);
    if ([...content].length > MAX_COMMENT_LENGTH) throw new AppError(400, COMMENT_MESSAGES.tooLong);
    const target = { commentType: args.comment_type, contentId: args.content_id, contentType: args.content_type };
    // The word list, checked in memory before anything is stored: a refusing word stops the post here,
    // a holding one stores it as held (only its author sees it until an operator approves it).
    const verdict = await app.sensitiveWords.check(content);
    // Envelope refusals (HTTP 200 with the code): the app shows the doctor the message itself.
    if (verdict.kind === 'refuse') throw refuseWith(400, MODERATION_MESSAGES.refused(verdict.word));
    const moderation = verdict.kind === 'hold' ? 'held' : 'visible';
    const answer = (id: number) => (moderation === 'held' ? new Success({ id, moderation: 'held' as const }, MODERATION_MESSAGES.held) : { id });
    const postedAt = new Date(now());
    // A top-level comment to an item anyone may open goes in at once, its gate checked in the statement;
    // everything else (a reply, a live, a locked item, a refusal to name) takes the full way below.
    if (!quickTried && !args.comment_id && gateFitsInStatement(target.commentType)) {
      const id = await postPlainComment(
        app.db,
        { ...target, userId: viewer.id, content, commentId: null, toUserId: null, clientKey, moderation },
        postedAt,
        COMMENT_INTERVAL_MS,
        'open-items',
      );
      if (id !== undefined) return answer(id);
    }
    await admit(request, target, 'take-part');
    let commentId: number | null = null;
    let toUserId: number | null = null;
    if (args.comment_id) {
      const thread = await findThread(app.db, target, args.comment_id);
      if (!thread) throw new AppError(404, COMMENT_MESSAGES.noComment);
      commentId = thread.id;
      // The list prints the addressee's name: only someone who wrote in this thread can be addressed.
      if (args.to_user_id && args.to_user_id !== thread.userId && !(await isInThread(app.db, thread.id, args.to_user_id))) {
        throw new AppError(400, COMMENT_MESSAGES.notInThread);
      }
      toUserId = args.to_user_id || thread.userId;
    }
    // A locked item with its pass still goes in at once here; a refusal costs this statement once more.
    const outcome = await postComment(
      app.db,
      { ...target, userId: viewer.id, content, commentId, toUserId, clientKey, moderation },
      postedAt,
      COMMENT_INTERVAL_MS,
    );
    if (outcome.kind === 'no-content') throw notFoundError();
    if (outcome.kind === 'muted') throw refuseWith(403, mutedMessage(outcome.until));
    if (outcome.kind === 'too-fast') throw new AppError(429, COMMENT_MESSAGES.tooFast);
    if (outcome.kind === 'key-reused') throw new AppError(409, COMMENT_MESSAGES.keyReused);
    return answer(outcome.id);
  });

  catalogueRoute(app, 'toggleCommentLike', async ({ id }, request) => {
    const viewer = requireViewer(request);
    const target = await findCommentTarget(app.db, id);
    if (!target) throw notFoundError();
    await admit(request, target, 'take-part');
    const state = await toggleCommentLike(app.db, viewer.id, id);
    if (!state) throw notFoundError();
    return state;
  });
}
