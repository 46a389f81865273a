import type { LiveWhiteListDialogProps } from '../../contract/generated/widgets/live-white-list-dialog.props';
import { defineWidget } from '../../src/runtime/widget-api';
// Loaded the first time a layout uses it; pass `component` instead for widgets the first screen needs.
export const liveWhiteListDialog = defineWidget<LiveWhiteListDialogProps>({
  type: 'live-white-list-dialog',
  load: () => import('./live-white-list-dialog').then((module) => ({ default: module.LiveWhiteListDialog })),
});
