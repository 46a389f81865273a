import type { PointRulesProps } from '../../contract/generated/widgets/point-rules.props';
import { defineWidget } from '../../src/runtime/widget-api';
// Loaded the first time a layout uses it; pass `component` instead for widgets the first screen needs.
export const pointRules = defineWidget<PointRulesProps>({
  type: 'point-rules',
  load: () => import('./point-rules').then((module) => ({ default: module.PointRules })),
});
