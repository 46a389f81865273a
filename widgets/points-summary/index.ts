import type { PointsSummaryProps } from '../../contract/generated/widgets/points-summary.props';
import { defineWidget } from '../../src/runtime/widget-api';
// Loaded the first time a layout uses it; pass `component` instead for widgets the first screen needs.
export const pointsSummary = defineWidget<PointsSummaryProps>({
  type: 'points-summary',
  load: () => import('./points-summary').then((module) => ({ default: module.PointsSummary })),
});
