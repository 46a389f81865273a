import type { MyShortcutsProps } from '../../contract/generated/widgets/my-shortcuts.props';
import { defineWidget } from '../../src/runtime/widget-api';
// Loaded the first time a layout uses it; pass `component` instead for widgets the first screen needs.
export const myShortcuts = defineWidget<MyShortcutsProps>({
  type: 'my-shortcuts',
  load: () => import('./my-shortcuts').then((module) => ({ default: module.MyShortcuts })),
});
