import type { LiveAdSwiperProps } from '../../contract/generated/widgets/live-ad-swiper.props';
import { defineWidget } from '../../src/runtime/widget-api';
// Loaded the first time a layout uses it; pass `component` instead for widgets the first screen needs.
export const liveAdSwiper = defineWidget<LiveAdSwiperProps>({
  type: 'live-ad-swiper',
  load: () => import('./live-ad-swiper').then((module) => ({ default: module.LiveAdSwiper })),
});
