// The signed-in session in local storage (docs/product-rules.md#storage-keys) and a change signal the store listens to, so
// $state.user / loggedIn / certified follow every login, phone change, refresh failure and logout.
// The keys are shared with the page's boot script, which reads the session before this code has loaded.
import { SESSION_KEYS } from '../../../contract/boot/storage-keys';
import { localStore } from './web-storage';

export { SESSION_KEYS };
/**
 * Kept from handoffs: the WeChat hand-off token of a WeChat identity no account holds yet (sent with the
 * next code check, which binds it; the server never takes a union id from the client) and the channel.
 */
export const HANDOFF_KEYS = { wxToken: 'wx_token', searchChannel: 'search_channel' } as const;

export interface SessionTokens {
  access_token: string;
  refresh_token?: string;
}

type Listener = () => void;
const listeners = new Set<Listener>();

const storage = localStore;

function write(key: string, value: string | undefined): void {
  const store = storage();
  try {
    if (value === undefined || value === '') store?.removeItem(key);
    else store?.setItem(key, value);
  } catch {
    // Storage full or refused: the session then lasts as long as this page.
  }
}

function notify(): void {
  listeners.forEach((listener) => listener());
}

/** Called after the stored user changes (login, phone change, logout); returns the unsubscribe. */
export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function readSession(): { accessToken?: string; refreshToken?: string; userId?: string } {
  const store = storage();
  return {
    accessToken: store?.getItem(SESSION_KEYS.accessToken) ?? undefined,
    refreshToken: store?.getItem(SESSION_KEYS.refreshToken) ?? undefined,
    userId: store?.getItem(SESSION_KEYS.userId) ?? undefined,
  };
}

export function readStoredUser(): Record<string, unknown> | null {
  const raw = storage()?.getItem(SESSION_KEYS.user);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Rotated tokens (refresh): the user is unchanged, so nobody is told. */
export function saveTokens(tokens: SessionTokens): void {
  write(SESSION_KEYS.accessToken, tokens.access_token);
  if (tokens.refresh_token) write(SESSION_KEYS.refreshToken, tokens.refresh_token);
}

/** A new session (code check, handoff): tokens, user id and user. */
export function saveSession(session: SessionTokens & { user: Record<string, unknown> }): void {
  saveTokens(session);
  if (!session.refresh_token) write(SESSION_KEYS.refreshToken, undefined); // never pair a new token with an old chain
  const id = session.user.id;
  write(SESSION_KEYS.userId, id === undefined || id === null ? undefined : String(id));
  write(SESSION_KEYS.user, JSON.stringify(session.user));
  notify();
}

/** The same session with changed user fields (e.g. the new phone number). */
export function saveUser(user: Record<string, unknown>): void {
  write(SESSION_KEYS.user, JSON.stringify({ ...(readStoredUser() ?? {}), ...user }));
  notify();
}

export function clearSession(): void {
  const store = storage();
  let changed = false;
  for (const key of Object.values(SESSION_KEYS)) {
    if (store?.getItem(key) !== null && store?.getItem(key) !== undefined) changed = true;
    store?.removeItem(key);
  }
  if (changed) notify();
}

export function readHandoffValue(key: (typeof HANDOFF_KEYS)[keyof typeof HANDOFF_KEYS]): string | undefined {
  return storage()?.getItem(key) || undefined;
}

export function saveHandoffValue(key: (typeof HANDOFF_KEYS)[keyof typeof HANDOFF_KEYS], value: string | undefined): void {
  write(key, value);
}
