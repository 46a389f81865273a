import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Comment, CommentList, CommentReply } from '../../../../contract/generated/schema-types';
import type { Db } from '../../db/database';
import { articles, commentLikes, comments, courses, lives, shortVideos, users } from '../../db/schema/index';
import { formatDateTime } from '../content/content-format';
import { offsetOf, type Paging } from '../content/paging';

/** comment_type → the table its content_id points into (1 course, 2 article, 3 short video, 4 live). */
const CONTENT_TABLES: Record<number, { table: PgTable; id: PgColumn }> = {
  1: { table: courses, id: courses.id },
  2: { table: articles, id: articles.id },
  3: { table: shortVideos, id: shortVideos.id },
  4: { table: lives, id: lives.id },
};

export interface CommentTarget {
  commentType: number;
  contentId: number;
  contentType?: number;
}

export async function contentExists(db: Db, commentType: number, contentId: number): Promise<boolean> {
  const target = CONTENT_TABLES[commentType];
  if (!target) return false;
  const rows = await db.select({ id: target.id }).from(target.table).where(eq(target.id, contentId)).limit(1);
  return rows.length > 0;
}

const displayName = (u: { name: string | null; nickName: string | null } | undefined): string => u?.name || u?.nickName || '医生用户';

const targetWhere = (t: CommentTarget) =>
  and(
    eq(comments.commentType, t.commentType),
    eq(comments.contentId, t.contentId),
    t.contentType ? eq(comments.contentType, t.contentType) : undefined,
    isNull(comments.deletedAt),
  );

