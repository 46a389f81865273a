import type { PickListProps } from '../../contract/generated/widgets/pick-list.props';
import { defineWidget } from '../../src/runtime/widget-api';
// Loaded the first time a layout uses it; pass `component` instead for widgets the first screen needs.
export const pickList = defineWidget<PickListProps>({
  type: 'pick-list',
  load: () => import('./pick-list').then((module) => ({ default: module.PickList })),
});
