// The live room's code, loaded on first use (live-room-code.ts): the chat's cache entries follow the room's
// socket while they exist, and the chat's mutations reach the chats being followed. It reaches the cache
// only through what live-chat-cache.ts hands it (each entry's lifecycle and a reload), never through the
// endpoints: a chunk importing those made the bundler split the main chunk, over the home screen's budget.
import type { LiveChatList } from '../../../contract/generated/schema-types';
import { chatUpdate, liveIdOf, releaseChatMemory, retainChatMemory, type ChatArgs } from './live-chat-merge';
import type { ChatListEvent } from './live-chat-list';
import { isLiveRoomJoined } from './live-room-joins';
import { subscribeLiveRoom } from './live-room-socket';

export { historyAnswer, mergeHistory } from './live-chat-merge';
export { subscribeLiveRoom } from './live-room-socket';

/** The part of RTK Query's cache entry lifecycle the chat uses. */
export interface ChatEntryLifecycle {
  cacheDataLoaded: Promise<unknown>;
  cacheEntryRemoved: Promise<unknown>;
  updateCachedData(recipe: (chat: LiveChatList) => void): unknown;
}

interface FollowedChat {
  liveId: number;
  apply(event: ChatListEvent): void;
  reload(): void;
}

/** The chats' cache entries that have their history and follow their room. */
const followed = new Set<FollowedChat>();

/** Whether a mutation went through; a refusal was already reported to its caller, and changes nothing here. */
async function succeeded(answer: Promise<unknown>): Promise<boolean> {
  try {
    await answer;
    return true;
  } catch {
    return false;
  }
}

/** While a chat's cache entry exists: joined once its history has loaded, left when the entry goes. */
export async function followChat(args: ChatArgs, lifecycle: ChatEntryLifecycle, reload: () => void): Promise<void> {
  const liveId = liveIdOf(args);
  if (!liveId) return;
  retainChatMemory(liveId);
  try {
    await lifecycle.cacheDataLoaded;
  } catch {
    // Removed before its first answer: there is no room to follow.
    releaseChatMemory(liveId);
    return;
  }
  const chat: FollowedChat = { liveId, apply: (event) => lifecycle.updateCachedData(chatUpdate(liveId, event)), reload };
  followed.add(chat);
  const leave = subscribeLiveRoom(liveId, {
    messages: (messages) => chat.apply({ type: 'batch', messages }),
    deleted: (ids) => chat.apply({ type: 'deleted', ids }),
    // Messages posted between loading the history and joining would be missed: load the history again
    // on every join, reconnects included.
    joined: (joined) => {
      if (joined) reload();
    },
  });
  await lifecycle.cacheEntryRemoved;
  followed.delete(chat);
  leave();
  releaseChatMemory(liveId);
}

/** Joined, a sent message comes back from the room as a batch; otherwise only the history shows it. */
export async function afterSend(liveId: number, sent: Promise<unknown>): Promise<void> {
  if (!(await succeeded(sent)) || isLiveRoomJoined(liveId)) return;
  followed.forEach((chat) => {
    if (chat.liveId === liveId) chat.reload();
  });
}

/**
 * A deleted message is gone at once for the manager who deleted it (the room's `deleted` frame follows for
 * everyone). Message ids are unique across lives, so every followed chat may forget it.
 */
export async function afterDelete(messageId: number, deleted: Promise<unknown>): Promise<void> {
  if (!(await succeeded(deleted))) return;
  followed.forEach((chat) => chat.apply({ type: 'deleted', ids: [messageId] }));
}
