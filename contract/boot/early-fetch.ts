// The hand-over between the page's boot script, which asks for the first screen's layout and data while
// the main script downloads, and the app's request layer, which takes those answers instead of asking again.

/** The JSON data block in the page that tells the boot script what to load. */
export const BOOT_ASSETS_ELEMENT_ID = 'boot-assets';

/**
 * The window property where the boot script leaves its answers: `{ key, at, responses }`, with key the
 * earlyFetchKey it asked with, at its Date.now() and responses the fetch promises by URL.
 */
export const BOOT_FETCHES_GLOBAL = '__bootFetches';

/** Between access token and user id in an early-fetch key. */
export const EARLY_FETCH_KEY_SEPARATOR = '|';

/** The signature of a session: an early answer is only used by the session it was asked with. */
export function earlyFetchKey(session: { accessToken?: string; userId?: string }): string {
  return `${session.accessToken || ''}${EARLY_FETCH_KEY_SEPARATOR}${session.userId || ''}`;
}
