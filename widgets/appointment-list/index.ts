import type { AppointmentListProps } from '../../contract/generated/widgets/appointment-list.props';
import { defineWidget } from '../../src/runtime/widget-api';
// Loaded the first time a layout uses it; pass `component` instead for widgets the first screen needs.
export const appointmentList = defineWidget<AppointmentListProps>({
  type: 'appointment-list',
  load: () => import('./appointment-list').then((module) => ({ default: module.AppointmentList })),
});
