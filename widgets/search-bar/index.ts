import type { SearchBarProps } from '../../src/generated/widgets/search-bar.props';
import { defineWidget } from '../../src/runtime/widget-api';
import { SearchBar } from './search-bar';
import schema from './search-bar.schema.json';

export const searchBar = defineWidget<SearchBarProps>({ type: 'search-bar', schema, component: SearchBar });
