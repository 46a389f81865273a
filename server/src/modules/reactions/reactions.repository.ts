import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { viewerFlagsCacheOf } from './viewer-flags-cache';
import { activities, articles, commentLikes, comments, courses, downloads, favourites, follows, likes, lives, shortVideos } from '../../db/schema/index';
import { preparedPerDatabase } from '../../db/prepared';
import { TargetType } from '../../db/target-types';

export type ReactionKind = 'like' | 'favourite';

/** The content row a like/favourite counts on: its table, id column and counter column. */
export interface CounterTarget {
  table: PgTable;
  id: PgColumn;
  count: PgColumn;
}

export type TargetCode = (typeof TargetType)[keyof typeof TargetType];

export const LIKE_TARGETS: Partial<Record<TargetCode, CounterTarget>> = {
  [TargetType.article]: { table: articles, id: articles.id, count: articles.likeCount },
  [TargetType.shortVideo]: { table: shortVideos, id: shortVideos.id, count: shortVideos.likeCount },
  [TargetType.activity]: { table: activities, id: activities.id, count: activities.likeCount },
};

export const FAVOURITE_TARGETS: Partial<Record<TargetCode, CounterTarget>> = {
  [TargetType.course]: { table: courses, id: courses.id, count: courses.favoriteCount },
  [TargetType.article]: { table: articles, id: articles.id, count: articles.favoriteCount },
  [TargetType.shortVideo]: { table: shortVideos, id: shortVideos.id, count: shortVideos.favoriteCount },
  [TargetType.download]: { table: downloads, id: downloads.id, count: downloads.favoriteCount },
  [TargetType.activity]: { table: activities, id: activities.id, count: activities.favoriteCount },
  [TargetType.live]: { table: lives, id: lives.id, count: lives.favoriteCount },
};

export interface ToggleRequest {
  kind: ReactionKind;
  userId: number;
  targetType: TargetCode;
  targetId: number;
  contentType?: number;
}

export interface ReactionState {
  active: boolean;
  count: number;
}

/**
 * Flips a user's like/favourite of an item and moves its counter by one, in one transaction. A
 * transaction-scoped advisory lock per (user, kind, item) runs concurrent taps one after another, so
 * ten parallel toggles are ten flips; the unique constraint stays the last line of defence.
 * Returns null when the item does not exist.
 */
export async function toggleReaction(db: Db, request: ToggleRequest): Promise<ReactionState | null> {
  const target = (request.kind === 'like' ? LIKE_TARGETS : FAVOURITE_TARGETS)[request.targetType];
  if (!target) throw new Error(`No ${request.kind} counter for target type ${request.targetType}`);
  return db.transaction(async (tx) => {
    const lockKey = `${request.kind}:${request.targetType}:${request.targetId}`;
    await tx.execute(sql`select pg_advisory_xact_lock(${request.userId}, hashtext(${lockKey}))`);
    const exists = await tx.select({ id: target.id }).from(target.table).where(eq(target.id, request.targetId)).limit(1);
    if (exists.length === 0) return null;
    const table = request.kind === 'like' ? likes : favourites;
    const mine = and(eq(table.userId, request.userId), eq(table.targetType, request.targetType), eq(table.targetId, request.targetId));
    const removed = await tx.delete(table).where(mine).returning({ id: table.id });
    let active = false;
    if (removed.length === 0) {
      const values = { userId: request.userId, targetType: request.targetType, targetId: request.targetId };
      const inserted =
        request.kind === 'like'
          ? await tx.insert(likes).values(values).onConflictDoNothing().returning({ id: likes.id })
          : await tx
              .insert(favourites)
              .values({ ...values, contentType: request.contentType ?? 0 })
              .onConflictDoNothing()
              .returning({ id: favourites.id });
      active = inserted.length > 0;
      if (!active) return { active: true, count: await readCount(tx, target, request.targetId) };
    }
    const delta = active ? sql`${target.count} + 1` : sql`greatest(${target.count} - 1, 0)`;
    const [row] = await tx
      .update(target.table)
      // Every counted table names its counters likeCount/favoriteCount; drizzle cannot type a dynamic key.
      .set({ [request.kind === 'like' ? 'likeCount' : 'favoriteCount']: delta } as never)
      .where(eq(target.id, request.targetId))
      .returning({ count: target.count });
    return { active, count: Number(row.count) };
  });
}

async function readCount(db: Db, target: CounterTarget, id: number): Promise<number> {
  const [row] = await db.select({ count: target.count }).from(target.table).where(eq(target.id, id));
  return Number(row?.count ?? 0);
}

