import { CONTENT_PASS_KEY_PREFIX } from '../../../contract/boot/storage-keys';
import { sessionStore } from './web-storage';

// Pass tokens for password-protected items (check-password): kept for this browser session and sent to
// the API in the x-content-pass header, so detail endpoints return the protected body or play URL.
// Token format from the server: "<type>:<id>:<expiry unix s>:<signature>".

// The page's boot script looks for this prefix too: with passes stored, it leaves the first fetches to the app.
const KEY_PREFIX = CONTENT_PASS_KEY_PREFIX;
export const CONTENT_PASS_HEADER = 'x-content-pass';
/** A header with a few dozen tokens is still small; beyond that the oldest visits do not matter. */
const MAX_TOKENS = 30;

const store = sessionStore;

function expiryOf(token: string): number {
  return Number(token.split(':')[2]);
}

export function saveContentPass(type: number, id: number, token: string): void {
  try {
    store()?.setItem(`${KEY_PREFIX}${type}:${id}`, token);
  } catch {
    // Storage full or refused: the pass then lasts until the screen's data is reloaded.
  }
}

export function readContentPass(type: number, id: number): string | undefined {
  return store()?.getItem(`${KEY_PREFIX}${type}:${id}`) ?? undefined;
}

/** Every stored, unexpired pass token; expired ones are dropped on the way. */
export function readContentPasses(now: number = Date.now()): string[] {
  const storage = store();
  if (!storage) return [];
  const tokens: string[] = [];
  const expired: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (!key?.startsWith(KEY_PREFIX)) continue;
    const token = storage.getItem(key) ?? '';
    if (!(expiryOf(token) * 1000 > now) || /[,\s]/.test(token)) expired.push(key);
    else tokens.push(token);
  }
  expired.forEach((key) => storage.removeItem(key));
  return tokens.slice(-MAX_TOKENS);
}

/** The x-content-pass header value (comma-separated tokens), or undefined when there is none. */
export function contentPassHeader(): string | undefined {
  const tokens = readContentPasses();
  return tokens.length > 0 ? tokens.join(',') : undefined;
}
