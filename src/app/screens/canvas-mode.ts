import { CONSOLE_PREVIEW_PARAM } from '../../../contract/request/request-url';
import { CANVAS_PREVIEW } from '../../runtime/preview/canvas-param';
import { isOpsPath } from '../ops-entry';

/**
 * A page opened with ?preview=canvas is the console's live preview only when the console itself frames
 * it: reading the parent's address throws for any other origin, and a same-origin parent must be /ops.
 * Anywhere else the page renders as it always does.
 */
export function isConsoleCanvas(search: URLSearchParams, win: Window = window): boolean {
  if (search.get(CONSOLE_PREVIEW_PARAM) !== CANVAS_PREVIEW || win.parent === win) return false;
  try {
    return isOpsPath(win.parent.location.pathname);
  } catch {
    return false;
  }
}
