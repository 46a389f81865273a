import type { FollowedStripProps } from '../../contract/generated/widgets/followed-strip.props';
import { defineWidget } from '../../src/runtime/widget-api';

// Loaded the first time a layout uses it; pass `component` instead for widgets the first screen needs.
export const followedStrip = defineWidget<FollowedStripProps>({
  type: 'followed-strip',
  load: () => import('./followed-strip').then((module) => ({ default: module.FollowedStrip })),
});
