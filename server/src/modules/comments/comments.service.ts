import type { Comment, CommentList, CommentReply } from '../../../../contract/generated/schema-types';
import type { Db } from '../../db/database';
import { formatDateTime } from '../../shared/content/content-format';
import type { Paging } from '../../shared/paging';
import {
  countComments,
  findCommentAuthor,
  findTargetComment,
  insertComment,
  selectCommenters,
  selectLikedCommentIds,
  selectReplies,
  selectTopComments,
  type CommentRow,
  type CommentTarget,
  type InsertOutcome,
  type NewComment,
  type PostState,
} from './comments.repository';
import { hasQuickPost, insertPlainComment, insertPlainCommentByToken, type QuickAward, type QuickGate, type SessionAward } from './post-with-points.repository';
import { awardNote, beginAward, beijingDay, dayKeyParts, dayKeyPrefix } from '../points';
import { REMOVED_TEXT } from '../moderation';

const displayName = (u: { name: string | null; nickName: string | null } | undefined): string => u?.name || u?.nickName || '医生用户';

/**
 * The text as the list shows it. Only its author ever gets a comment moderation took out of the public
 * thread (the queries see to that): held → the text marked 审核中; hidden or deleted → 已被管理员删除 in
 * place of the text, which the author no longer gets either.
 */
function authorsView(row: CommentRow): { content: string; moderation?: 'held' | 'removed' } {
  if (row.moderation === 'visible') return { content: row.content };
  if (row.moderation === 'held') return { content: row.content, moderation: 'held' };
  return { content: REMOVED_TEXT, moderation: 'removed' };
}

/** Top-level comments (top first, newest first) with their replies (oldest first) and the viewer's likes. */
export async function listComments(db: Db, target: CommentTarget, paging: Paging, viewerId?: number): Promise<CommentList> {
  const total = await countComments(db, target);
  const tops = await selectTopComments(db, target, paging, viewerId);
  const topIds = tops.map((c) => c.id);
  const replies = topIds.length ? await selectReplies(db, topIds, viewerId) : [];
  const userIds = [...new Set([...tops, ...replies].flatMap((c) => [c.userId, c.toUserId ?? 0]).filter((id) => id > 0))];
  const people = userIds.length ? await selectCommenters(db, userIds) : [];
  const byId = new Map(people.map((p) => [p.id, p]));
  const liked = viewerId && topIds.length ? new Set(await selectLikedCommentIds(db, viewerId, topIds)) : new Set<number>();

  const list = tops.map((c): Comment => {
    const author = byId.get(c.userId);
    const children = replies
      .filter((r) => r.commentId === c.id)
      .map((r): CommentReply => ({
        id: r.id,
        ...authorsView(r),
        user_id: r.userId,
        avatar: byId.get(r.userId)?.avatar ?? '',
        name: displayName(byId.get(r.userId)),
        created_at: formatDateTime(r.createdAt),
        comment_id: c.id,
        to_user_id: r.toUserId ?? 0,
        // Replying to the thread itself names the top comment's author.
        reply_name: displayName(byId.get(r.toUserId ?? c.userId)),
      }));
    return {
      id: c.id,
      ...authorsView(c),
      user_id: c.userId,
      avatar: author?.avatar ?? '',
      name: displayName(author),
      nickname: displayName(author),
      created_at: formatDateTime(c.createdAt),
      like_count: c.likeCount,
      isLike: liked.has(c.id),
      top: c.top === 1 ? 1 : 0,
      comment_id: 0,
      reply_name: '',
      children,
    };
  });
  return { list, total };
}

/** The top-level comment a reply belongs to (a reply to a reply joins the same thread), or null. */
export async function findThread(db: Db, target: CommentTarget, commentId: number): Promise<{ id: number; userId: number } | null> {
  const row = await findTargetComment(db, target, commentId);
  if (!row) return null;
  if (row.parent === null) return { id: row.id, userId: row.userId };
  return (await findCommentAuthor(db, row.parent)) ?? null;
}

/** The points item of a comment: the ledger pays a comment once (its key ends in this and the comment id). */
const COMMENT_ITEM = 'comment-';

