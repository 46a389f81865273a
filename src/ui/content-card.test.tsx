import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ContentItem } from '../../contract/generated/schema-types';
import { ContentCard } from './content-card';
import { EmptyState } from './empty-state';

const live: ContentItem = {
  id: 4102,
  origin_type: 4,
  title: '2024 心衰指南解读：从 HFrEF 到 HFpEF 的全程管理',
  cover_img: '/media/covers/live-2.svg',
  live_status: 1,
  start_at_format: '06月18日 19:30',
  view_count: 2310,
};

describe('ContentCard', () => {
  it('shows the cut title, badge, live status, start time and views; is named by the full title', async () => {
    const onSelect = vi.fn();
    render(<ContentCard item={live} titleLength={22} onSelect={onSelect} />);
    const card = screen.getByRole('button', { name: live.title });
    expect(screen.getByText('2024 心衰指南解读：从 HFrEF 到 …')).toBeTruthy();
    expect(screen.getByText('直播')).toBeTruthy();
    expect(screen.getByText('直播中')).toBeTruthy();
    expect(screen.getByText('06月18日 19:30')).toBeTruthy();
    expect(screen.getByText('2310观看')).toBeTruthy();
    expect(screen.getByRole('img').getAttribute('loading')).toBe('lazy');
    await userEvent.click(card);
    expect(onSelect).toHaveBeenCalledWith(live);
  });
});

describe('EmptyState', () => {
  it('shows 没有更多了 / 先看看其他内容吧！ and an optional 返回首页 button', async () => {
    const onHome = vi.fn();
    const { rerender } = render(<EmptyState />);
    expect(screen.getByText('没有更多了')).toBeTruthy();
    expect(screen.getByText('先看看其他内容吧！')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<EmptyState onHome={onHome} />);
    await userEvent.click(screen.getByRole('button', { name: '返回首页' }));
    expect(onHome).toHaveBeenCalled();
  });
});
