import type { SearchBarProps } from '../../src/generated/widgets/search-bar.props';
import { defineWidget } from '../../src/runtime/widget-api';
import { SearchBar } from './search-bar';

export const searchBar = defineWidget<SearchBarProps>({ type: 'search-bar', component: SearchBar });
