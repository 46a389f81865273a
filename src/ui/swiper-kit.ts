// Imported only through lazy-swiper's dynamic import: static named imports here let the bundler keep
// just Swiper, its slide and the Autoplay module (importing 'swiper/modules' dynamically pulls in all of them).
import 'swiper/css';
import { Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';

export { Autoplay, Swiper, SwiperSlide };
