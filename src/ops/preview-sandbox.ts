/**
 * The sandbox of every frame in which the console shows an app page (the editor's live preview, a review's
 * and an item's 手机预览). What is shown there was written by someone else (an editor's draft shown to a
 * publisher), so the frame may run the app's own scripts and nothing more: no form may be sent (a form
 * aimed at /ops/api would carry the publisher's session), no popup opened, the console itself never
 * navigated. allow-same-origin stays because the app needs its own storage and the live preview talks to the
 * console by postMessage and reads its parent's address (canvas-mode.ts); that is safe only because no
 * script but the app's runs there: the page's CSP allows no inline script, handler or javascript: URL, and
 * every HTML it shows passed the server's allow-list (server/src/html/rich-html.ts). The server also sends
 * preview pages a CSP sandbox of its own (security-headers.ts), so a preview opened outside the frame is
 * held to the same.
 */
export const PREVIEW_SANDBOX = 'allow-scripts allow-same-origin';
