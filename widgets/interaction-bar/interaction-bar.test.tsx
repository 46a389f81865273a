import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { LayoutDocument, LayoutNode } from '../../contract/generated/schema-types';
import { renderNode } from '../../src/test-utils/render-node';
import { InteractionBar } from './interaction-bar';
import example from './interaction-bar.example.json';

const node = example as LayoutNode;

describe('interaction-bar', () => {
  it('shows counts with the like and favourite state', async () => {
    await renderNode(node);
    const bar = await screen.findByRole('list', { name: '互动' });
    const stats = within(bar)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(stats).toEqual(['观看2.4万', '已点赞1260', '收藏318', '评论12']);
  });

  it('shows 已收藏 when favourited and leaves out what is not given', () => {
    render(<InteractionBar props={{ favoriteCount: 3, isFavorite: true }} emit={vi.fn()} nodeId="n" preview={false} />);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['已收藏3']);
  });

  it('renders nothing without counts', () => {
    const { container } = render(<InteractionBar props={{}} emit={vi.fn()} nodeId="n" preview={false} />);
    expect(container.innerHTML).toBe('');
  });

  it('shows the new like and favourite state after a toggle, without reloading the item', async () => {
    const requested: string[] = [];
    const fetch = (async (url: string) => {
      const path = new URL(url).pathname;
      requested.push(path);
      const data = path.endsWith('/detail/5')
        ? { id: 5, title: '短视频', like_count: 3, isLike: false, favorite_count: 7, isFavorite: false, comment_count: 0 }
        : null;
      return new Response(JSON.stringify({ code: 0, message: 'ok', data }));
    }) as typeof globalThis.fetch;
    const doc: LayoutDocument = {
      schemaVersion: 1,
      id: 'test-interactions',
      data: { video: { endpoint: 'getShortVideoDetail', args: { id: 5 } } },
      body: [
        {
          id: 'bar',
          widget: 'interaction-bar',
          bind: {
            likeCount: '$data.video.like_count',
            isLike: '$data.video.isLike',
            favoriteCount: '$data.video.favorite_count',
            isFavorite: '$data.video.isFavorite',
          },
        },
        {
          id: 'buttons',
          widget: 'comment-thread',
          props: { showComments: false, showFavorite: true },
          bind: { likeCount: '$data.video.like_count', isLike: '$data.video.isLike', isFavorite: '$data.video.isFavorite' },
          on: {
            'toggle-like': [{ action: 'toggle-like', target: 'short-video', id: 5, update: { data: 'video', flag: 'isLike', count: 'like_count' } }],
            'toggle-favourite': [
              { action: 'toggle-favourite', target: 'short-video', id: 5, update: { data: 'video', flag: 'isFavorite', count: 'favorite_count' } },
            ],
          },
        },
      ],
    };
    await renderNode(undefined, { doc, fetch });
    // The action handlers load lazily (a separate chunk): slow machines need more than the default 1 s.
    const bar = await screen.findByRole('list', { name: '互动' }, { timeout: 5000 });
    const stats = () =>
      within(bar)
        .getAllByRole('listitem')
        .map((li) => li.textContent);
    expect(stats()).toEqual(['点赞3', '收藏7']);
    await userEvent.click(screen.getByRole('button', { name: /^点赞 3$/ }));
    await screen.findByRole('button', { name: /^已点赞 4$/ }, { timeout: 5000 });
    await waitFor(() => expect(stats()).toEqual(['已点赞4', '收藏7']));
    await userEvent.click(screen.getByRole('button', { name: /^收藏$/ }));
    await screen.findByRole('button', { name: /^已收藏$/ }, { timeout: 5000 });
    await waitFor(() => expect(stats()).toEqual(['已点赞4', '已收藏8']));
    // Liking again undoes it; the comment-thread's own flip and the cache agree (no double flip).
    await userEvent.click(screen.getByRole('button', { name: /^已点赞 4$/ }));
    await screen.findByRole('button', { name: /^点赞 3$/ }, { timeout: 5000 });
    await waitFor(() => expect(stats()).toEqual(['点赞3', '已收藏8']));
    expect(requested.filter((p) => p.endsWith('/detail/5'))).toHaveLength(1);
  });
});
