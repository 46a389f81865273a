import type { FastifyInstance } from 'fastify';
import { requireViewer } from '../../plugins/auth';
import { catalogueRoute } from '../../plugins/catalogue';
import { AppError, notFoundError } from '../../plugins/envelope';
import { toggleCommentLike } from '../reactions/reactions.repository';
import { contentExists, findThread, insertComment, listComments, userExists } from './comments.repository';
import { awardQuietly } from '../points/points.service';

export const COMMENT_MESSAGES = {
  empty: '评论内容不能为空',
  tooLong: '评论内容不能超过5000字',
  notCertified: '请先完善认证信息后再评论',
  tooFast: '评论太频繁，请稍后再试',
  noComment: '回复的评论不存在',
} as const;
export const MAX_COMMENT_LENGTH = 5000;
/** One comment per user every few seconds (issue 5). */
export const COMMENT_INTERVAL_MS = 5000;

/** Comments (spec §7 Interaction): list with replies, post (certified users only), like toggle. */
export function commentRoutes(app: FastifyInstance, options: { now?: () => number } = {}): void {
  const now = options.now ?? Date.now;

  catalogueRoute(app, 'listComments', async (args, request) => {
    const target = { commentType: args.comment_type, contentId: args.content_id, contentType: args.content_type };
    if (!(await contentExists(app.db, target.commentType, target.contentId))) throw notFoundError();
    return listComments(app.db, target, args.page ?? 1, args.pageSize ?? 999, request.viewer?.id);
  });

  catalogueRoute(app, 'createComment', async (args, request) => {
    const viewer = requireViewer(request);
    if (!viewer.isComplete) throw new AppError(403, COMMENT_MESSAGES.notCertified);
    // Plain text, kept as typed (never HTML): only the ends are trimmed, and control characters dropped.
    const content = args.content.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '').trim();
    if (!content) throw new AppError(400, COMMENT_MESSAGES.empty);
    if ([...content].length > MAX_COMMENT_LENGTH) throw new AppError(400, COMMENT_MESSAGES.tooLong);
    const target = { commentType: args.comment_type, contentId: args.content_id, contentType: args.content_type };
    let commentId: number | null = null;
    let toUserId: number | null = null;
    // A top-level comment's content is checked inside insertComment (same answer, one round trip less).
    if (args.comment_id) {
      if (!(await contentExists(app.db, target.commentType, target.contentId))) throw notFoundError();
      const thread = await findThread(app.db, target, args.comment_id);
      if (!thread) throw new AppError(404, COMMENT_MESSAGES.noComment);
      commentId = thread.id;
      toUserId = args.to_user_id && (await userExists(app.db, args.to_user_id)) ? args.to_user_id : thread.userId;
    }
    const id = await insertComment(app.db, { ...target, userId: viewer.id, content, commentId, toUserId }, new Date(now()), COMMENT_INTERVAL_MS);
    if (id === 'no-content') throw notFoundError();
    if (id === null) throw new AppError(429, COMMENT_MESSAGES.tooFast);
    await awardQuietly(app.db, viewer.id, 'comment', { itemKey: `comment-${id}` }, request.log);
    return { id };
  });

  catalogueRoute(app, 'toggleCommentLike', async ({ id }, request) => {
    const viewer = requireViewer(request);
    const state = await toggleCommentLike(app.db, viewer.id, id);
    if (!state) throw notFoundError();
    return state;
  });
}
