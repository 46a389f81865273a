import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
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

/** The last `limit` messages of a live that are not deleted, newest first. */
export async function latestMessageRows(db: Db, liveId: number, limit: number): Promise<ChatMessageRow[]> {
  return baseQuery(db)
    .where(and(eq(liveChatMessages.liveId, liveId), isNull(liveChatMessages.deletedAt)))
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
}

/** Answers the new message's id. */
export async function insertMessage(db: Db, input: NewMessage): Promise<number> {
  const [row] = await db
    .insert(liveChatMessages)
    .values({
      liveId: input.liveId,
      userId: input.userId,
      message: input.message,
      image: input.image ?? null,
      isManager: input.isManager,
      subscribeId: input.subscribeId ?? null,
      citeId: input.citeId ?? null,
      citeContent: input.citeContent ?? null,
    })
    .returning({ id: liveChatMessages.id });
  return row.id;
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
