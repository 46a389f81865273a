import type { BannerCarouselProps } from '../../src/generated/widgets/banner-carousel.props';
import { defineWidget } from '../../src/runtime/widget-api';
import { BannerCarousel } from './banner-carousel';
import schema from './banner-carousel.schema.json';

export const bannerCarousel = defineWidget<BannerCarouselProps>({ type: 'banner-carousel', schema, component: BannerCarousel });
