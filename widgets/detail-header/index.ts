import type { DetailHeaderProps } from '../../contract/generated/widgets/detail-header.props';
import { defineWidget } from '../../src/runtime/widget-api';

// Loaded the first time a layout uses it; pass `component` instead for widgets the first screen needs.
export const detailHeader = defineWidget<DetailHeaderProps>({
  type: 'detail-header',
  load: () => import('./detail-header').then((module) => ({ default: module.DetailHeader })),
});