/** Like toggle of a comment (comment_likes, comments.like_count); same locking as toggleReaction. */
export async function toggleCommentLike(db: Db, userId: number, commentId: number): Promise<ReactionState | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${userId}, hashtext(${`comment-like:${commentId}`}))`);
    const exists = await tx
      .select({ id: comments.id })
      .from(comments)
      .where(and(eq(comments.id, commentId), sql`${comments.deletedAt} is null`))
      .limit(1);
    if (exists.length === 0) return null;
    const mine = and(eq(commentLikes.userId, userId), eq(commentLikes.commentId, commentId));
    const removed = await tx.delete(commentLikes).where(mine).returning({ id: commentLikes.id });
    let active = false;
    if (removed.length === 0) {
      const inserted = await tx.insert(commentLikes).values({ userId, commentId }).onConflictDoNothing().returning({ id: commentLikes.id });
      active = inserted.length > 0;
      if (!active) return { active: true, count: (await tx.select({ n: comments.likeCount }).from(comments).where(eq(comments.id, commentId)))[0].n };
    }
    const [row] = await tx
      .update(comments)
      .set({ likeCount: active ? sql`${comments.likeCount} + 1` : sql`greatest(${comments.likeCount} - 1, 0)` })
      .where(eq(comments.id, commentId))
      .returning({ count: comments.likeCount });
    return { active, count: row.count };
  });
}

/** What a signed-in detail shows of its viewer: their like, favourite and follow of the item's column. */
export interface ViewerFlags {
  isLike: boolean;
  isFavorite: boolean;
  /** Whether the viewer follows `follow` (false when none was asked). */
  follows: boolean;
}

const viewerFlagsQuery = preparedPerDatabase((db) => {
  const user = sql.placeholder('user');
  const type = sql.placeholder('type');
  const id = sql.placeholder('id');
  return db
    .select({
      isLike: sql<boolean>`exists (${db
        .select({ id: likes.id })
        .from(likes)
        .where(and(eq(likes.userId, user), eq(likes.targetType, type), eq(likes.targetId, id)))})`,
      isFavorite: sql<boolean>`exists (${db
        .select({ id: favourites.id })
        .from(favourites)
        .where(and(eq(favourites.userId, user), eq(favourites.targetType, type), eq(favourites.targetId, id)))})`,
      follows: sql<boolean>`exists (${db
        .select({ id: follows.id })
        .from(follows)
        .where(and(eq(follows.userId, user), eq(follows.targetType, sql.placeholder('followType')), eq(follows.targetId, sql.placeholder('followId'))))})`,
    })
    .from(sql`(select 1) as one`)
    .prepare('viewer_flags');
});

/**
 * The viewer's own like/favourite flags for a detail screen and, when `follow` names a column, whether
 * they follow it: one prepared statement, kept per viewer and item until they toggle one (viewer-flags-cache.ts);
 * all false for guests.
 */
export async function viewerReactions(
  db: Db,
  viewerId: number | undefined | null,
  targetType: TargetCode,
  targetId: number,
  follow?: { targetType: number; targetId: number },
): Promise<ViewerFlags> {
  if (!viewerId) return { isLike: false, isFavorite: false, follows: false };
  const read = async (): Promise<ViewerFlags> => {
    const [row] = await viewerFlagsQuery(db).execute({
      user: viewerId,
      type: targetType,
      id: targetId,
      // No column: a target type no follow has.
      followType: follow?.targetType ?? -1,
      followId: follow?.targetId ?? 0,
    });
    return { isLike: row.isLike === true, isFavorite: row.isFavorite === true, follows: row.follows === true };
  };
  const cache = viewerFlagsCacheOf(db);
  if (!cache) return read();
  // Reason for the cast: the cache of a database holds only what this function stores in it.
  return (await cache.get(viewerId, `${targetType}:${targetId}:${follow?.targetType ?? -1}:${follow?.targetId ?? 0}`, read)) as ViewerFlags;
}

/** Which of `targetIds` the viewer has favourited (a list's 收藏 / 已收藏 per row); empty for guests. */
export async function favouritedAmong(db: Db, viewerId: number | undefined | null, targetType: TargetCode, targetIds: readonly number[]): Promise<Set<number>> {
  if (!viewerId || targetIds.length === 0) return new Set();
  const rows = await db
    .select({ id: favourites.targetId })
    .from(favourites)
    .where(and(eq(favourites.userId, viewerId), eq(favourites.targetType, targetType), inArray(favourites.targetId, [...targetIds])));
  return new Set(rows.map((row) => row.id));
}
