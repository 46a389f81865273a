import type { InteractionBarProps } from '../../contract/generated/widgets/interaction-bar.props';
import { defineWidget } from '../../src/runtime/widget-api';

// Loaded the first time a layout uses it; pass `component` instead for widgets the first screen needs.
export const interactionBar = defineWidget<InteractionBarProps>({
  type: 'interaction-bar',
  load: () => import('./interaction-bar').then((module) => ({ default: module.InteractionBar })),
});
