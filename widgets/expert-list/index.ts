import type { ExpertListProps } from '../../contract/generated/widgets/expert-list.props';
import { defineWidget } from '../../src/runtime/widget-api';

// Loaded the first time a layout uses it; pass `component` instead for widgets the first screen needs.
export const expertList = defineWidget<ExpertListProps>({
  type: 'expert-list',
  load: () => import('./expert-list').then((module) => ({ default: module.ExpertList })),
});
