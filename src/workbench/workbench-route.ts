// Where the widget workbench lives, apart from the rest of it: the app's entry reads only this.
// The canvas is an app page (the console may frame app pages, never itself): it renders one widget
// example through the runtime, at the size of the frame it is shown in. The whole workbench page is a
// development page; operators see the same page in the console (组件库).

export const WORKBENCH_PATH = '/workbench';
export const WORKBENCH_CANVAS_PATH = '/workbench/canvas';

/** Which workbench page `pathname` is: the canvas anywhere, the whole page only in development (`npm run dev`). */
export function workbenchPageOf(pathname: string, development: boolean): 'canvas' | 'page' | null {
  if (pathname === WORKBENCH_CANVAS_PATH) return 'canvas';
  return development && pathname === WORKBENCH_PATH ? 'page' : null;
}
