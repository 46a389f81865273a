import type { ParentColumnProps } from '../../contract/generated/widgets/parent-column.props';
import { defineWidget } from '../../src/runtime/widget-api';

// Loaded the first time a layout uses it; pass `component` instead for widgets the first screen needs.
export const parentColumn = defineWidget<ParentColumnProps>({
  type: 'parent-column',
  load: () => import('./parent-column').then((module) => ({ default: module.ParentColumn })),
});
