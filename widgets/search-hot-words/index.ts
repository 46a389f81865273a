import type { SearchHotWordsProps } from '../../contract/generated/widgets/search-hot-words.props';
import { defineWidget } from '../../src/runtime/widget-api';
// Loaded the first time a layout uses it; pass `component` instead for widgets the first screen needs.
export const searchHotWords = defineWidget<SearchHotWordsProps>({
  type: 'search-hot-words',
  load: () => import('./search-hot-words').then((module) => ({ default: module.SearchHotWords })),
});
