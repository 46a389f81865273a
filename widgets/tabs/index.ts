import type { TabsProps } from '../../contract/generated/widgets/tabs.props';
import { defineWidget } from '../../src/runtime/widget-api';

// Loaded the first time a layout uses it; pass `component` instead for widgets the first screen needs.
export const tabs = defineWidget<TabsProps>({
  type: 'tabs',
  load: () => import('./tabs').then((module) => ({ default: module.Tabs })),
});
