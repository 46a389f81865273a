import { and, isNull, sql, type SQL } from 'drizzle-orm';
import { comments } from '../db/schema/index';

/**
 * A comment everyone may see and count: not deleted by its author, not held, hidden or deleted by
 * moderation, and, for a reply, in a thread whose top comment is shown too (a thread taken out takes its
 * replies out of every count). Every comment count (the thread's total, a course's or a short video's
 * comment_count) uses this one condition, so they agree after any moderation decision.
 */
export function shownToEveryone(): SQL {
  return and(
    isNull(comments.deletedAt),
    sql`${comments.moderation} = 'visible'`,
    sql`(${comments.commentId} is null or not exists (select 1 from ${comments} as top where top.id = ${comments.commentId} and (top.moderation <> 'visible' or top.deleted_at is not null)))`,
  ) as SQL;
}
