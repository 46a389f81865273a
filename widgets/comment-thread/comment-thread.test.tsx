import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { LayoutNode } from '../../contract/generated/schema-types';
import type { CommentThreadProps } from '../../contract/generated/widgets/comment-thread.props';
import { renderNode } from '../../src/test-utils/render-node';
import { CommentThread } from './comment-thread';
import example from './comment-thread.example.json';

const node = example as LayoutNode;
const props = example.props as CommentThreadProps;

describe('comment-thread', () => {
  it('asks for the next page of comments at the end of the list, offers retry after a failure, and stops at the last page', async () => {
    // jsdom has no IntersectionObserver: the list shows 加载更多 where a phone loads on scrolling.
    const emit = vi.fn().mockResolvedValue(true);
    const { rerender } = render(<CommentThread props={{ ...props, hasMore: true }} emit={emit} nodeId="n" preview={false} />);
    await userEvent.click(screen.getByRole('button', { name: '加载更多' }));
    expect(emit).toHaveBeenCalledWith('load-more');

    rerender(<CommentThread props={{ ...props, hasMore: true, error: true }} emit={emit} nodeId="n" preview={false} />);
    await userEvent.click(screen.getByRole('button', { name: '加载失败，点击重试' }));
    expect(emit).toHaveBeenCalledTimes(2);

    rerender(<CommentThread props={{ ...props, hasMore: false }} emit={emit} nodeId="n" preview={false} />);
    expect(screen.queryByRole('button', { name: '加载更多' })).toBeNull();
    expect(screen.queryByText('加载失败，点击重试')).toBeNull();
  });

  it('shows no 暂无评论 while the first page is still loading', () => {
    render(<CommentThread props={{ ...props, comments: [], loading: true }} emit={vi.fn()} nodeId="n" preview={false} />);
    expect(screen.queryByText('暂无评论，快来抢沙发吧')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('加载中…');
  });

  it('shows comments as inert text with replies through the runtime', async () => {
    const { container } = await renderNode(node);
    expect(await screen.findByText('<b>讲得很清楚</b>，受益匪浅。')).toBeTruthy();
    expect(container.querySelector('b')).toBeNull();
    expect(screen.getByText('评论 (1)')).toBeTruthy();
    expect(screen.getByText('置顶')).toBeTruthy();
    expect(screen.getByRole('button', { name: /同感/ })).toBeTruthy();
    expect(screen.getByPlaceholderText('写评论')).toBeTruthy();
  });

  it('replies through the sheet, sends comment_id/to_user_id and resets the draft after success', async () => {
    const emit = vi.fn().mockResolvedValue(true);
    render(<CommentThread props={props} emit={emit} nodeId="n" preview={false} />);
    await userEvent.click(screen.getByRole('button', { name: /同感/ }));
    await userEvent.click(screen.getByRole('button', { name: '回复' }));
    const box = screen.getByPlaceholderText('回复 李思琪');
    await userEvent.type(box, '谢谢');
    await userEvent.click(screen.getByRole('button', { name: '发送' }));
    expect(emit).toHaveBeenCalledWith('submit', { content: '谢谢', comment_id: 1, to_user_id: 3, client_key: expect.any(String) });
    expect(screen.getByPlaceholderText('写评论')).toHaveProperty('value', '');
  });

  it('keeps the draft when the action refuses', async () => {
    const emit = vi.fn().mockResolvedValue(false);
    render(<CommentThread props={props} emit={emit} nodeId="n" preview={false} />);
    await userEvent.type(screen.getByPlaceholderText('写评论'), '你好');
    await userEvent.click(screen.getByRole('button', { name: '发送' }));
    expect(emit).toHaveBeenCalledWith('submit', { content: '你好', comment_id: 0, to_user_id: 0, client_key: expect.any(String) });
    expect(screen.getByPlaceholderText('写评论')).toHaveProperty('value', '你好');
  });

  it('sends 发送 again after a failure with the same key; a changed text or a success starts a new key', async () => {
    const emit = vi
      .fn()
      .mockResolvedValueOnce(false)
      .mockResolvedValueOnce(false)
      .mockResolvedValueOnce(false)
      .mockResolvedValueOnce(true)
      .mockResolvedValue(true);
    render(<CommentThread props={props} emit={emit} nodeId="n" preview={false} />);
    const box = screen.getByPlaceholderText('写评论');
    const send = () => userEvent.click(screen.getByRole('button', { name: '发送' }));
    const keys = () => emit.mock.calls.filter(([name]) => name === 'submit').map(([, payload]) => (payload as { client_key: string }).client_key);
    await userEvent.type(box, '你好');
    await send();
    await send();
    expect(keys()[0]).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(keys()[1]).toBe(keys()[0]);
    await userEvent.type(box, '呀');
    await send();
    expect(keys()[2]).not.toBe(keys()[0]);
    await send(); // succeeds with the edited draft's key
    expect(keys()[3]).toBe(keys()[2]);
    await userEvent.type(box, '你好呀');
    await send();
    expect(new Set(keys()).size).toBe(3);
  });

  it('makes keys without crypto.randomUUID (old WeChat WebViews, http pages)', async () => {
    vi.stubGlobal('crypto', { getRandomValues: (bytes: Uint8Array) => bytes.map((_, i) => i * 17) });
    try {
      const emit = vi.fn().mockResolvedValue(false);
      render(<CommentThread props={props} emit={emit} nodeId="n" preview={false} />);
      await userEvent.type(screen.getByPlaceholderText('写评论'), '你好');
      await userEvent.click(screen.getByRole('button', { name: '发送' }));
      expect(emit).toHaveBeenCalledWith('submit', expect.objectContaining({ client_key: '00112233445566778899aabbccddeeff' }));
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('flips like, favourite and comment like only after the action succeeds', async () => {
    const emit = vi.fn().mockResolvedValueOnce(true).mockResolvedValueOnce(true).mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    render(<CommentThread props={props} emit={emit} nodeId="n" preview={false} />);
    await userEvent.click(screen.getByRole('button', { name: '点赞 12' }));
    expect(screen.getByRole('button', { name: '已点赞 13' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '收藏' }));
    expect(screen.getByRole('button', { name: '已收藏' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '已收藏' }));
    expect(screen.getByRole('button', { name: '已收藏' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '点赞 张明远的评论' }));
    expect(emit).toHaveBeenLastCalledWith('like-comment', expect.objectContaining({ id: 1 }));
    const liked = screen.getByRole('button', { name: '已点赞 张明远的评论' });
    // An icon and a label, then the count.
    expect(liked.textContent).toBe('已点赞3');
    expect(liked.querySelector('svg')).not.toBeNull();
    expect(within(liked).getByText('已点赞')).toBeTruthy();
  });

  it('shows each author, the doctor included, as a photo or else their initial', () => {
    const [first] = props.comments ?? [];
    render(
      <CommentThread
        props={{
          ...props,
          comments: [
            { ...first, id: 71, name: '王医生', avatar: '' },
            { ...first, id: 72, name: '李雷', avatar: '/media/a.png' },
          ],
        }}
        emit={vi.fn()}
        nodeId="n"
        preview={false}
      />,
    );
    const initials = document.querySelectorAll('.w-comment-thread__avatar.ui-avatar--initial');
    expect([...initials].map((node) => node.textContent)).toEqual(['王']);
    expect(document.querySelector('img.w-comment-thread__avatar')?.getAttribute('src')).toBe('/media/a.png');
  });

  it('reports a comment with the reason picked from its menu', async () => {
    const emit = vi.fn().mockResolvedValue(true);
    render(<CommentThread props={props} emit={emit} nodeId="n" preview={false} />);
    await userEvent.click(screen.getByRole('button', { name: '<b>讲得很清楚</b>，受益匪浅。' }));
    await userEvent.click(screen.getByRole('button', { name: '举报' }));
    await userEvent.click(screen.getByRole('button', { name: '虚假医疗信息' }));
    expect(emit).toHaveBeenLastCalledWith('report-comment', { id: 1, reason: 'false' });
    expect(screen.queryByRole('dialog', { name: '选择举报原因' })).toBeNull();
  });

  it('marks its author’s held comment 审核中 and offers no menu for it or a removed one', () => {
    const [first] = props.comments ?? [];
    render(
      <CommentThread
        props={{
          ...props,
          comments: [
            { ...first, moderation: 'held' },
            { ...first, id: 2, content: '已被管理员删除', moderation: 'removed', children: [] },
          ],
        }}
        emit={vi.fn()}
        nodeId="n"
        preview={false}
      />,
    );
    expect(screen.getByText('审核中')).toBeTruthy();
    expect((screen.getByRole('button', { name: '<b>讲得很清楚</b>，受益匪浅。' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: '已被管理员删除' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows only the like and favourite buttons when showComments is false (activity detail)', async () => {
    const emit = vi.fn().mockResolvedValue(true);
    render(<CommentThread props={{ ...props, showComments: false }} emit={emit} nodeId="n" preview={false} />);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByRole('textbox', { name: '评论内容' })).toBeNull();
    expect(screen.queryByRole('button', { name: '点赞 张明远的评论' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '点赞 12' }));
    expect(emit).toHaveBeenCalledWith('toggle-like');
    expect(screen.getByRole('button', { name: '收藏' })).toBeTruthy();
  });

  it('shows the favourite count beside 收藏 when it has one, counting the tap', async () => {
    const emit = vi.fn().mockResolvedValue(true);
    render(<CommentThread props={{ ...props, showComments: false, favoriteCount: 7 }} emit={emit} nodeId="n" preview={false} />);
    await userEvent.click(screen.getByRole('button', { name: '收藏 7' }));
    expect(emit).toHaveBeenCalledWith('toggle-favourite');
    expect(screen.getByRole('button', { name: '已收藏 8' })).toBeTruthy();
  });

  it('leaves out its own heading inside a section that already has one (course detail), keeping the comments', () => {
    render(<CommentThread props={{ ...props, showTitle: false }} emit={vi.fn()} nodeId="n" preview={false} />);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByRole('textbox', { name: '评论内容' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^点赞 .+的评论/ }).length).toBeGreaterThan(0);
  });
});
