import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { LiveChatMessage } from '../../../../contract/generated/schema-types';
import type { Db } from '../../db/database';
import { liveChatMessages, users } from '../../db/schema/index';
import { formatDateTime } from '../content/content-format';

/** Live-room chat messages, stored as plain text. */

const mentioned = alias(users, 'mentioned');

/** What the room shows as a name: nickname, else name, else the masked mobile. */
export function displayName(user: { nickName: string; name: string; mobile: string }): string {
  if (user.nickName) return user.nickName;
  if (user.name) return user.name;
  return user.mobile.length >= 7 ? `${user.mobile.slice(0, 3)}****${user.mobile.slice(-4)}` : '用户';
}

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

type Row = {
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

function toMessage(row: Row): LiveChatMessage {
  return {
    id: row.id,
    live_id: row.liveId,
    avatar: row.avatar,
    nickname: displayName(row),
    message: row.message,
    image: row.image,
    manager: row.isManager ? 1 : 0,
    user_id: row.userId,
    cite_id: row.citeId,
    cite_content: row.citeContent,
    subscribe_id: row.subscribeId,
    subscribe:
      row.subscribeId !== null && row.mMobile !== null
        ? { id: row.subscribeId, nickname: displayName({ nickName: row.mNick ?? '', name: row.mName ?? '', mobile: row.mMobile }) }
        : null,
    dateline: Math.floor(row.createdAt.getTime() / 1000),
    created_at: formatDateTime(row.createdAt),
  };
}

function baseQuery(db: Db) {
  return db
    .select(selection)
    .from(liveChatMessages)
    .innerJoin(users, eq(users.id, liveChatMessages.userId))
    .leftJoin(mentioned, eq(mentioned.id, liveChatMessages.subscribeId));
}

/** The last `limit` messages of a live that are not deleted, oldest first. */
export async function listMessages(db: Db, liveId: number, limit: number): Promise<LiveChatMessage[]> {
  const rows = await baseQuery(db)
    .where(and(eq(liveChatMessages.liveId, liveId), isNull(liveChatMessages.deletedAt)))
    .orderBy(desc(liveChatMessages.createdAt), desc(liveChatMessages.id))
    .limit(limit);
  return rows.reverse().map(toMessage);
}

export async function messagesByIds(db: Db, ids: number[]): Promise<LiveChatMessage[]> {
  if (ids.length === 0) return [];
  const rows = await baseQuery(db).where(inArray(liveChatMessages.id, ids));
  return rows.map(toMessage);
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

export async function insertMessage(db: Db, input: NewMessage): Promise<LiveChatMessage> {
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
  const [message] = await messagesByIds(db, [row.id]);
  return message;
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
