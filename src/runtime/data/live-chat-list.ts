import type { LiveChatMessage } from '../../../contract/generated/schema-types';

/**
 * The room's message list as one pure reducer, so history, socket batches and deletions arriving in any
 * order give the same list: oldest first by id, each id once, deleted ids never coming back (a batch
 * posted just before a deletion may arrive after it). The chat's cache entry (live-chat-cache.ts) is
 * updated through it.
 */
export interface ChatListState {
  messages: readonly LiveChatMessage[];
  deleted: ReadonlySet<number>;
}

export type ChatListEvent =
  | { type: 'history'; messages: readonly LiveChatMessage[] }
  | { type: 'batch'; messages: readonly LiveChatMessage[] }
  | { type: 'deleted'; ids: readonly number[] };

export const emptyChatList: ChatListState = { messages: [], deleted: new Set() };

/** Keeps the list bounded on long lives: the newest messages are the ones people read. */
export const MAX_MESSAGES = 500;

function merge(current: readonly LiveChatMessage[], incoming: readonly LiveChatMessage[], deleted: ReadonlySet<number>): readonly LiveChatMessage[] {
  const byId = new Map<number, LiveChatMessage>();
  for (const message of current) byId.set(message.id, message);
  let changed = false;
  for (const message of incoming) {
    if (typeof message?.id !== 'number' || deleted.has(message.id)) continue;
    byId.set(message.id, message);
    changed = true;
  }
  if (!changed) return current;
  const sorted = [...byId.values()].sort((a, b) => a.id - b.id);
  return sorted.length > MAX_MESSAGES ? sorted.slice(sorted.length - MAX_MESSAGES) : sorted;
}

export function chatListReducer(state: ChatListState, event: ChatListEvent): ChatListState {
  switch (event.type) {
    case 'history':
    case 'batch': {
      const messages = merge(state.messages, event.messages, state.deleted);
      return messages === state.messages ? state : { ...state, messages };
    }
    case 'deleted': {
      if (event.ids.length === 0) return state;
      const deleted = new Set(state.deleted);
      event.ids.forEach((id) => deleted.add(id));
      return { messages: state.messages.filter((m) => !deleted.has(m.id)), deleted };
    }
  }
}
