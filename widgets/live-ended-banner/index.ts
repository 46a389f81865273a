import type { LiveEndedBannerProps } from '../../contract/generated/widgets/live-ended-banner.props';
import { defineWidget } from '../../src/runtime/widget-api';
// Loaded the first time a layout uses it; pass `component` instead for widgets the first screen needs.
export const liveEndedBanner = defineWidget<LiveEndedBannerProps>({
  type: 'live-ended-banner',
  load: () => import('./live-ended-banner').then((module) => ({ default: module.LiveEndedBanner })),
});
