import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LayoutNode } from '../../contract/generated/schema-types';
import { renderNode } from '../../src/test-utils/render-node';
import { countdownLabel, countdownParts } from './countdown';
import { LiveDetailCard, primaryAction } from './live-detail-card';
import example from './live-detail-card.example.json';

const node = example as LayoutNode;
const live = example.props.live;

describe('countdown', () => {
  it('splits seconds into days, hours, minutes and seconds', () => {
    expect(countdownParts(93784)).toEqual({ days: 1, hours: 2, minutes: 3, seconds: 4 });
    expect(countdownLabel(59)).toBe('0天00时00分59秒');
    expect(countdownLabel(-5)).toBe('0天00时00分00秒');
  });

  it('预约直播 only while the countdown runs and the live has not started', () => {
    expect(primaryAction(10, 0)).toBe('book');
    expect(primaryAction(0, 0)).toBe('enter');
    expect(primaryAction(10, 1)).toBe('enter');
    expect(primaryAction(0, 2)).toBe('ended');
    expect(primaryAction(0, 6)).toBe('enter');
    expect(primaryAction(10, 0, false)).toBe('closed');
    expect(primaryAction(0, 1, false)).toBe('enter');
  });
});

describe('live-detail-card', () => {
  afterEach(() => vi.useRealTimers());

  it('shows cover countdown, title, time, bookings and books through the layout', async () => {
    await renderNode(node);
    expect(await screen.findByText('1天02时03分04秒')).toBeTruthy();
    expect(screen.getByText('128人已预约')).toBeTruthy();
    expect(screen.getByRole('button', { name: '预约直播' })).toBeTruthy();
  });

  it('counts down and emits expire at zero, then offers 进入直播间', () => {
    vi.useFakeTimers();
    const emit = vi.fn(async () => true);
    render(<LiveDetailCard props={{ live: { ...live, countdown: 2 } }} emit={emit} nodeId="n" preview={false} />);
    expect(screen.getByRole('button', { name: '预约直播' })).toBeTruthy();
    act(() => void vi.advanceTimersByTime(2000));
    expect(emit).toHaveBeenCalledWith('expire', expect.objectContaining({ id: 301 }));
    expect(screen.getByRole('button', { name: '进入直播间' })).toBeTruthy();
  });

  it('shows 已预约 when booked and emits enter for a started live', async () => {
    const emit = vi.fn(async () => true);
    const { rerender } = render(<LiveDetailCard props={{ live: { ...live, isAppointment: true } }} emit={emit} nodeId="n" preview={false} />);
    expect((screen.getByRole('button', { name: '已预约' }) as HTMLButtonElement).disabled).toBe(true);
    rerender(<LiveDetailCard props={{ live: { ...live, live_status: 1, countdown: 0 } }} emit={emit} nodeId="n" preview={false} />);
    await userEvent.click(screen.getByRole('button', { name: '进入直播间' }));
    expect(emit).toHaveBeenCalledWith('enter', expect.objectContaining({ id: 301 }));
  });

  it('tags an ended live 已结束 with nothing to enter, and open_status 2 即将开启', () => {
    const emit = vi.fn(async () => true);
    const { rerender } = render(<LiveDetailCard props={{ live: { ...live, live_status: 2, countdown: 0 } }} emit={emit} nodeId="n" preview={false} />);
    expect(screen.getByRole('status').textContent).toBe('已结束');
    expect((screen.getByRole('button', { name: '已结束' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: '进入直播间' })).toBeNull();
    rerender(<LiveDetailCard props={{ live: { ...live, live_status: 6, countdown: 0 } }} emit={emit} nodeId="n" preview={false} />);
    expect(screen.getByRole('button', { name: '进入直播间' })).toBeTruthy();
    rerender(<LiveDetailCard props={{ live: { ...live, live_status: 0, open_status: 2 } }} emit={emit} nodeId="n" preview={false} />);
    expect(screen.getByRole('status').textContent).toBe('即将开启');
  });

  it('offers no 预约直播 when the live takes no bookings, says so, and keeps 已预约 for a booking made before', async () => {
    const emit = vi.fn(async () => true);
    const closed = { ...live, flags: { noBooking: true } };
    const { rerender } = render(<LiveDetailCard props={{ live: closed }} emit={emit} nodeId="n" preview={false} />);
    expect(screen.getByText('本场直播不开放预约')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '预约直播' })).toBeNull();
    expect(screen.getByRole('timer')).toBeTruthy();
    rerender(<LiveDetailCard props={{ live: { ...closed, isAppointment: true } }} emit={emit} nodeId="n" preview={false} />);
    expect((screen.getByRole('button', { name: '已预约' }) as HTMLButtonElement).disabled).toBe(true);
    expect(emit).not.toHaveBeenCalledWith('book', expect.anything());
  });
});
