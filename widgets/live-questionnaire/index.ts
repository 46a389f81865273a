import type { LiveQuestionnaireProps } from '../../contract/generated/widgets/live-questionnaire.props';
import { defineWidget } from '../../src/runtime/widget-api';
// Loaded the first time a layout uses it; pass `component` instead for widgets the first screen needs.
export const liveQuestionnaire = defineWidget<LiveQuestionnaireProps>({
  type: 'live-questionnaire',
  load: () => import('./live-questionnaire').then((module) => ({ default: module.LiveQuestionnaire })),
});
