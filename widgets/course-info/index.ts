import type { CourseInfoProps } from '../../contract/generated/widgets/course-info.props';
import { defineWidget } from '../../src/runtime/widget-api';

// Loaded the first time a layout uses it; pass `component` instead for widgets the first screen needs.
export const courseInfo = defineWidget<CourseInfoProps>({
  type: 'course-info',
  load: () => import('./course-info').then((module) => ({ default: module.CourseInfo })),
});
