import type { PhoneLoginFormProps } from '../../contract/generated/widgets/phone-login-form.props';
import { defineWidget } from '../../src/runtime/widget-api';
// Loaded the first time a layout uses it; pass `component` instead for widgets the first screen needs.
export const phoneLoginForm = defineWidget<PhoneLoginFormProps>({
  type: 'phone-login-form',
  load: () => import('./phone-login-form').then((module) => ({ default: module.PhoneLoginForm })),
});
