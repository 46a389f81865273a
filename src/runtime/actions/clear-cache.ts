import type { ClearCacheAction } from '../../../contract/generated/schema-types';
import { SESSION_KEYS } from '../data/session-storage';
import type { ActionContext } from './action-context';
import { localStore, sessionStore } from '../data/web-storage';

export const CLEAR_CACHE_TEXT = '操作成功';

/** Everything but the session goes: clearing the cache must not log the person out. */
export function clearLocalCaches(): void {
  const keep = new Set<string>(Object.values(SESSION_KEYS));
  try {
    sessionStore()?.clear();
    const local = localStore();
    if (local) {
      const keys = Array.from({ length: local.length }, (_, i) => local.key(i)).filter((key): key is string => key !== null);
      keys.filter((key) => !keep.has(key)).forEach((key) => local.removeItem(key));
    }
    const caches = (globalThis as { caches?: CacheStorage }).caches;
    void caches
      ?.keys()
      .then((names) => Promise.all(names.map((name) => caches.delete(name))))
      .catch(() => undefined);
  } catch {
    // Storage may be blocked (private mode); there is nothing to clear then.
  }
}

export function runClearCache(action: ClearCacheAction, { services, screen }: ActionContext): void {
  clearLocalCaches();
  screen.refetch();
  services.toast(action.text ?? CLEAR_CACHE_TEXT, 'success');
}
