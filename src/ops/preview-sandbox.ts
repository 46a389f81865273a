/**
 * The sandbox of every frame in which the console shows an app page (the editor's live preview, a review's
 * and an item's 手机预览). What is shown there was written by someone else (an editor's draft shown to a
 * publisher), so the frame may run the app's own scripts and nothing more: no form may be sent (a form
 * aimed at /ops/api would carry the publisher's session), no popup opened, the console itself never
 * navigated. Without allow-same-origin the page runs in an opaque origin: whatever runs there cannot read
 * /ops/api with the publisher's cookie (its requests are cross-site), nor the console's page or storage. The
 * app works there because previews authorise by tokens in their address, never by cookies; the server lets
 * origin 'null' read only the public app API and the built files (preview-cors.ts), the app does without
 * storage, and the live preview is told the console's origin (canvas-mode.ts). The server also sends
 * preview pages the same CSP sandbox (security-headers.ts), so a preview opened outside the frame is held to
 * the same.
 */
export const PREVIEW_SANDBOX = 'allow-scripts';
