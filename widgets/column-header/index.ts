import type { ColumnHeaderProps } from '../../contract/generated/widgets/column-header.props';
import { defineWidget } from '../../src/runtime/widget-api';

// Loaded the first time a layout uses it; pass `component` instead for widgets the first screen needs.
export const columnHeader = defineWidget<ColumnHeaderProps>({
  type: 'column-header',
  load: () => import('./column-header').then((module) => ({ default: module.ColumnHeader })),
});
