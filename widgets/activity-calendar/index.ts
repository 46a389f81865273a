import type { ActivityCalendarProps } from '../../contract/generated/widgets/activity-calendar.props';
import { defineWidget } from '../../src/runtime/widget-api';

// Loaded the first time a layout uses it; pass `component` instead for widgets the first screen needs.
export const activityCalendar = defineWidget<ActivityCalendarProps>({
  type: 'activity-calendar',
  load: () => import('./activity-calendar').then((module) => ({ default: module.ActivityCalendar })),
});
