import type { IndexBarProps } from '../../contract/generated/widgets/index-bar.props';
import { defineWidget } from '../../src/runtime/widget-api';

// Loaded the first time a layout uses it; pass `component` instead for widgets the first screen needs.
export const indexBar = defineWidget<IndexBarProps>({
  type: 'index-bar',
  load: () => import('./index-bar').then((module) => ({ default: module.IndexBar })),
});
