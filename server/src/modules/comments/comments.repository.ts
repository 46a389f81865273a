import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { articles, commentLikes, comments, courses, lives, shortVideos, users } from '../../db/schema/index';
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

const targetWhere = (t: CommentTarget) =>
  and(
    eq(comments.commentType, t.commentType),
    eq(comments.contentId, t.contentId),
    t.contentType ? eq(comments.contentType, t.contentType) : undefined,
    isNull(comments.deletedAt),
  );

export type CommentRow = typeof comments.$inferSelect;

/** Comments (not deleted) on the target, replies included. */
export async function countComments(db: Db, target: CommentTarget): Promise<number> {
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(comments)
    .where(targetWhere(target));
  return total;
}

/** A page of the target's top-level comments: top first, newest first. */
export async function selectTopComments(db: Db, target: CommentTarget, paging: Paging): Promise<CommentRow[]> {
  return db
    .select()
    .from(comments)
    .where(and(targetWhere(target), isNull(comments.commentId)))
    .orderBy(desc(comments.top), desc(comments.createdAt), desc(comments.id))
    .limit(paging.pageSize)
    .offset(offsetOf(paging));
}

/** The (not deleted) replies to the comments `topIds`, oldest first. */
export async function selectReplies(db: Db, topIds: number[]): Promise<CommentRow[]> {
  return db
    .select()
    .from(comments)
    .where(and(inArray(comments.commentId, topIds), isNull(comments.deletedAt)))
    .orderBy(asc(comments.createdAt), asc(comments.id));
}

export interface CommenterRow {
  id: number;
  name: string;
  nickName: string;
  avatar: string;
}

export async function selectCommenters(db: Db, userIds: number[]): Promise<CommenterRow[]> {
  return db.select({ id: users.id, name: users.name, nickName: users.nickName, avatar: users.avatar }).from(users).where(inArray(users.id, userIds));
}

/** Which of the comments `commentIds` `viewerId` has liked. */
export async function selectLikedCommentIds(db: Db, viewerId: number, commentIds: number[]): Promise<number[]> {
  const rows = await db
    .select({ id: commentLikes.commentId })
    .from(commentLikes)
    .where(and(eq(commentLikes.userId, viewerId), inArray(commentLikes.commentId, commentIds)));
  return rows.map((r) => r.id);
}

/** A (not deleted) comment on the target: its id, the top-level comment it replies to (null for one itself) and its author. */
export async function findTargetComment(
  db: Db,
  target: CommentTarget,
  commentId: number,
): Promise<{ id: number; parent: number | null; userId: number } | undefined> {
  const [row] = await db
    .select({ id: comments.id, parent: comments.commentId, userId: comments.userId })
    .from(comments)
    .where(and(eq(comments.id, commentId), eq(comments.commentType, target.commentType), eq(comments.contentId, target.contentId), isNull(comments.deletedAt)));
  return row;
}

/** Comment `id` and its author, deleted or not. */
export async function findCommentAuthor(db: Db, id: number): Promise<{ id: number; userId: number } | undefined> {
  const [top] = await db.select({ id: comments.id, userId: comments.userId }).from(comments).where(eq(comments.id, id));
  return top;
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

/** What a post's checks look at, read under the poster's lock. */
export interface PostState {
  /** The commented content exists. */
  contentFound: boolean;
  /** When the poster last commented (anywhere), or null. */
  lastCommentAt: Date | null;
  /** The poster's earlier comment with this post's client key; `same` when it was this very request. */
  prior: { id: number; createdAt: Date; same: boolean } | null;
}

/**
 * Inserts the comment unless `decide` answers otherwise from the post's state. A per-user advisory lock
 * makes the checks and the insert one step, so parallel posts cannot both slip through, and a retry with
 * the same client key always sees the first post (committed before the lock was granted).
 */
export async function insertComment(db: Db, comment: NewComment, now: Date, decide: (state: PostState) => InsertOutcome | undefined): Promise<InsertOutcome> {
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
    const answer = decide({
      contentFound: state.found,
      lastCommentAt: state.last,
      prior: state.priorId !== null && state.priorAt !== null ? { id: state.priorId, createdAt: state.priorAt, same: Boolean(state.priorSame) } : null,
    });
    if (answer) return answer;
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
