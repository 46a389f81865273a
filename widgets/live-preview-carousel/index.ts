import type { LivePreviewCarouselProps } from '../../src/generated/widgets/live-preview-carousel.props';
import { defineWidget } from '../../src/runtime/widget-api';
import { LivePreviewCarousel } from './live-preview-carousel';
import schema from './live-preview-carousel.schema.json';

export const livePreviewCarousel = defineWidget<LivePreviewCarouselProps>({
  type: 'live-preview-carousel',
  schema,
  component: LivePreviewCarousel,
});
