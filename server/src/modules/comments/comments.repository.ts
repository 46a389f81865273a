import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { QueryBuilder, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { preparedStatement } from '../../db/prepared';
import { articles, commentLikes, comments, courses, lives, shortVideos, users } from '../../db/schema/index';
import { offsetOf, type Paging } from '../../shared/paging';
import { shownToEveryone } from '../../shared/comment-visibility.repository';

/** comment_type → the table its content_id points into (1 course, 2 article, 3 short video, 4 live). */
export const COMMENTED_TABLES: Record<number, { table: PgTable; id: PgColumn }> = {
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

const targetOnly = (t: CommentTarget) =>
  and(eq(comments.commentType, t.commentType), eq(comments.contentId, t.contentId), t.contentType ? eq(comments.contentType, t.contentType) : undefined);

/** Shown to everyone, or the viewer's own whatever moderation made of it (the list marks it 审核中 or 已被管理员删除). */
const shownTo = (viewerId: number | undefined) =>
  and(
    isNull(comments.deletedAt),
    viewerId ? or(sql`${comments.moderation} = 'visible'`, eq(comments.userId, viewerId)) : sql`${comments.moderation} = 'visible'`,
  );

const targetWhere = (t: CommentTarget, viewerId: number | undefined) => and(targetOnly(t), shownTo(viewerId));

/** What a comment list shows of a comment (not its target, key or deletion mark). */
const LISTED_COLUMNS = {
  id: comments.id,
  userId: comments.userId,
  commentId: comments.commentId,
  toUserId: comments.toUserId,
  content: comments.content,
  likeCount: comments.likeCount,
  top: comments.top,
  createdAt: comments.createdAt,
  moderation: comments.moderation,
};

export type CommentRow = { [K in keyof typeof LISTED_COLUMNS]: (typeof comments.$inferSelect)[K] };

/** Comments everyone sees on the target (shared/comment-visibility.repository.ts), replies included. */
export async function countComments(db: Db, target: CommentTarget): Promise<number> {
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(comments)
    .where(and(targetOnly(target), shownToEveryone()));
  return total;
}

/** A page of the target's top-level comments the viewer may see: top first, newest first. */
export async function selectTopComments(db: Db, target: CommentTarget, paging: Paging, viewerId?: number): Promise<CommentRow[]> {
  return db
    .select(LISTED_COLUMNS)
    .from(comments)
    .where(and(targetWhere(target, viewerId), isNull(comments.commentId)))
    .orderBy(desc(comments.top), desc(comments.createdAt), desc(comments.id))
    .limit(paging.pageSize)
    .offset(offsetOf(paging));
}

/** The replies the viewer may see to the comments `topIds`, oldest first. */
export async function selectReplies(db: Db, topIds: number[], viewerId?: number): Promise<CommentRow[]> {
  return db
    .select(LISTED_COLUMNS)
    .from(comments)
    .where(and(inArray(comments.commentId, topIds), shownTo(viewerId)))
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

/** A comment everyone sees on the target (held or removed ones cannot be replied to): its id, the top-level comment it replies to (null for one itself) and its author. */
export async function findTargetComment(
  db: Db,
  target: CommentTarget,
  commentId: number,
): Promise<{ id: number; parent: number | null; userId: number } | undefined> {
  const [row] = await db
    .select({ id: comments.id, parent: comments.commentId, userId: comments.userId })
    .from(comments)
    .where(and(eq(comments.id, commentId), eq(comments.commentType, target.commentType), eq(comments.contentId, target.contentId), shownToEveryone()));
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
  /** 'held' when a listed word holds it for review (modules/moderation); visible by default. */
  moderation?: 'visible' | 'held';
}

export type InsertOutcome =
  /** The poster is muted until `until`, or banned (until null). */
  | { kind: 'muted'; until: Date | null }
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
  /** When the poster last commented (anywhere, as recorded on their user row), or null. */
  lastCommentAt: Date | null;
  /** The poster's mute end (possibly past) and whether they are banned, from the same row. */
  mutedUntil: Date | null;
  banned: boolean;
  /** The poster's earlier comment with this post's client key; `same` when it was this very request. */
  prior: { id: number; createdAt: Date; same: boolean } | null;
}

/** What a post does in its own transaction besides the insert (the comment's points, see comments.routes.ts). */
export interface PostSteps<L> {
  /**
   * The transaction's first statement. It must lock something that serialises one poster's posts (the
   * points award's user row lock does): the checks and the insert then act as one step.
   */
  lockPoster(tx: Db): Promise<L>;
  /** Runs after a 'stored' outcome (a new comment or a replay of one), before the commit. */
  afterStored(locked: L, stored: { id: number; createdAt: Date }): Promise<void>;
}

const placeholder = (name: string) => sql.placeholder(name);
const qb = new QueryBuilder();

/** `insert … select` of the comment from postValues' placeholders; the caller adds the `from` that decides. */
export function insertTheComment(commentType: number, user: SQL = sql`${placeholder('user')}::int`) {
  return sql`insert into ${comments} (comment_type, content_type, content_id, user_id, comment_id, to_user_id, content, created_at, client_key, moderation)
    select ${commentType}::smallint, ${placeholder('contentType')}::smallint, ${placeholder('contentId')}::int, ${user},
      ${placeholder('thread')}::int, ${placeholder('toUser')}::int, ${placeholder('content')}::text, ${placeholder('now')}::timestamptz,
      ${placeholder('key')}::varchar, ${placeholder('moderation')}::varchar`;
}

/**
 * The post's one statement per commented table: the state its checks look at (the content there, the
 * poster's last comment time, any earlier post with this client key: no row matches a null key) and the
 * comment, with its key in the same row (no crash can store one without the other), inserted when the
 * state allows a new comment; a new comment's time goes on the poster's row for the next post's check.
 */
function postStatement(commentType: number, target: { table: PgTable; id: PgColumn }) {
  const user = placeholder('user');
  const byKey = and(eq(comments.userId, user), eq(comments.clientKey, placeholder('key')));
  // A replay must be the same request: same target, thread, addressee and text.
  const sameRequest = and(
    eq(comments.commentType, commentType),
    eq(comments.contentId, placeholder('contentId')),
    eq(comments.contentType, placeholder('contentType')),
    sql`${comments.commentId} is not distinct from ${placeholder('thread')}::int`,
    sql`${comments.toUserId} is not distinct from ${placeholder('toUser')}::int`,
    eq(comments.content, placeholder('content')),
  );
  const state = sql`select
      exists (${qb
        .select({ id: target.id })
        .from(target.table)
        .where(eq(target.id, placeholder('contentId')))}) as found,
      (${qb.select({ at: users.lastCommentAt }).from(users).where(eq(users.id, user))}) as last,
      (${qb.select({ at: users.mutedUntil }).from(users).where(eq(users.id, user))}) as muted_until,
      (${qb
        .select({ banned: sql`${users.bannedAt} is not null` })
        .from(users)
        .where(eq(users.id, user))}) as banned,
      (${qb.select({ id: comments.id }).from(comments).where(byKey)}) as prior_id,
      (${qb.select({ at: comments.createdAt }).from(comments).where(byKey)}) as prior_at,
      (${qb
        .select({ same: sql`${sameRequest}` })
        .from(comments)
        .where(byKey)}) as prior_same`;
  return preparedStatement(
    `comment_post_${commentType}`,
    sql`with state as (${state}),
      inserted as (
        ${insertTheComment(commentType)}
        from state
        where state.found and state.prior_id is null and (state.last is null or state.last <= ${placeholder('notAfter')}::timestamptz)
          and not coalesce(state.banned, false) and (state.muted_until is null or state.muted_until <= ${placeholder('now')}::timestamptz)
        returning id
      ),
      claimed as (
        update ${users} set last_comment_at = ${placeholder('now')}::timestamptz where ${users.id} = ${user}::int and exists (select 1 from inserted)
      )
      select state.found, state.last, state.muted_until, state.banned, state.prior_id, state.prior_at, state.prior_same, (select id from inserted) as inserted_id from state`,
  );
}

/** The placeholders a post statement (this one or insertPlainComment's) fills from the comment. */
export function postValues(comment: NewComment, now: Date, lastCommentNotAfter: Date): Record<string, unknown> {
  return {
    user: comment.userId,
    key: comment.clientKey ?? null,
    contentId: comment.contentId,
    contentType: comment.contentType ?? 0,
    thread: comment.commentId,
    toUser: comment.toUserId,
    content: comment.content,
    now: now.toISOString(),
    notAfter: lastCommentNotAfter.toISOString(),
    moderation: comment.moderation ?? 'visible',
  };
}

const POST_STATEMENTS = new Map(Object.entries(COMMENTED_TABLES).map(([type, target]) => [Number(type), postStatement(Number(type), target)]));

/**
 * Inserts the comment unless `decide` answers otherwise from the post's state, in one transaction with
 * `steps`: its first statement (steps.lockPoster) serialises the poster's posts, so parallel posts cannot
 * both slip through, and a retry with the same client key always sees the first post (committed before
 * the lock was granted). After the lock, one statement reads the state and inserts when it allows a new
 * comment (no earlier post with the key, the content there, the last comment at or before `notAfter`);
 * `decide` then names the outcome, and must agree. A stored outcome runs steps.afterStored before the commit.
 */
export async function insertComment<L>(
  db: Db,
  comment: NewComment,
  now: Date,
  lastCommentNotAfter: Date,
  decide: (state: PostState) => InsertOutcome | undefined,
  steps: PostSteps<L>,
): Promise<InsertOutcome> {
  const post = POST_STATEMENTS.get(comment.commentType);
  if (!post) return { kind: 'no-content' };
  return db.transaction(async (tx): Promise<InsertOutcome> => {
    const locked = await steps.lockPoster(tx);
    const [row] = await post(tx, postValues(comment, now, lastCommentNotAfter));
    const at = (value: unknown): Date | null => (value === null || value === undefined ? null : new Date(value as string | Date));
    const priorId = row.prior_id === null ? null : Number(row.prior_id);
    const priorAt = at(row.prior_at);
    let outcome = decide({
      contentFound: Boolean(row.found),
      lastCommentAt: at(row.last),
      mutedUntil: at(row.muted_until),
      banned: Boolean(row.banned),
      prior: priorId !== null && priorAt !== null ? { id: priorId, createdAt: priorAt, same: Boolean(row.prior_same) } : null,
    });
    if (!outcome) {
      if (row.inserted_id === null) throw new Error('comment post: the checks allowed a comment the statement did not insert');
      outcome = { kind: 'stored', id: Number(row.inserted_id), createdAt: now };
    }
    if (outcome.kind === 'stored') await steps.afterStored(locked, outcome);
    return outcome;
  });
}
