import type { BackButtonProps } from '../../contract/generated/widgets/back-button.props';
import { defineWidget } from '../../src/runtime/widget-api';

// Loaded the first time a layout uses it; pass `component` instead for widgets the first screen needs.
export const backButton = defineWidget<BackButtonProps>({
  type: 'back-button',
  load: () => import('./back-button').then((module) => ({ default: module.BackButton })),
});
