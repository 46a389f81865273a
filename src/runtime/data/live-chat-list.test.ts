import { describe, expect, it } from 'vitest';
import type { LiveChatMessage } from '../../../contract/generated/schema-types';
import { chatListReducer, emptyChatList, MAX_MESSAGES } from './live-chat-list';

const msg = (id: number, extra: Partial<LiveChatMessage> = {}): LiveChatMessage => ({
  id,
  live_id: 578,
  avatar: '',
  nickname: `用户${id}`,
  message: `消息${id}`,
  manager: 0,
  user_id: 100 + id,
  cite_content: null,
  dateline: 0,
  ...extra,
});

describe('chat list reducer', () => {
  it('merges history and batches by id, oldest first, each id once', () => {
    let state = chatListReducer(emptyChatList, { type: 'history', messages: [msg(3), msg(1)] });
    state = chatListReducer(state, { type: 'batch', messages: [msg(2), msg(3, { message: '改' }), msg(4)] });
    expect(state.messages.map((m) => m.id)).toEqual([1, 2, 3, 4]);
    expect(state.messages[2].message).toBe('改');
  });

  it('drops deleted ids and never lets a late batch bring them back', () => {
    let state = chatListReducer(emptyChatList, { type: 'batch', messages: [msg(1), msg(2)] });
    state = chatListReducer(state, { type: 'deleted', ids: [2] });
    state = chatListReducer(state, { type: 'batch', messages: [msg(2), msg(5)] });
    expect(state.messages.map((m) => m.id)).toEqual([1, 5]);
  });

  it('keeps the newest messages when a long live passes the cap, and returns the same state for an empty batch', () => {
    const many = Array.from({ length: MAX_MESSAGES + 20 }, (_, i) => msg(i + 1));
    const state = chatListReducer(emptyChatList, { type: 'batch', messages: many });
    expect(state.messages).toHaveLength(MAX_MESSAGES);
    expect(state.messages[0].id).toBe(21);
    expect(chatListReducer(state, { type: 'batch', messages: [] })).toBe(state);
  });
});
