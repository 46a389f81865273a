import type { RecommendModuleProps } from '../../contract/generated/widgets/recommend-module.props';
import { defineWidget } from '../../src/runtime/widget-api';

// Below the fold on home: its code loads while the first screen already shows.
export const recommendModule = defineWidget<RecommendModuleProps>({
  type: 'recommend-module',
  load: () => import('./recommend-module').then((module) => ({ default: module.RecommendModule })),
});
