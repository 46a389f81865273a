import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LayoutNode, LiveChatMessage } from '../../contract/generated/schema-types';
import { renderNode } from '../../src/test-utils/render-node';
import { setLiveSocketFactory, type SocketFactory } from '../../src/ui/live-room-socket';
import { chatListReducer, emptyChatList, MAX_MESSAGES } from './chat-list';
import { emojiChar, parseChatText } from './emoji';
import { LiveChat } from './live-chat';
import example from './live-chat.example.json';

const node = example as LayoutNode;

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

/** A fake socket server: the test pushes frames into the widget as the real /live namespace would. */
function fakeSocket() {
  const handlers = new Map<string, (...args: unknown[]) => void>();
  const joins: unknown[] = [];
  const factory: SocketFactory = async () => ({
    on: (event: string, handler: (...args: never[]) => void) => void handlers.set(event, handler as (...args: unknown[]) => void),
    emit: (event: string, payload: unknown, ack?: (answer: { code?: number }) => void) => {
      if (event === 'join') {
        joins.push(payload);
        ack?.({ code: 0 });
      }
    },
    disconnect: () => undefined,
  });
  return {
    factory,
    joins,
    push: (event: string, payload: unknown) => act(() => handlers.get(event)?.(payload)),
    connect: () => act(() => handlers.get('connect')?.()),
  };
}

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

describe('emoji codes', () => {
  it('turns \\x{1}…\\x{77} into emoji segments and leaves other codes as text', () => {
    expect(parseChatText('好\\x{12}\\x{12} 受益匪浅')).toEqual([
      { kind: 'text', text: '好' },
      { kind: 'emoji', code: 12 },
      { kind: 'emoji', code: 12 },
      { kind: 'text', text: ' 受益匪浅' },
    ]);
    expect(parseChatText('\\x{0}\\x{78}\\x{77}')).toEqual([
      { kind: 'text', text: '\\x{0}\\x{78}' },
      { kind: 'emoji', code: 77 },
    ]);
    expect(emojiChar(1)).toBeTruthy();
    expect(emojiChar(78)).toBeUndefined();
  });
});

