import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LiveRoomStatus } from './live-room-status';
import { shouldReload } from './room-status';

describe('room status rules', () => {
  it('reloads when the live starts, ends, or its open status changes while live', () => {
    expect(shouldReload({ live_status: 0, open_status: 1 }, { live_status: 1, open_status: 1 })).toBe(true);
    expect(shouldReload({ live_status: 1, open_status: 1 }, { live_status: 1, open_status: 2 })).toBe(true);
    expect(shouldReload({ live_status: 1, open_status: 1 }, { live_status: 2, open_status: 1 })).toBe(true);
    expect(shouldReload({ live_status: 1, open_status: 1 }, { live_status: 1, open_status: 1 })).toBe(false);
    expect(shouldReload({ live_status: 0, open_status: 2 }, { live_status: 0, open_status: 1 })).toBe(false);
  });
});

describe('live-room-status', () => {
  afterEach(() => vi.useRealTimers());

  it('enters after 300 ms, ticks every 6 s and reloads 3 s after a polled change', () => {
    vi.useFakeTimers();
    const emit = vi.fn(async (_event: string, _payload?: unknown) => true);
    const props = { liveId: 5, liveStatus: 0, openStatus: 1, realtime: false };
    const view = render(<LiveRoomStatus props={props} emit={emit} nodeId="n" preview={false} />);
    act(() => void vi.advanceTimersByTime(299));
    expect(emit).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(1));
    expect(emit).toHaveBeenCalledWith('enter', { id: 5, randStr: expect.any(String) });
    act(() => void vi.advanceTimersByTime(12000));
    expect(emit.mock.calls.filter(([e]) => e === 'tick')).toHaveLength(2);
    view.rerender(<LiveRoomStatus props={{ ...props, polled: { live_status: 0, open_status: 1, view_count: 3 } }} emit={emit} nodeId="n" preview={false} />);
    view.rerender(<LiveRoomStatus props={{ ...props, polled: { live_status: 1, open_status: 1, view_count: 3 } }} emit={emit} nodeId="n" preview={false} />);
    act(() => void vi.advanceTimersByTime(2999));
    expect(emit.mock.calls.some(([e]) => e === 'reload')).toBe(false);
    act(() => void vi.advanceTimersByTime(1));
    expect(emit).toHaveBeenCalledWith('reload', { live_status: 1, open_status: 1 });
  });
});
