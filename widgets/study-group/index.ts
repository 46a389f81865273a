import type { StudyGroupProps } from '../../contract/generated/widgets/study-group.props';
import { defineWidget } from '../../src/runtime/widget-api';

// Loaded the first time a layout uses it; pass `component` instead for widgets the first screen needs.
export const studyGroup = defineWidget<StudyGroupProps>({
  type: 'study-group',
  load: () => import('./study-group').then((module) => ({ default: module.StudyGroup })),
});
