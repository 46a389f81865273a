import { and, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { liveChatMessages, users } from '../../db/schema/index';

/** Live-room chat messages, stored as plain text. */

const mentioned = alias(users, 'mentioned');

const selection = {
  id: liveChatMessages.id,
  liveId: liveChatMessages.liveId,
  userId: liveChatMessages.userId,
  message: liveChatMessages.message,
  image: liveChatMessages.image,
  isManager: liveChatMessages.isManager,
  subscribeId: liveChatMessages.subscribeId,
  citeId: liveChatMessages.citeId,
  citeContent: liveChatMessages.citeContent,
  createdAt: liveChatMessages.createdAt,
  moderation: liveChatMessages.moderation,
  avatar: users.avatar,
  nickName: users.nickName,
  name: users.name,
  mobile: users.mobile,
  mNick: mentioned.nickName,
  mName: mentioned.name,
  mMobile: mentioned.mobile,
};

/** A message with its author and the user it mentions (m*: null when it mentions nobody). */
export type ChatMessageRow = {
  id: number;
  liveId: number;
  userId: number;
  message: string;
  image: string | null;
  isManager: boolean;
  subscribeId: number | null;
  citeId: number | null;
  citeContent: string | null;
  createdAt: Date;
  moderation: 'visible' | 'held' | 'hidden' | 'deleted';
  avatar: string;
  nickName: string;
  name: string;
  mobile: string;
  mNick: string | null;
  mName: string | null;
  mMobile: string | null;
};

function baseQuery(db: Db) {
  return db
    .select(selection)
    .from(liveChatMessages)
    .innerJoin(users, eq(users.id, liveChatMessages.userId))
    .leftJoin(mentioned, eq(mentioned.id, liveChatMessages.subscribeId));
}

/**
 * The last `limit` messages of a live that are not deleted, newest first: those everyone sees, and the
 * viewer's own whatever moderation made of them (the room marks them 审核中 or 已被管理员删除).
 */
export async function latestMessageRows(db: Db, liveId: number, limit: number, viewerId?: number): Promise<ChatMessageRow[]> {
  const shown = viewerId ? or(eq(liveChatMessages.moderation, 'visible'), eq(liveChatMessages.userId, viewerId)) : eq(liveChatMessages.moderation, 'visible');
  return baseQuery(db)
    .where(and(eq(liveChatMessages.liveId, liveId), isNull(liveChatMessages.deletedAt), shown))
    .orderBy(desc(liveChatMessages.createdAt), desc(liveChatMessages.id))
    .limit(limit);
}

export async function messageRowsByIds(db: Db, ids: number[]): Promise<ChatMessageRow[]> {
  if (ids.length === 0) return [];
  return baseQuery(db).where(inArray(liveChatMessages.id, ids));
}

export interface NewMessage {
  liveId: number;
  userId: number;
  message: string;
  image?: string | null;
  isManager: boolean;
  subscribeId?: number | null;
  citeId?: number | null;
  citeContent?: string | null;
  /** 'held' when a listed word holds it for review; visible by default. */
  moderation?: 'visible' | 'held';
}

/**
 * Answers the new message's id, or undefined when its author is muted or banned at `now`: the insert
 * reads that on the author's row in the same statement, so moderation costs a chat post no round trip.
 */
export async function insertMessage(db: Db, input: NewMessage, now: Date): Promise<number | undefined> {
  // Both drivers answer { rows } for a statement that returns rows (the driver's shape, not drizzle's).
  const result = (await db.execute(sql`insert into ${liveChatMessages}
      (live_id, user_id, message, image, is_manager, subscribe_id, cite_id, cite_content, moderation)
    select ${input.liveId}::int, ${users.id}, ${input.message}::text, ${input.image ?? null}::text, ${input.isManager}::boolean,
      ${input.subscribeId ?? null}::int, ${input.citeId ?? null}::int, ${input.citeContent ?? null}::text, ${input.moderation ?? 'visible'}::varchar
    from ${users}
    where ${and(eq(users.id, input.userId), isNull(users.bannedAt), or(isNull(users.mutedUntil), lte(users.mutedUntil, now)))}
    returning id`)) as unknown as { rows: { id: unknown }[] };
  const [row] = result.rows;
  return row ? Number(row.id) : undefined;
}

export async function findMessage(db: Db, id: number) {
  const [row] = await db
    .select({
      id: liveChatMessages.id,
      liveId: liveChatMessages.liveId,
      message: liveChatMessages.message,
      image: liveChatMessages.image,
      deletedAt: liveChatMessages.deletedAt,
    })
    .from(liveChatMessages)
    .where(eq(liveChatMessages.id, id))
    .limit(1);
  return row;
}

export async function softDeleteMessage(db: Db, id: number): Promise<void> {
  await db
    .update(liveChatMessages)
    .set({ deletedAt: new Date() })
    .where(and(eq(liveChatMessages.id, id), isNull(liveChatMessages.deletedAt)));
}

export async function userExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
  return Boolean(row);
}
