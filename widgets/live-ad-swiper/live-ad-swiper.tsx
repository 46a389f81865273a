import type { CSSProperties } from 'react';
import type { LiveAdSwiperProps } from '../../contract/generated/widgets/live-ad-swiper.props';
import type { WidgetRenderProps } from '../../src/runtime/widget-api';
import './live-ad-swiper.css';

/** Three per view with CSS scroll snapping: a swiper's feel without loading the swiper library in the room. */
export function LiveAdSwiper({ props, emit }: WidgetRenderProps<LiveAdSwiperProps>) {
  const items = props.items ?? [];
  if (items.length === 0) return null;
  const style = { '--per-view': props.perView ?? 3 } as CSSProperties;
  return (
    <ul className="w-live-ad-swiper" style={style} aria-label={props.label ?? '合作伙伴'}>
      {items.map((item, i) => (
        <li key={`${item.logo}-${i}`}>
          <button type="button" onClick={() => void emit('select', item)} disabled={!item.link}>
            <img src={item.logo} alt={`${props.label ?? '合作伙伴'}${i + 1}`} loading="lazy" />
          </button>
        </li>
      ))}
    </ul>
  );
}
