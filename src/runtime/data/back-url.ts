import { sessionStore } from './web-storage';

// Session key back-url: where the login / add-info flow returns to afterwards (docs/product-rules.md#login-and-codes).
export const BACK_URL_KEY = 'back-url';

const store = sessionStore;

/** The login screens themselves: never a place to come back to after logging in. */
export const LOGIN_FLOW_PATHS: readonly string[] = ['/login', '/send-verify', '/middle', '/my-update-tel', '/my-send-verify'];

export function isLoginFlowPath(path: string): boolean {
  return LOGIN_FLOW_PATHS.includes(path.split(/[?#]/)[0]);
}

/** The login screen: whoever is sent there from a page comes back to that page afterwards. */
export const LOGIN_PATH = '/login';

/** Saves `here` as back-url unless it is one of the login screens (which would send the person round again). */
export function keepReturnPath(here: string): void {
  if (!isLoginFlowPath(here)) saveBackUrl(here);
}

export function saveBackUrl(path: string): void {
  // Only in-app paths: a stored absolute URL would turn the post-login redirect into an open redirect.
  if (!path.startsWith('/') || path.startsWith('//')) return;
  try {
    store()?.setItem(BACK_URL_KEY, path);
  } catch {
    // Storage refused: after login the person lands on home instead.
  }
}

export function readBackUrl(): string | undefined {
  const value = store()?.getItem(BACK_URL_KEY) ?? undefined;
  return value && value.startsWith('/') && !value.startsWith('//') ? value : undefined;
}

/** Reads and forgets back-url (the login flow uses it once). */
export function takeBackUrl(): string | undefined {
  const value = readBackUrl();
  store()?.removeItem(BACK_URL_KEY);
  return value;
}
