import type { SearchSuggestionsProps } from '../../contract/generated/widgets/search-suggestions.props';
import { defineWidget } from '../../src/runtime/widget-api';
// Loaded the first time a layout uses it; pass `component` instead for widgets the first screen needs.
export const searchSuggestions = defineWidget<SearchSuggestionsProps>({
  type: 'search-suggestions',
  load: () => import('./search-suggestions').then((module) => ({ default: module.SearchSuggestions })),
});
