import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LayoutNode } from '../../src/generated/schema-types';
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
    expect(view.location()).toBe('/live-detail/11');
  });

  it('counts down every second', () => {
    vi.useFakeTimers();
    const items = [{ id: 1, origin_type: 4, title: '直播', live_status: 0, limit_time: 61 }];
    render(<AppointmentList props={{ items }} emit={vi.fn()} nodeId="n" preview={false} />);
    expect(screen.getByText('距离直播 0天00时01分01秒')).toBeTruthy();
    act(() => void vi.advanceTimersByTime(2000));
    expect(screen.getByText('距离直播 0天00时00分59秒')).toBeTruthy();
  });

  it('shows the empty state with 返回首页', async () => {
    const emit = vi.fn();
    render(<AppointmentList props={{ items: [] }} emit={emit} nodeId="n" preview={false} />);
    expect(screen.getByText('没有更多了')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '返回首页' }));
    expect(emit).toHaveBeenCalledWith('home');
  });
});
