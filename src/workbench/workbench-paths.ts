// Where the widget workbench lives. The canvas is an app page (the console may frame app pages, never
// itself): it renders one widget example through the runtime, at the size of the frame it is shown in.
// The whole workbench page is a development page; operators see the same page in the console (组件库).

export const WORKBENCH_PATH = '/workbench';
export const WORKBENCH_CANVAS_PATH = '/workbench/canvas';

/** Which workbench page `pathname` is: the canvas anywhere, the whole page only in development (`npm run dev`). */
export function workbenchPageOf(pathname: string, development: boolean): 'canvas' | 'page' | null {
  if (pathname === WORKBENCH_CANVAS_PATH) return 'canvas';
  return development && pathname === WORKBENCH_PATH ? 'page' : null;
}

export interface CanvasTarget {
  widget: string;
  state: string;
  /** The 字体大小 setting the canvas shows (contract/boot/text-size.ts). */
  textSize: string;
}

export function canvasUrl(target: CanvasTarget): string {
  const query = new URLSearchParams({ widget: target.widget, state: target.state, text: target.textSize });
  return `${WORKBENCH_CANVAS_PATH}?${query.toString()}`;
}

export function readCanvasTarget(search: string): CanvasTarget {
  const query = new URLSearchParams(search);
  return { widget: query.get('widget') ?? '', state: query.get('state') ?? 'content', textSize: query.get('text') ?? 'standard' };
}

/** The phone screens the workbench offers (and the first one the screenshot check uses). */
export const PHONE_SIZES = [
  { width: 390, height: 844 },
  { width: 375, height: 667 },
  { width: 320, height: 568 },
] as const;

/** Set on <html> once the example's widget code, fonts and first paint are done (the screenshot check waits for it). */
export const CANVAS_READY_ATTRIBUTE = 'data-workbench-ready';
/** The box the example renders in (the screenshot check crops to it). */
export const CANVAS_NODE_ID = 'workbench-node';
