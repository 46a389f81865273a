import type { SearchBarProps } from '../../contract/generated/widgets/search-bar.props';
import { defineWidget } from '../../src/runtime/widget-api';
import { SearchBar } from './search-bar';

export const searchBar = defineWidget<SearchBarProps>({ type: 'search-bar', component: SearchBar });
