import type { SearchHistoryProps } from '../../contract/generated/widgets/search-history.props';
import { defineWidget } from '../../src/runtime/widget-api';
// Loaded the first time a layout uses it; pass `component` instead for widgets the first screen needs.
export const searchHistory = defineWidget<SearchHistoryProps>({
  type: 'search-history',
  load: () => import('./search-history').then((module) => ({ default: module.SearchHistory })),
});
