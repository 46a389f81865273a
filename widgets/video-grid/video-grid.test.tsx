import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { LayoutNode } from '../../contract/generated/schema-types';
import { LOAD_MORE_EVENT } from '../../src/runtime/widget-api';
import { renderNode } from '../../src/test-utils/render-node';
import { VideoGrid } from './video-grid';
import example from './video-grid.example.json';

const node = example as LayoutNode;

describe('video-grid', () => {
  it('shows every video as a card with a cut title, views and 已到底部', async () => {
    await renderNode(node);
    const cards = await screen.findAllByRole('button');
    expect(cards).toHaveLength(3);
    expect(screen.getByText('一分钟了解房颤患者的抗凝治疗要点与常…')).toBeTruthy();
    expect(screen.getByText('2.4万观看')).toBeTruthy();
    expect(screen.getByRole('list').children).toHaveLength(3);
    expect(screen.getByText('已到底部')).toBeTruthy();
  });

  it('opens the short-video detail of the tapped card', async () => {
    const view = await renderNode(node);
    await userEvent.click(await screen.findByRole('button', { name: '哮喘患者常问的5个问题' }));
    await waitFor(() => expect(view.location()).toBe('/short-video-detail/7'));
  });

  it('says 没有更多了 when a category has no videos', () => {
    render(<VideoGrid props={{ items: [] }} emit={vi.fn()} nodeId="n" preview={false} />);
    expect(screen.getByText('没有更多了')).toBeTruthy();
    expect(screen.queryByText('已到底部')).toBeNull();
  });

  it('asks for the next page without IntersectionObserver, and retries after an error', async () => {
    const emit = vi.fn();
    const items = (example.props.items ?? []) as never[];
    const { rerender } = render(<VideoGrid props={{ items, hasMore: true }} emit={emit} nodeId="n" preview={false} />);
    await userEvent.click(screen.getByRole('button', { name: '加载更多' }));
    expect(emit).toHaveBeenCalledWith(LOAD_MORE_EVENT);
    rerender(<VideoGrid props={{ items, hasMore: true, error: true }} emit={emit} nodeId="n" preview={false} />);
    await userEvent.click(screen.getByRole('button', { name: '加载失败，点击重试' }));
    expect(emit).toHaveBeenCalledTimes(2);
  });
});
