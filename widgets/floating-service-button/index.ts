import type { FloatingServiceButtonProps } from '../../contract/generated/widgets/floating-service-button.props';
import { defineWidget } from '../../src/runtime/widget-api';

// Loaded the first time a layout uses it; pass `component` instead for widgets the first screen needs.
export const floatingServiceButton = defineWidget<FloatingServiceButtonProps>({
  type: 'floating-service-button',
  load: () => import('./floating-service-button').then((module) => ({ default: module.FloatingServiceButton })),
});
