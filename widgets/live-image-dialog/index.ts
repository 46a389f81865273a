import type { LiveImageDialogProps } from '../../contract/generated/widgets/live-image-dialog.props';
import { defineWidget } from '../../src/runtime/widget-api';
// Loaded the first time a layout uses it; pass `component` instead for widgets the first screen needs.
export const liveImageDialog = defineWidget<LiveImageDialogProps>({
  type: 'live-image-dialog',
  load: () => import('./live-image-dialog').then((module) => ({ default: module.LiveImageDialog })),
});