/** The 发表评论 award a quick post pays: one ledger key per comment, under the poster's key prefix of the day. */
function commentAward(userId: number, now: Date): QuickAward {
  const day = beijingDay(now.getTime());
  return { rule: 'comment', note: awardNote('comment'), day, keyPrefix: dayKeyPrefix(userId, 'comment', day), itemPrefix: COMMENT_ITEM };
}

/**
 * A plain new comment (no earlier post with its key, the poster outside `minIntervalMs`, the item there and
 * admitted by `gate`) stored with its points in one statement: its id. Undefined when anything else must be
 * settled: then nothing changed, and postComment names the outcome.
 */
export async function postPlainComment(db: Db, comment: NewComment, now: Date, minIntervalMs: number, gate: QuickGate): Promise<number | undefined> {
  return insertPlainComment(db, comment, now, new Date(now.getTime() - minIntervalMs), commentAward(comment.userId, now), gate);
}

/**
 * postPlainComment for an access token (its sha256) whose session is not known yet: the statement finds
 * its user (live session, certified) too. Undefined when anything else must be settled, the session included.
 */
export async function postPlainCommentByToken(
  db: Db,
  tokenHash: string,
  comment: Omit<NewComment, 'userId'>,
  now: Date,
  minIntervalMs: number,
  gate: QuickGate,
): Promise<number | undefined> {
  const day = beijingDay(now.getTime());
  const award: SessionAward = { rule: 'comment', note: awardNote('comment'), day, ...keyParts(day), itemPrefix: COMMENT_ITEM };
  return insertPlainCommentByToken(db, tokenHash, comment, now, new Date(now.getTime() - minIntervalMs), award, gate);
}

function keyParts(day: string): { keyHead: string; keyTail: string } {
  const { head, tail } = dayKeyParts('comment', day);
  return { keyHead: head, keyTail: tail };
}

/** Whether the item's gate can be left to postPlainComment's statement: items whose only gate is a watch password. */
export const gateFitsInStatement = (commentType: number): boolean => hasQuickPost(commentType, 'open-items');

/**
 * Stores the comment and pays its points (one commit: a comment is never stored without them), unless the
 * item is gone or the user commented less than `minIntervalMs` ago. A retry with the same client key gets
 * the first post's comment back instead of a second row or a too-fast refusal, and its points are not paid
 * twice; the same key on a different comment is refused. The item's gate must have been checked.
 *
 * A plain new comment takes one statement (postPlainComment); anything else, or a lost race, is settled by
 * the transaction that locks the poster first (insertComment).
 */
export async function postComment(db: Db, comment: NewComment, now: Date, minIntervalMs: number): Promise<InsertOutcome> {
  const quick = await postPlainComment(db, comment, now, minIntervalMs, 'checked');
  if (quick !== undefined) return { kind: 'stored', id: quick, createdAt: now };
  const notAfter = new Date(now.getTime() - minIntervalMs);

  const decide = (state: PostState): InsertOutcome | undefined => {
    if (state.prior) {
      if (!state.prior.same) return { kind: 'key-reused' };
      return { kind: 'stored', id: state.prior.id, createdAt: state.prior.createdAt };
    }
    if (!state.contentFound) return { kind: 'no-content' };
    if (state.banned) return { kind: 'muted', until: null };
    if (state.mutedUntil && state.mutedUntil.getTime() > now.getTime()) return { kind: 'muted', until: state.mutedUntil };
    if (state.lastCommentAt && now.getTime() - state.lastCommentAt.getTime() < minIntervalMs) return { kind: 'too-fast' };
    return undefined;
  };
  // The award's user row lock comes first and serialises the poster's posts. A replay asks for the award
  // again, which the ledger's key (per comment and its day) answers as a duplicate: a kill between an older
  // comment's commit and its award is made good.
  return insertComment(db, comment, now, notAfter, decide, {
    lockPoster: (tx) => beginAward(tx, comment.userId, 'comment'),
    afterStored: async (award, stored) => {
      await award({ itemKey: `${COMMENT_ITEM}${stored.id}`, day: beijingDay(stored.createdAt.getTime()) });
    },
  });
}
