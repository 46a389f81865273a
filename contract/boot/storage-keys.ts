// Browser storage the app writes and the page's boot script (served inline by the server, before the
// app's code has loaded) reads: one set of names, so the two cannot drift apart.

/** The signed-in session, in localStorage. */
export const SESSION_KEYS = { accessToken: 'access_token', refreshToken: 'refresh_token', userId: 'user_id', user: 'user' } as const;

/** Watch-password passes, in sessionStorage under `<prefix><content type>:<id>`. */
export const CONTENT_PASS_KEY_PREFIX = 'content-pass:';

/** A draft preview token this tab was opened with (the back office's 预览 link), in sessionStorage. */
export const ITEM_PREVIEW_KEY = 'item-preview';
