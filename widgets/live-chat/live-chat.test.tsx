import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LayoutDocument, LayoutNode, LiveChatMessage } from '../../contract/generated/schema-types';
import { setLiveSocketFactory } from '../../src/runtime/data/live-room-socket';
import { renderNode } from '../../src/test-utils/render-node';
import { emojiChar, emojiToCodes, parseChatText } from './emoji';
import { LiveChat } from './live-chat';
import example from './live-chat.example.json';
import { chatMessage, fakeLiveSocket } from '../../src/test-utils/live-room-fakes';

const node = example as LayoutNode;

/** A fake socket server: the test pushes frames into the widget as the real /live namespace would. */

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

  it('turns typed emoji characters back into codes, ❤️ whole', () => {
    expect(emojiToCodes(`好${emojiChar(12)}${emojiChar(77)}❤`)).toBe('好\\x{12}\\x{77}❤');
  });
});

describe('live-chat', () => {
  let socket: ReturnType<typeof fakeLiveSocket>;
  beforeEach(() => {
    socket = fakeLiveSocket((frame) => act(frame));
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
    const hostile = chatMessage(9, { message: '<img src=x onerror=alert(1)><b>粗</b>' });
    const { container } = render(<LiveChat props={{ liveId: 578, messages: [hostile] }} emit={vi.fn()} nodeId="n" preview={false} />);
    expect(container.querySelector('b')).toBeNull();
    expect(screen.getByText('<img src=x onerror=alert(1)><b>粗</b>')).toBeTruthy();
  });

  it('shows each writer, the viewer included, as a photo or else their initial', () => {
    const plain = chatMessage(10, { nickname: '赵医生', avatar: '' });
    const pictured = chatMessage(11, { nickname: '钱医生', avatar: '/media/b.png' });
    const { container } = render(<LiveChat props={{ liveId: 578, messages: [plain, pictured] }} emit={vi.fn()} nodeId="n" preview={false} />);
    expect([...container.querySelectorAll('.w-live-chat__avatar.ui-avatar--initial')].map((node) => node.textContent)).toEqual(['赵']);
    expect(container.querySelector('img.w-live-chat__avatar')?.getAttribute('src')).toBe('/media/b.png');
  });

  it('shows the messages of the chat entry the runtime keeps: joined, real-time batches, deletions', async () => {
    // Its own live, so the room this test leaves open (the cache entry outlives the test) touches no other test.
    const room = 579;
    const roomMsg = (id: number, extra: Partial<LiveChatMessage> = {}) => chatMessage(id, { live_id: room, ...extra });
    const requests: string[] = [];
    const fetch = (async (url: string, init: RequestInit) => {
      requests.push(`${init.method} ${new URL(url).pathname}`);
      const data = init.method === 'GET' ? { list: [roomMsg(1)], is_manager: true } : { id: 1 };
      return new Response(JSON.stringify({ code: 0, message: 'ok', data }));
    }) as typeof globalThis.fetch;
    const doc: LayoutDocument = {
      schemaVersion: 1,
      id: 'live-chat-test',
      data: { chat: { endpoint: 'listLiveChat', args: { id: room, pageSize: 9999 } } },
      body: [
        {
          id: 'chat',
          widget: 'live-chat',
          props: { liveId: room, isManager: true, userId: 999 },
          bind: { messages: '$data.chat.list' },
          on: { delete: [{ action: 'delete-live-chat' }] },
        },
      ],
    };
    const { container } = await renderNode(undefined, { doc, fetch });
    expect(await screen.findByText('消息1')).toBeTruthy();
    // The room is joined once the history has loaded.
    await vi.waitFor(() => expect(socket.opened()).toBe(true));
    socket.connect();
    expect(socket.joins).toEqual([{ live_id: room }]);
    expect(container.querySelector('[data-live-joined="true"]')).toBeTruthy();
    // History is loaded again once joined, so nothing posted in between is missed.
    await vi.waitFor(() => expect(requests.filter((r) => r === `GET /live/api/chat/${room}`)).toHaveLength(2));
    // RTK Query batches its cache notifications to the next frame.
    socket.push('messages', [roomMsg(2), roomMsg(3), roomMsg(4)]);
    await vi.waitFor(() => expect(screen.getByText('消息3')).toBeTruthy());
    socket.push('deleted', { ids: [1, 3] });
    await vi.waitFor(() => expect(screen.queryByText('消息1')).toBeNull());
    expect(screen.queryByText('消息3')).toBeNull();
    expect(screen.getByText('消息2')).toBeTruthy();
    // A manager's 删除 goes through delete-live-chat, which takes the message out of the same entry.
    await userEvent.click(screen.getByRole('button', { name: '消息4' }));
    await userEvent.click(screen.getByRole('menuitem', { name: '删除' }));
    await vi.waitFor(() => expect(screen.queryByText('消息4')).toBeNull());
    expect(requests).toContain('DELETE /live/api/chat/4');
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
      <LiveChat
        props={{ liveId: 578, isManager: true, userId: 999, messages: [chatMessage(1), chatMessage(2, { user_id: 999 })] }}
        emit={emit}
        nodeId="n"
        preview={false}
      />,
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
  });

  it("shows picked emoji in the box, sends them as codes, limits the picker to the live's count and shows 3 menu columns to a manager", async () => {
    const emit = vi.fn(async () => true);
    const { container, rerender } = render(<LiveChat props={{ liveId: 578, emojiCount: 5 }} emit={emit} nodeId="n" preview={false} />);
    await userEvent.click(screen.getByRole('button', { name: '表情' }));
    expect(screen.getAllByRole('option')).toHaveLength(5);
    await userEvent.type(screen.getByRole('textbox', { name: '发言' }), '好');
    await userEvent.click(screen.getAllByRole('option')[1]);
    expect((screen.getByRole('textbox', { name: '发言' }) as HTMLInputElement).value).toBe(`好${emojiChar(2)}`);
    await userEvent.click(screen.getByRole('button', { name: '发送' }));
    expect(emit).toHaveBeenCalledWith('send', { message: '好\\x{2}', subscribe_id: undefined, cite_id: undefined });
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

  it('says who may speak in place of the comment box to a signed-in doctor outside a white-list room, and keeps 更多', () => {
    const { rerender } = render(<LiveChat props={{ liveId: 578, whiteListed: false }} emit={vi.fn()} nodeId="n" preview={false} />);
    expect(screen.getByRole('note').textContent).toBe('本直播间仅限白名单用户发言');
    expect(screen.queryByRole('textbox', { name: '发言' })).toBeNull();
    expect(screen.queryByRole('button', { name: '发送' })).toBeNull();
    expect(screen.getByRole('button', { name: '更多' })).toBeTruthy();
    // Signed out, being on the list is not known yet: the box stays, and a tap asks to sign in.
    rerender(<LiveChat props={{ liveId: 578, whiteListed: false, loggedIn: false }} emit={vi.fn()} nodeId="n" preview={false} />);
    expect(screen.getByRole('textbox', { name: '发言' })).toBeTruthy();
    rerender(<LiveChat props={{ liveId: 578, whiteListed: true }} emit={vi.fn()} nodeId="n" preview={false} />);
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.getByRole('textbox', { name: '发言' })).toBeTruthy();
  });
});
