// The app's history: where the doctor is and how they got there (a push, a replace, or back/forward).
// Entries carry { key, idx } in history.state as react-router's did: scroll memory keys positions by
// `key`, and "go back" only steps back while `idx` > 0 (an earlier screen of this visit). The entry a
// visit starts on is left as it is: no idx reads as 0 (writing it at start-up cost a slow phone ~10 ms in
// the first task).

export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

export interface AppLocation {
  pathname: string;
  search: string;
  hash: string;
  /** One per history entry, kept across back/forward. */
  key: string;
}

export interface AppHistory {
  readonly location: AppLocation;
  readonly action: NavigationType;
  push(to: string): void;
  replace(to: string): void;
  /** Called after every change of location; returns the unsubscribe. */
  listen(listener: () => void): () => void;
}

interface EntryState {
  key?: string;
  idx?: number;
}

const createKey = () => Math.random().toString(36).slice(2, 10);

function splitPath(to: string): Pick<AppLocation, 'pathname' | 'search' | 'hash'> {
  const url = new URL(to, 'http://app.invalid');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

/** The browser's session history (pushState/popstate). */
export function createBrowserAppHistory(win: Window = window): AppHistory {
  const entry = () => (win.history.state ?? {}) as EntryState;
  const read = (): AppLocation => {
    const { pathname, search, hash } = win.location;
    return { pathname, search, hash, key: entry().key ?? 'default' };
  };
  let location = read();
  let action: NavigationType = 'POP';
  const listeners = new Set<() => void>();
  const changed = (next: NavigationType) => {
    location = read();
    action = next;
    for (const listener of listeners) listener();
  };
  win.addEventListener('popstate', () => changed('POP'));
  const write = (to: string, kind: 'PUSH' | 'REPLACE') => {
    const url = new URL(to, win.location.href);
    const idx = entry().idx ?? 0;
    if (kind === 'PUSH') {
      try {
        win.history.pushState({ key: createKey(), idx: idx + 1 }, '', url.href);
      } catch {
        // Safari limits pushState calls (100 per 30 s): a full page load still gets there.
        win.location.assign(url.href);
        return;
      }
    } else win.history.replaceState({ key: createKey(), idx }, '', url.href);
    changed(kind);
  };
  return {
    get location() {
      return location;
    },
    get action() {
      return action;
    },
    push: (to) => write(to, 'PUSH'),
    replace: (to) => write(to, 'REPLACE'),
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export interface MemoryAppHistory extends AppHistory {
  /** Back (negative) or forward, as the browser's buttons do. */
  go(delta: number): void;
}

/** History kept in memory: tests, and nothing else. */
export function createMemoryAppHistory(initialEntries: string[] = ['/']): MemoryAppHistory {
  const entries: AppLocation[] = initialEntries.map((to, i) => ({ ...splitPath(to), key: i === 0 ? 'default' : createKey() }));
  let index = entries.length - 1;
  let action: NavigationType = 'POP';
  const listeners = new Set<() => void>();
  const changed = (next: NavigationType) => {
    action = next;
    for (const listener of listeners) listener();
  };
  return {
    get location() {
      return entries[index];
    },
    get action() {
      return action;
    },
    push(to) {
      entries.splice(index + 1, entries.length, { ...splitPath(to), key: createKey() });
      index += 1;
      changed('PUSH');
    },
    replace(to) {
      entries[index] = { ...splitPath(to), key: createKey() };
      changed('REPLACE');
    },
    go(delta) {
      const next = Math.min(Math.max(index + delta, 0), entries.length - 1);
      if (next === index) return;
      index = next;
      changed('POP');
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
