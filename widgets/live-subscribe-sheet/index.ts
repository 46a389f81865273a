import type { LiveSubscribeSheetProps } from '../../contract/generated/widgets/live-subscribe-sheet.props';
import { defineWidget } from '../../src/runtime/widget-api';
// Loaded the first time a layout uses it; pass `component` instead for widgets the first screen needs.
export const liveSubscribeSheet = defineWidget<LiveSubscribeSheetProps>({
  type: 'live-subscribe-sheet',
  load: () => import('./live-subscribe-sheet').then((module) => ({ default: module.LiveSubscribeSheet })),
});
