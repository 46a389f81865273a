import type { BookingSuccessProps } from '../../contract/generated/widgets/booking-success.props';
import { defineWidget } from '../../src/runtime/widget-api';
// Loaded the first time a layout uses it; pass `component` instead for widgets the first screen needs.
export const bookingSuccess = defineWidget<BookingSuccessProps>({
  type: 'booking-success',
  load: () => import('./booking-success').then((module) => ({ default: module.BookingSuccess })),
});
