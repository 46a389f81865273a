import type { LiveColumnTabsProps } from '../../contract/generated/widgets/live-column-tabs.props';
import { defineWidget } from '../../src/runtime/widget-api';
// Loaded the first time a layout uses it; pass `component` instead for widgets the first screen needs.
export const liveColumnTabs = defineWidget<LiveColumnTabsProps>({
  type: 'live-column-tabs',
  load: () => import('./live-column-tabs').then((module) => ({ default: module.LiveColumnTabs })),
});
