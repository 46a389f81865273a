import type { PageTitleProps } from '../../contract/generated/widgets/page-title.props';
import { defineWidget } from '../../src/runtime/widget-api';

// Loaded the first time a layout uses it; pass `component` instead for widgets the first screen needs.
export const pageTitle = defineWidget<PageTitleProps>({
  type: 'page-title',
  load: () => import('./page-title').then((module) => ({ default: module.PageTitle })),
});
