import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ActionContext } from './action-context';
import { runClearCache } from './clear-cache';

function memoryStorage(entries: Record<string, string>): Storage {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    key: (i: number) => [...map.keys()][i] ?? null,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    clear: () => map.clear(),
  };
}

describe('clear-cache', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the session, drops the rest, reloads the screen and says 操作成功', () => {
    const local = memoryStorage({ access_token: 't', refresh_token: 'r', user_id: '1', user: '{}', email: 'a@b.c', search_channel: 'x' });
    const session = memoryStorage({ 'back-url': '/my', live_id: '3' });
    vi.stubGlobal('localStorage', local);
    vi.stubGlobal('sessionStorage', session);
    const toast = vi.fn();
    const refetch = vi.fn();
    runClearCache({ action: 'clear-cache' }, { services: { toast }, screen: { refetch } } as unknown as ActionContext);
    expect(['access_token', 'refresh_token', 'user_id', 'user'].map((k) => local.getItem(k))).toEqual(['t', 'r', '1', '{}']);
    expect(local.getItem('email')).toBeNull();
    expect(session.length).toBe(0);
    expect(refetch).toHaveBeenCalled();
    expect(toast).toHaveBeenCalledWith('操作成功', 'success');
  });
});
