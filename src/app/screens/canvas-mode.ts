import { CONSOLE_PREVIEW_PARAM } from '../../../contract/request/request-url';
import { CANVAS_PREVIEW, CONSOLE_ORIGIN_PARAM } from '../../runtime/preview/canvas-param';

/**
 * The console's origin when a page opened with ?preview=canvas is framed as the console's live preview;
 * null anywhere else, where the page renders as it always does. The page runs in an opaque origin and cannot
 * read its parent's address, so the console names its origin in the query. It must be the origin the page was
 * served from (the console and the app are one site): the canvas then posts only there and hears only from
 * there, and a page that names some other origin is not a canvas.
 */
export function consoleCanvasOrigin(search: URLSearchParams, win: Window = window): string | null {
  if (search.get(CONSOLE_PREVIEW_PARAM) !== CANVAS_PREVIEW || win.parent === win) return null;
  const named = search.get(CONSOLE_ORIGIN_PARAM);
  return named !== null && named === win.location.origin ? named : null;
}
