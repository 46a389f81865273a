import type { HandoffStatusProps } from '../../contract/generated/widgets/handoff-status.props';
import { defineWidget } from '../../src/runtime/widget-api';
// Loaded the first time a layout uses it; pass `component` instead for widgets the first screen needs.
export const handoffStatus = defineWidget<HandoffStatusProps>({
  type: 'handoff-status',
  load: () => import('./handoff-status').then((module) => ({ default: module.HandoffStatus })),
});
