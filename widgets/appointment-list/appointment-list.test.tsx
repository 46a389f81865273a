import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LayoutNode } from '../../contract/generated/schema-types';
import { LOAD_MORE_EVENT } from '../../src/runtime/widget-api';
import { renderNode } from '../../src/test-utils/render-node';
import { AppointmentList, countdownText } from './appointment-list';
import example from './appointment-list.example.json';

const node = example as LayoutNode;

describe('appointment-list', () => {
  afterEach(() => vi.useRealTimers());

  it('formats the countdown in days, hours, minutes and seconds', () => {
    expect(countdownText(93784)).toBe('距离直播 1天02时03分04秒');
    expect(countdownText(59)).toBe('距离直播 0天00时00分59秒');
  });

  it('shows each booking with its status and a countdown only before the start, and opens it', async () => {
    const view = await renderNode(node);
    expect(await screen.findByText('距离直播 1天02时03分04秒')).toBeTruthy();
    expect(screen.getByText('预告')).toBeTruthy();
    expect(screen.getByText('回放')).toBeTruthy();
    expect(screen.getAllByText(/距离直播/)).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: '心力衰竭规范化诊疗新进展' }));
    await waitFor(() => expect(view.location()).toBe('/live-detail/11'));
  });

  it('counts down every second', () => {
    vi.useFakeTimers();
    const items = [{ id: 1, origin_type: 4, title: '直播', live_status: 0, limit_time: 61 }];
    render(<AppointmentList props={{ items }} emit={vi.fn()} nodeId="n" preview={false} />);
    expect(screen.getByText('距离直播 0天00时01分01秒')).toBeTruthy();
    act(() => void vi.advanceTimersByTime(2000));
    expect(screen.getByText('距离直播 0天00时00分59秒')).toBeTruthy();
  });

  it('pages like every list: 加载更多 without IntersectionObserver, retry after an error, 加载中… rather than empty, then 已到底部', async () => {
    const emit = vi.fn();
    const items = [{ id: 1, origin_type: 4, title: '直播', live_status: 2, limit_time: 0 }];
    const { rerender } = render(<AppointmentList props={{ items, hasMore: true }} emit={emit} nodeId="n" preview={false} />);
    await userEvent.click(screen.getByRole('button', { name: '加载更多' }));
    expect(emit).toHaveBeenCalledWith(LOAD_MORE_EVENT);
    rerender(<AppointmentList props={{ items, hasMore: true, error: true }} emit={emit} nodeId="n" preview={false} />);
    await userEvent.click(screen.getByRole('button', { name: '加载失败，点击重试' }));
    expect(emit).toHaveBeenCalledTimes(2);
    expect(screen.queryByText('已到底部')).toBeNull();
    rerender(<AppointmentList props={{ items: [], loading: true }} emit={emit} nodeId="n" preview={false} />);
    expect(screen.getByText('加载中…')).toBeTruthy();
    expect(screen.queryByText('没有更多了')).toBeNull();
    rerender(<AppointmentList props={{ items }} emit={emit} nodeId="n" preview={false} />);
    expect(screen.getByText('已到底部')).toBeTruthy();
  });

  it('shows the empty state with 返回首页', async () => {
    const emit = vi.fn();
    render(<AppointmentList props={{ items: [] }} emit={emit} nodeId="n" preview={false} />);
    expect(screen.getByText('没有更多了')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '返回首页' }));
    expect(emit).toHaveBeenCalledWith('home');
  });
});
