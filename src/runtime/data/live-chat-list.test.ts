import { describe, expect, it } from 'vitest';
import { chatListReducer, emptyChatList, MAX_MESSAGES } from './live-chat-list';
import { chatMessage } from '../../test-utils/live-room-fakes';


describe('chat list reducer', () => {
  it('merges history and batches by id, oldest first, each id once', () => {
    let state = chatListReducer(emptyChatList, { type: 'history', messages: [chatMessage(3), chatMessage(1)] });
    state = chatListReducer(state, { type: 'batch', messages: [chatMessage(2), chatMessage(3, { message: '改' }), chatMessage(4)] });
    expect(state.messages.map((m) => m.id)).toEqual([1, 2, 3, 4]);
    expect(state.messages[2].message).toBe('改');
  });

  it('drops deleted ids and never lets a late batch bring them back', () => {
    let state = chatListReducer(emptyChatList, { type: 'batch', messages: [chatMessage(1), chatMessage(2)] });
    state = chatListReducer(state, { type: 'deleted', ids: [2] });
    state = chatListReducer(state, { type: 'batch', messages: [chatMessage(2), chatMessage(5)] });
    expect(state.messages.map((m) => m.id)).toEqual([1, 5]);
  });

  it('keeps the newest messages when a long live passes the cap, and returns the same state for an empty batch', () => {
    const many = Array.from({ length: MAX_MESSAGES + 20 }, (_, i) => chatMessage(i + 1));
    const state = chatListReducer(emptyChatList, { type: 'batch', messages: many });
    expect(state.messages).toHaveLength(MAX_MESSAGES);
    expect(state.messages[0].id).toBe(21);
    expect(chatListReducer(state, { type: 'batch', messages: [] })).toBe(state);
  });
});
