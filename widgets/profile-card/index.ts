import type { ProfileCardProps } from '../../contract/generated/widgets/profile-card.props';
import { defineWidget } from '../../src/runtime/widget-api';
// Loaded the first time a layout uses it; pass `component` instead for widgets the first screen needs.
export const profileCard = defineWidget<ProfileCardProps>({
  type: 'profile-card',
  load: () => import('./profile-card').then((module) => ({ default: module.ProfileCard })),
});
