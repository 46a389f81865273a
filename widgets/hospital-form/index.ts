import type { HospitalFormProps } from '../../contract/generated/widgets/hospital-form.props';
import { defineWidget } from '../../src/runtime/widget-api';
// Loaded the first time a layout uses it; pass `component` instead for widgets the first screen needs.
export const hospitalForm = defineWidget<HospitalFormProps>({
  type: 'hospital-form',
  load: () => import('./hospital-form').then((module) => ({ default: module.HospitalForm })),
});
