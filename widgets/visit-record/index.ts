import type { VisitRecordProps } from '../../contract/generated/widgets/visit-record.props';
import { defineWidget } from '../../src/runtime/widget-api';
// Loaded the first time a layout uses it; pass `component` instead for widgets the first screen needs.
export const visitRecord = defineWidget<VisitRecordProps>({
  type: 'visit-record',
  load: () => import('./visit-record').then((module) => ({ default: module.VisitRecord })),
});
