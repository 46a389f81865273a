import type { ProfileFormProps } from '../../contract/generated/widgets/profile-form.props';
import { defineWidget } from '../../src/runtime/widget-api';
// Loaded the first time a layout uses it; pass `component` instead for widgets the first screen needs.
export const profileForm = defineWidget<ProfileFormProps>({
  type: 'profile-form',
  load: () => import('./profile-form').then((module) => ({ default: module.ProfileForm })),
});
