import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { LayoutNode } from '../../contract/generated/schema-types';
import { renderNode } from '../../src/test-utils/render-node';
import { HonourList } from './honour-list';
import example from './honour-list.example.json';

const base = { nodeId: 'h', preview: false };

describe('honour-list', () => {
  it('shows each honour with its date; image sets say how many pictures; then 已到底部', async () => {
    await renderNode(example as LayoutNode);
    expect(await screen.findByRole('button', { name: '示范单位' })).toBeTruthy();
    expect(screen.getByText('图集 · 2张')).toBeTruthy();
    expect(screen.getByText('2025-05-20')).toBeTruthy();
    expect(screen.getByText('已到底部')).toBeTruthy();
  });

  it('opens the honour’s detail page', async () => {
    const view = await renderNode(example as LayoutNode);
    await userEvent.click(await screen.findByRole('button', { name: '优秀项目团队' }));
    await waitFor(() => expect(view.location()).toBe('/topic-honor-detail/1/2'));
  });

  it('cuts long titles at 24 characters and shows the empty state without honours', () => {
    const long = '荣'.repeat(30);
    const emit = vi.fn(async () => true);
    const { rerender } = render(
      <HonourList {...base} emit={emit} props={{ items: [{ id: 1, topic_id: 1, type: 1, title: long, cover_img: [], created_at: '' }] }} />,
    );
    expect(screen.getByText(`${'荣'.repeat(24)}…`)).toBeTruthy();
    rerender(<HonourList {...base} emit={emit} props={{ items: [] }} />);
    expect(screen.getByText('没有更多了')).toBeTruthy();
    expect(screen.getByText('先看看其他内容吧！')).toBeTruthy();
  });

  it('goes home from the empty state', async () => {
    const view = await renderNode({ ...(example as LayoutNode), props: { items: [] } }, { path: '/topic-honor/1' });
    await userEvent.click(await screen.findByRole('button', { name: '返回首页' }));
    await waitFor(() => expect(view.location()).toBe('/'));
  });

  it('asks for the next page when it cannot observe scrolling', async () => {
    const emit = vi.fn(async () => true);
    const original = window.IntersectionObserver;
    // @ts-expect-error -- simulate a browser without IntersectionObserver
    delete window.IntersectionObserver;
    try {
      render(<HonourList {...base} emit={emit} props={{ items: [], hasMore: true }} />);
      await userEvent.click(screen.getByRole('button', { name: '加载更多' }));
      expect(emit).toHaveBeenCalledWith('load-more');
    } finally {
      window.IntersectionObserver = original;
    }
  });
});
