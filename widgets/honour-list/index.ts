import type { HonourListProps } from '../../contract/generated/widgets/honour-list.props';
import { defineWidget } from '../../src/runtime/widget-api';

// Loaded the first time a layout uses it; pass `component` instead for widgets the first screen needs.
export const honourList = defineWidget<HonourListProps>({
  type: 'honour-list',
  load: () => import('./honour-list').then((module) => ({ default: module.HonourList })),
});
