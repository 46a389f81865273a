import type { NewsListProps } from '../../contract/generated/widgets/news-list.props';
import { defineWidget } from '../../src/runtime/widget-api';

// Loaded the first time a layout uses it; pass `component` instead for widgets the first screen needs.
export const newsList = defineWidget<NewsListProps>({
  type: 'news-list',
  load: () => import('./news-list').then((module) => ({ default: module.NewsList })),
});
