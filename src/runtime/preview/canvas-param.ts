// Apart from the message readers: the app's entry needs only this value, and the readers stay in the
// lazily loaded canvas chunk.

/** Query value of `preview` that opens a page as the console's canvas (`?preview=canvas`). */
export const CANVAS_PREVIEW = 'canvas';
