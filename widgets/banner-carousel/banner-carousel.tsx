import { useState } from 'react';
import type { Banner } from '../../contract/generated/schema-types';
import type { BannerCarouselProps } from '../../contract/generated/widgets/banner-carousel.props';
import type { WidgetRenderProps } from '../../src/runtime/widget-api';
import { loopModeFor, useSwiperKit } from '../../src/ui/lazy-swiper';
import { LibraryPicture } from '../../src/ui/library-picture';
import './banner-carousel.css';

const DEFAULT_AUTOPLAY_MS = 3000;
const DESIGN_WIDTH = 375;

export function BannerCarousel({ props, emit }: WidgetRenderProps<BannerCarouselProps>) {
  const items = props.items ?? [];
  // One banner (a detail page's product banner) has nothing to swipe: the static frame is all it needs.
  const kit = useSwiperKit(items.length > 1);
  const [active, setActive] = useState(0);
  if (items.length === 0) return null;

  // Inline styles escape the build's px→vw conversion, so convert the design-width px here the same way.
  const style = props.height ? { height: `${((props.height / DESIGN_WIDTH) * 100).toFixed(3)}vw` } : undefined;
  const slide = (banner: Banner, index: number) => (
    <button type="button" className="w-banner-carousel__slide" onClick={() => emit('select', banner)}>
      {/* The first banner is the largest thing on the home screen: load it eagerly. Full width, so 100vw. */}
      <LibraryPicture src={banner.img} alt={banner.title || `轮播图 ${index + 1}`} sizes="100vw" loading={index === 0 ? 'eager' : 'lazy'} />
    </button>
  );

  let slides;
  if (kit) {
    const { Swiper, SwiperSlide, Autoplay } = kit;
    const mode = loopModeFor(items.length);
    slides = (
      <Swiper
        key={mode}
        className="w-banner-carousel__swiper"
        wrapperTag="ul"
        modules={[Autoplay]}
        loop={mode === 'loop'}
        rewind={mode === 'rewind'}
        autoplay={items.length > 1 ? { delay: props.autoplayMs ?? DEFAULT_AUTOPLAY_MS, disableOnInteraction: false } : false}
        onSlideChange={(swiper) => setActive(swiper.realIndex)}
      >
        {items.map((banner, index) => (
          <SwiperSlide key={banner.id} tag="li">
            {slide(banner, index)}
          </SwiperSlide>
        ))}
      </Swiper>
    );
  } else {
    // Static first frame: same box, first banner showing, the rest clipped until Swiper arrives.
    slides = (
      <ul className="w-banner-carousel__static">
        {items.map((banner, index) => (
          <li key={banner.id}>{slide(banner, index)}</li>
        ))}
      </ul>
    );
  }

  return (
    <section className="w-banner-carousel" style={style} aria-roledescription="轮播" aria-label="轮播图">
      {slides}
      {items.length > 1 && (
        <div className="w-banner-carousel__dots" aria-hidden="true">
          {items.map((banner, index) => (
            <span key={banner.id} className={index === active ? 'is-active' : undefined} />
          ))}
        </div>
      )}
    </section>
  );
}
