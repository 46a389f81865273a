import type { LivePreviewCarouselProps } from '../../contract/generated/widgets/live-preview-carousel.props';
import { defineWidget } from '../../src/runtime/widget-api';

// Below the fold on home: its code loads while the first screen already shows.
export const livePreviewCarousel = defineWidget<LivePreviewCarouselProps>({
  type: 'live-preview-carousel',
  load: () => import('./live-preview-carousel').then((module) => ({ default: module.LivePreviewCarousel })),
});
