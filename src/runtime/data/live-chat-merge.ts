// Chat events applied to a cached chat (listLiveChat's answer) through the merge rules of live-chat-list.ts,
// against the ids deleted in its room while the chat is cached.
import type { LiveChatList, LiveChatMessage } from '../../../contract/generated/schema-types';
import type { CallArgs } from './catalogue-definitions';
import { chatListReducer, type ChatListEvent } from './live-chat-list';

export type ChatArgs = CallArgs<'listLiveChat'>;

/** The ids deleted in a room, so no late batch or history answer brings them back. */
interface RoomMemory {
  deleted: ReadonlySet<number>;
  /** Cache entries of this room's chat (normally one). */
  entries: number;
}

const memories = new Map<number, RoomMemory>();
const NOTHING_DELETED: ReadonlySet<number> = new Set();

/** A cache entry of the room's chat starts (retain) or ends (release); the memory lasts while one exists. */
export function retainChatMemory(liveId: number): void {
  const memory = memories.get(liveId) ?? { deleted: new Set<number>(), entries: 0 };
  memory.entries += 1;
  memories.set(liveId, memory);
}

export function releaseChatMemory(liveId: number): void {
  const memory = memories.get(liveId);
  if (memory && --memory.entries <= 0) memories.delete(liveId);
}

/** The live of a chat entry; its id comes from the route, so it may arrive as a string. */
export function liveIdOf(args: ChatArgs): number {
  const id = Number(args.id);
  return Number.isInteger(id) && id > 0 ? id : 0;
}

/** One event through the merge rules, against the room's deletions (which it may add to). */
function mergedList(liveId: number, list: readonly LiveChatMessage[], event: ChatListEvent): readonly LiveChatMessage[] {
  const memory = memories.get(liveId);
  const next = chatListReducer({ messages: list, deleted: memory?.deleted ?? NOTHING_DELETED }, event);
  if (memory) memory.deleted = next.deleted;
  return next.messages;
}

/** The cache update for one event: the chat's list changes only when the rules change it. */
export function chatUpdate(liveId: number, event: ChatListEvent) {
  return (chat: LiveChatList) => {
    const list = mergedList(liveId, chat.list, event);
    if (list !== chat.list) chat.list = [...list];
  };
}

/** A history answer in the shape of the list it becomes: ordered, each id once, the newest 500. */
export function historyAnswer(answer: LiveChatList, args: ChatArgs): LiveChatList {
  return { ...answer, list: [...mergedList(liveIdOf(args), [], { type: 'history', messages: answer.list })] };
}

/** A history loaded again (after a join, a send while not joined, a change of viewer) joins what is cached. */
export function mergeHistory(cached: LiveChatList, history: LiveChatList, args: ChatArgs): void {
  cached.is_manager = history.is_manager;
  chatUpdate(liveIdOf(args), { type: 'history', messages: history.list })(cached);
}
