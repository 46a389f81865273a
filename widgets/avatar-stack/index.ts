import type { AvatarStackProps } from '../../contract/generated/widgets/avatar-stack.props';
import { defineWidget } from '../../src/runtime/widget-api';

// Loaded the first time a layout uses it; pass `component` instead for widgets the first screen needs.
export const avatarStack = defineWidget<AvatarStackProps>({
  type: 'avatar-stack',
  load: () => import('./avatar-stack').then((module) => ({ default: module.AvatarStack })),
});
