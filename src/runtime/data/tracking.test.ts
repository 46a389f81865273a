import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPageViewTracker, LAST_PAGE_VIEW_KEY, sendTracking } from './tracking';

describe('page-view tracking', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('records a page view 1 s after navigation with the previous view id, and keeps the new id', async () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    const sent: unknown[] = [];
    let nextId = 7;
    const tracker = createPageViewTracker({ send: async (args) => (sent.push(args), { id: nextId++ }), title: () => '我的 - 博医荟', storage });
    tracker.navigated('/my');
    vi.advanceTimersByTime(999);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toEqual([{ path: '/my', title: '我的 - 博医荟' }]);
    expect(store.get(LAST_PAGE_VIEW_KEY)).toBe('7');
    tracker.navigated('/my-history');
    tracker.navigated('/my-favorite'); // a quick second navigation replaces the first
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent.slice(1)).toEqual([{ path: '/my-favorite', title: '我的 - 博医荟', id: 7 }]);
    expect(tracker.lastPageViewId()).toBe(8);
  });

  it('swallows failures', async () => {
    const tracker = createPageViewTracker({ send: () => Promise.reject(new Error('offline')), title: () => '' });
    tracker.navigated('/');
    await vi.advanceTimersByTimeAsync(1000);
    expect(tracker.lastPageViewId()).toBeUndefined();
    const failing = (() => Promise.reject(new Error('offline'))) as unknown as typeof fetch;
    await expect(sendTracking('recordExposure', { data: '[]' }, failing)).resolves.toBeUndefined();
  });
});
