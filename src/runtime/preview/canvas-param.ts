// Apart from the message readers: the app's entry needs only these values, and the readers stay in the
// lazily loaded canvas chunk.

/** Query value of `preview` that opens a page as the console's canvas (`?preview=canvas`). */
export const CANVAS_PREVIEW = 'canvas';

/**
 * Query parameter naming the console's origin on a canvas page. The canvas runs in an opaque origin (its
 * frame is sandboxed without allow-same-origin), so it cannot read its parent's address: the console says
 * where it is, and the canvas talks to that origin only.
 */
export const CONSOLE_ORIGIN_PARAM = 'console';
