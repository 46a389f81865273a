import type { BannerCarouselProps } from '../../contract/generated/widgets/banner-carousel.props';
import { defineWidget } from '../../src/runtime/widget-api';
import { BannerCarousel } from './banner-carousel';

export const bannerCarousel = defineWidget<BannerCarouselProps>({ type: 'banner-carousel', component: BannerCarousel });