describe('live-chat', () => {
  let socket: ReturnType<typeof fakeSocket>;
  beforeEach(() => {
    socket = fakeSocket();
    setLiveSocketFactory(socket.factory);
  });
  afterEach(() => setLiveSocketFactory(undefined));

  it('shows history as inert text with emoji images, manager messages apart with their quote', async () => {
    await renderNode(node);
    expect(await screen.findByText('老师讲得很清楚')).toBeTruthy();
    expect(screen.getAllByRole('img', { name: emojiChar(12) }).length).toBeGreaterThan(0);
    expect(screen.getByText('管理员')).toBeTruthy();
    expect(screen.getByText('请问课件在哪里下载？').tagName).toBe('SPAN');
  });

  it('never renders message HTML', () => {
    const hostile = msg(9, { message: '<img src=x onerror=alert(1)><b>粗</b>' });
    const { container } = render(<LiveChat props={{ liveId: 578, messages: [hostile] }} emit={vi.fn()} nodeId="n" preview={false} />);
    expect(container.querySelector('b')).toBeNull();
    expect(screen.getByText('<img src=x onerror=alert(1)><b>粗</b>')).toBeTruthy();
  });

  it('joins the room, adds batches and removes deleted messages in real time', async () => {
    const emit = vi.fn(async () => true);
    const { container } = render(<LiveChat props={{ liveId: 578, messages: [msg(1)] }} emit={emit} nodeId="n" preview={false} />);
    await vi.waitFor(() => expect(socket.push).toBeTruthy());
    await act(async () => undefined);
    socket.connect();
    expect(socket.joins).toEqual([{ live_id: 578 }]);
    // History is loaded again once joined, so nothing posted in between is missed.
    expect(emit).toHaveBeenCalledWith('refresh');
    expect(container.querySelector('[data-live-joined="true"]')).toBeTruthy();
    socket.push('messages', [msg(2), msg(3)]);
    expect(screen.getByText('消息3')).toBeTruthy();
    socket.push('deleted', { ids: [1, 3] });
    expect(screen.queryByText('消息1')).toBeNull();
    expect(screen.queryByText('消息3')).toBeNull();
    expect(screen.getByText('消息2')).toBeTruthy();
  });

  it('sends only non-empty text, once at a time, and clears the box after success', async () => {
    let finish: (ok: boolean) => void = () => undefined;
    const emit = vi.fn((event: string) => (event === 'send' ? new Promise<boolean>((resolve) => (finish = resolve)) : Promise.resolve(true)));
    render(<LiveChat props={{ liveId: 578 }} emit={emit} nodeId="n" preview={false} />);
    const send = screen.getByRole('button', { name: '发送' });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    await userEvent.type(screen.getByRole('textbox', { name: '发言' }), '  ');
    expect((send as HTMLButtonElement).disabled).toBe(true);
    await userEvent.type(screen.getByRole('textbox', { name: '发言' }), '你好');
    await userEvent.click(send);
    expect(emit).toHaveBeenCalledWith('send', { message: '你好', subscribe_id: undefined, cite_id: undefined });
    expect((send as HTMLButtonElement).disabled).toBe(true); // busy
    await act(async () => finish(true));
    expect((screen.getByRole('textbox', { name: '发言' }) as HTMLInputElement).value).toBe('');
  });

  it("gives a manager 删除, @ 对方 and @ 并引用 on others' messages; the quote goes with the next message", async () => {
    const emit = vi.fn(async () => true);
    render(
      <LiveChat props={{ liveId: 578, isManager: true, userId: 999, messages: [msg(1), msg(2, { user_id: 999 })] }} emit={emit} nodeId="n" preview={false} />,
    );
    expect(screen.queryByRole('button', { name: '消息2' })).toBeNull(); // own message: no menu
    await userEvent.click(screen.getByRole('button', { name: '消息1' }));
    await userEvent.click(screen.getByRole('menuitem', { name: '@ 并引用' }));
    expect((screen.getByRole('textbox', { name: '发言' }) as HTMLInputElement).value).toBe('@用户1 ');
    await userEvent.type(screen.getByRole('textbox', { name: '发言' }), '请看');
    await userEvent.click(screen.getByRole('button', { name: '发送' }));
    expect(emit).toHaveBeenCalledWith('send', { message: '@用户1 请看', subscribe_id: 101, cite_id: 1 });
    await userEvent.click(screen.getByRole('button', { name: '消息1' }));
    await userEvent.click(screen.getByRole('menuitem', { name: '删除' }));
    expect(emit).toHaveBeenCalledWith('delete', expect.objectContaining({ id: 1 }));
    expect(screen.queryByText('消息1')).toBeNull();
  });

  it("inserts emoji codes, limits the picker to the live's count and shows 3 menu columns to a manager", async () => {
    const { container, rerender } = render(<LiveChat props={{ liveId: 578, emojiCount: 5 }} emit={vi.fn()} nodeId="n" preview={false} />);
    await userEvent.click(screen.getByRole('button', { name: '表情' }));
    expect(screen.getAllByRole('option')).toHaveLength(5);
    await userEvent.click(screen.getAllByRole('option')[1]);
    expect((screen.getByRole('textbox', { name: '发言' }) as HTMLInputElement).value).toBe('\\x{2}');
    await userEvent.click(screen.getByRole('button', { name: '更多' }));
    expect(container.querySelector('.w-live-chat__more--2')).toBeTruthy();
    rerender(<LiveChat props={{ liveId: 578, emojiCount: 5, isManager: true }} emit={vi.fn()} nodeId="n" preview={false} />);
    expect(container.querySelector('.w-live-chat__more--3')).toBeTruthy();
    expect(screen.getByText('上传图片')).toBeTruthy();
  });

  it('disables the comment box when the live says so', () => {
    render(<LiveChat props={{ liveId: 578, disableComment: true }} emit={vi.fn()} nodeId="n" preview={false} />);
    expect((screen.getByRole('textbox', { name: '发言' }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: '表情' })).toBeNull();
  });
});
