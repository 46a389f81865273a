import type { ActivityCalendarProps } from '../../src/generated/widgets/activity-calendar.props';
import { defineWidget } from '../../src/runtime/widget-api';
import schema from './activity-calendar.schema.json';

// Loaded the first time a layout uses it; pass `component` instead for widgets the first screen needs.
export const activityCalendar = defineWidget<ActivityCalendarProps>({
  type: 'activity-calendar',
  schema,
  load: () => import('./activity-calendar').then((module) => ({ default: module.ActivityCalendar })),
});