/** Top-level comments (top first, newest first) with their replies (oldest first) and the viewer's likes. */
export async function listComments(db: Db, target: CommentTarget, paging: Paging, viewerId?: number): Promise<CommentList> {
  const where = targetWhere(target);
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(comments)
    .where(where);
  const tops = await db
    .select()
    .from(comments)
    .where(and(where, isNull(comments.commentId)))
    .orderBy(desc(comments.top), desc(comments.createdAt), desc(comments.id))
    .limit(paging.pageSize)
    .offset(offsetOf(paging));
  const topIds = tops.map((c) => c.id);
  const replies = topIds.length
    ? await db
        .select()
        .from(comments)
        .where(and(inArray(comments.commentId, topIds), isNull(comments.deletedAt)))
        .orderBy(asc(comments.createdAt), asc(comments.id))
    : [];
  const userIds = [...new Set([...tops, ...replies].flatMap((c) => [c.userId, c.toUserId ?? 0]).filter((id) => id > 0))];
  const people = userIds.length
    ? await db.select({ id: users.id, name: users.name, nickName: users.nickName, avatar: users.avatar }).from(users).where(inArray(users.id, userIds))
    : [];
  const byId = new Map(people.map((p) => [p.id, p]));
  const liked =
    viewerId && topIds.length
      ? new Set(
          (
            await db
              .select({ id: commentLikes.commentId })
              .from(commentLikes)
              .where(and(eq(commentLikes.userId, viewerId), inArray(commentLikes.commentId, topIds)))
          ).map((r) => r.id),
        )
      : new Set<number>();

  const list = tops.map((c): Comment => {
    const author = byId.get(c.userId);
    const children = replies
      .filter((r) => r.commentId === c.id)
      .map((r): CommentReply => ({
        id: r.id,
        user_id: r.userId,
        avatar: byId.get(r.userId)?.avatar ?? '',
        name: displayName(byId.get(r.userId)),
        content: r.content,
        created_at: formatDateTime(r.createdAt),
        comment_id: c.id,
        to_user_id: r.toUserId ?? 0,
        // Replying to the thread itself names the top comment's author.
        reply_name: displayName(byId.get(r.toUserId ?? c.userId)),
      }));
    return {
      id: c.id,
      user_id: c.userId,
      avatar: author?.avatar ?? '',
      name: displayName(author),
      nickname: displayName(author),
      content: c.content,
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
  const [row] = await db
    .select({ id: comments.id, parent: comments.commentId, userId: comments.userId })
    .from(comments)
    .where(and(eq(comments.id, commentId), eq(comments.commentType, target.commentType), eq(comments.contentId, target.contentId), isNull(comments.deletedAt)));
  if (!row) return null;
  if (row.parent === null) return { id: row.id, userId: row.userId };
  const [top] = await db.select({ id: comments.id, userId: comments.userId }).from(comments).where(eq(comments.id, row.parent));
  return top ?? null;
}

/** Whether `userId` wrote the thread's top comment or one of its (not deleted) replies. */
export async function isInThread(db: Db, threadId: number, userId: number): Promise<boolean> {
  const rows = await db
    .select({ id: comments.id })
    .from(comments)
    .where(and(or(eq(comments.id, threadId), eq(comments.commentId, threadId)), eq(comments.userId, userId), isNull(comments.deletedAt)))
    .limit(1);
  return rows.length > 0;
}

/** The item a (not deleted) comment belongs to, or null. */
export async function findCommentTarget(db: Db, commentId: number): Promise<CommentTarget | null> {
  const [row] = await db
    .select({ commentType: comments.commentType, contentId: comments.contentId })
    .from(comments)
    .where(and(eq(comments.id, commentId), isNull(comments.deletedAt)));
  return row ?? null;
}

export interface NewComment extends CommentTarget {
  userId: number;
  content: string;
  commentId: number | null;
  toUserId: number | null;
  /** The client's Idempotency-Key for this post, if it sent one. */
  clientKey?: string;
}

export type InsertOutcome =
  /** A new comment, or the first post's when its key was seen before (a retry). */
  | { kind: 'stored'; id: number; createdAt: Date }
  | { kind: 'no-content' }
  | { kind: 'too-fast' }
  /** The key was used before for a different comment. */
  | { kind: 'key-reused' };

/**
 * Inserts the comment unless the content is gone or the user commented less than `minIntervalMs` ago.
 * A per-user advisory lock makes the checks and the insert one step, so parallel posts cannot both slip
 * through, and a retry with the same client key always sees the first post (committed before the lock
 * was granted): it gets that comment back instead of a second row or a too-fast refusal.
 */
export async function insertComment(db: Db, comment: NewComment, now: Date, minIntervalMs: number): Promise<InsertOutcome> {
  const target = CONTENT_TABLES[comment.commentType];
  if (!target) return { kind: 'no-content' };
  const key = comment.clientKey;
  return db.transaction(async (tx): Promise<InsertOutcome> => {
    await tx.execute(sql`select pg_advisory_xact_lock(${comment.userId}, hashtext('comment-post'))`);
    const byKey = key ? and(eq(comments.userId, comment.userId), eq(comments.clientKey, key)) : undefined;
    // A replay must be the same request: same target, thread, addressee and text.
    const sameRequest = and(
      eq(comments.commentType, comment.commentType),
      eq(comments.contentId, comment.contentId),
      eq(comments.contentType, comment.contentType ?? 0),
      sql`${comments.commentId} is not distinct from ${comment.commentId}::int`,
      sql`${comments.toUserId} is not distinct from ${comment.toUserId}::int`,
      eq(comments.content, comment.content),
    );
    // The commented content, the user's last comment and any earlier post with this key in one round trip.
    const [state] = await tx
      .select({
        found: sql<boolean>`exists (${tx.select({ id: target.id }).from(target.table).where(eq(target.id, comment.contentId))})`,
        last: sql<Date | null>`(${tx.select({ at: comments.createdAt }).from(comments).where(eq(comments.userId, comment.userId)).orderBy(desc(comments.createdAt)).limit(1)})`.mapWith(
          comments.createdAt,
        ),
        priorId: byKey ? sql<number | null>`(${tx.select({ id: comments.id }).from(comments).where(byKey)})` : sql<null>`null::int`,
        priorAt: byKey
          ? sql<Date | null>`(${tx.select({ at: comments.createdAt }).from(comments).where(byKey)})`.mapWith(comments.createdAt)
          : sql<null>`null::timestamptz`,
        priorSame: byKey
          ? sql<boolean | null>`(${tx
              .select({ same: sql`${sameRequest}` })
              .from(comments)
              .where(byKey)})`
          : sql<null>`null::boolean`,
      })
      .from(sql`(select 1) as one`);
    if (state.priorId !== null && state.priorAt !== null) {
      if (!state.priorSame) return { kind: 'key-reused' };
      return { kind: 'stored', id: state.priorId, createdAt: state.priorAt };
    }
    if (!state.found) return { kind: 'no-content' };
    if (state.last && now.getTime() - state.last.getTime() < minIntervalMs) return { kind: 'too-fast' };
    // The key is written by the same statement as the comment: no crash can store one without the other.
    const [row] = await tx
      .insert(comments)
      .values({
        commentType: comment.commentType,
        contentType: comment.contentType ?? 0,
        contentId: comment.contentId,
        userId: comment.userId,
        commentId: comment.commentId,
        toUserId: comment.toUserId,
        content: comment.content,
        createdAt: now,
        clientKey: key ?? null,
      })
      .returning({ id: comments.id });
    return { kind: 'stored', id: row.id, createdAt: now };
  });
}
