import type { EmptyStateProps } from '../../contract/generated/widgets/empty-state.props';
import { defineWidget } from '../../src/runtime/widget-api';

// Loaded the first time a layout uses it; pass `component` instead for widgets the first screen needs.
export const emptyState = defineWidget<EmptyStateProps>({
  type: 'empty-state',
  load: () => import('./empty-state').then((module) => ({ default: module.EmptyState })),
});
