// The workbench canvas's address (which example, which text size) and what the workbench and the
// screenshot check agree on about it.

import { WORKBENCH_CANVAS_PATH } from './workbench-route';

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
