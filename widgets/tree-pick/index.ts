import type { TreePickProps } from '../../contract/generated/widgets/tree-pick.props';
import { defineWidget } from '../../src/runtime/widget-api';
// Loaded the first time a layout uses it; pass `component` instead for widgets the first screen needs.
export const treePick = defineWidget<TreePickProps>({
  type: 'tree-pick',
  load: () => import('./tree-pick').then((module) => ({ default: module.TreePick })),
});
