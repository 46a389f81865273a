// Swiper and its CSS are loaded only when a carousel actually mounts, so screens without one never pay for
// it. Until the chunk arrives, carousels draw a static frame of the same size, so nothing jumps.
import { useEffect, useState } from 'react';

export interface SwiperKit {
  Swiper: typeof import('swiper/react').Swiper;
  SwiperSlide: typeof import('swiper/react').SwiperSlide;
  Autoplay: typeof import('swiper/modules').Autoplay;
}

let loading: Promise<SwiperKit> | undefined;
// Once loaded, later carousels (tab switches, back navigation) start with Swiper instead of a static frame.
let loaded: SwiperKit | null = null;

export function loadSwiper(): Promise<SwiperKit> {
  loading ??= import('./swiper-kit').then(
    (kit) => {
      loaded = { Swiper: kit.Swiper, SwiperSlide: kit.SwiperSlide, Autoplay: kit.Autoplay };
      return loaded;
    },
    (error: unknown) => {
      // A failed chunk load (flaky mobile network) must not stick: the next carousel tries again.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The loaded Swiper kit, or null while it loads (or if it failed: the static frame then stays). With
 * `needed` false (one slide: nothing to swipe or play) it is never fetched.
 */
export function useSwiperKit(needed = true): SwiperKit | null {
  const [kit, setKit] = useState<SwiperKit | null>(loaded);
  useEffect(() => {
    if (kit || !needed) return;
    let mounted = true;
    loadSwiper().then(
      (ready) => mounted && setKit(ready),
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [kit, needed]);
  return needed ? kit : null;
}

export type LoopMode = 'loop' | 'rewind' | 'none';

/**
 * Swiper's loop needs at least 3 slides to work without glitches; 2 slides rewind instead, 1 does neither.
 * Swiper ignores a change of `loop` on a mounted instance, so use the mode as the <Swiper> key.
 */
export function loopModeFor(slideCount: number): LoopMode {
  if (slideCount >= 3) return 'loop';
  return slideCount === 2 ? 'rewind' : 'none';
}
