import type { SearchBoxProps } from '../../contract/generated/widgets/search-box.props';
import { defineWidget } from '../../src/runtime/widget-api';
// Loaded the first time a layout uses it; pass `component` instead for widgets the first screen needs.
export const searchBox = defineWidget<SearchBoxProps>({
  type: 'search-box',
  load: () => import('./search-box').then((module) => ({ default: module.SearchBox })),
});
