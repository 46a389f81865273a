import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { LayoutNode } from '../../src/generated/schema-types';
import { renderNode } from '../../src/test-utils/render-node';
import { InteractionBar } from './interaction-bar';
import example from './interaction-bar.example.json';

const node = example as LayoutNode;

describe('interaction-bar', () => {
  it('shows counts with the like and favourite state', async () => {
    await renderNode(node);
    const bar = await screen.findByRole('list', { name: '互动' });
    const stats = within(bar).getAllByRole('listitem').map((li) => li.textContent);
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
});
