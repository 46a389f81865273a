import type { SearchTabsProps } from '../../contract/generated/widgets/search-tabs.props';
import { defineWidget } from '../../src/runtime/widget-api';
// Loaded the first time a layout uses it; pass `component` instead for widgets the first screen needs.
export const searchTabs = defineWidget<SearchTabsProps>({
  type: 'search-tabs',
  load: () => import('./search-tabs').then((module) => ({ default: module.SearchTabs })),
});
