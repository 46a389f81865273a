import type { ContinueLearningProps } from '../../contract/generated/widgets/continue-learning.props';
import { defineWidget } from '../../src/runtime/widget-api';
// Loaded the first time a layout uses it; pass `component` instead for widgets the first screen needs.
export const continueLearning = defineWidget<ContinueLearningProps>({
  type: 'continue-learning',
  load: () => import('./continue-learning').then((module) => ({ default: module.ContinueLearning })),
});
