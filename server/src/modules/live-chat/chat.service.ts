import type { LiveChatMessage } from '../../../../contract/generated/schema-types';
import type { Db } from '../../db/database';
import { formatDateTime } from '../../shared/content/content-format';
import { findUserMute, REMOVED_TEXT } from '../moderation';
import { insertMessage, latestMessageRows, messageRowsByIds, type ChatMessageRow, type NewMessage } from './chat.repository';

/** Chat messages as the room shows them. */

/** What the room shows as a name: nickname, else name, else the masked mobile. */
export function displayName(user: { nickName: string; name: string; mobile: string }): string {
  if (user.nickName) return user.nickName;
  if (user.name) return user.name;
  return user.mobile.length >= 7 ? `${user.mobile.slice(0, 3)}****${user.mobile.slice(-4)}` : '用户';
}

/** Only a message's author gets one moderation took out of the room (the queries see to that). */
function moderationView(row: ChatMessageRow): { message: string; moderation?: 'held' | 'removed' } {
  if (row.moderation === 'visible') return { message: row.message };
  if (row.moderation === 'held') return { message: row.message, moderation: 'held' };
  return { message: REMOVED_TEXT, moderation: 'removed' };
}

function toMessage(row: ChatMessageRow): LiveChatMessage {
  return {
    id: row.id,
    live_id: row.liveId,
    avatar: row.avatar,
    nickname: displayName(row),
    ...moderationView(row),
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

/** The last `limit` messages of a live the viewer may see (latestMessageRows), oldest first. */
export async function listMessages(db: Db, liveId: number, limit: number, viewerId?: number): Promise<LiveChatMessage[]> {
  const rows = await latestMessageRows(db, liveId, limit, viewerId);
  return rows.reverse().map(toMessage);
}

export async function messagesByIds(db: Db, ids: number[]): Promise<LiveChatMessage[]> {
  const rows = await messageRowsByIds(db, ids);
  return rows.map(toMessage);
}

/**
 * Stores a message and answers it as the room shows it; a muted or banned author gets the refusal that
 * says until when instead (the insert itself checked their row).
 */
export async function postMessage(db: Db, input: NewMessage, now: Date): Promise<LiveChatMessage | { mutedUntil: Date | null }> {
  const id = await insertMessage(db, input, now);
  if (id === undefined) {
    const mute = await findUserMute(db, input.userId);
    return { mutedUntil: mute?.banned ? null : (mute?.mutedUntil ?? null) };
  }
  const [message] = await messagesByIds(db, [id]);
  return message;
}
