import type { LiveSeriesSliderProps } from '../../contract/generated/widgets/live-series-slider.props';
import type { WidgetRenderProps } from '../../src/runtime/widget-api';
import { sessionLabel, sessionTag } from './series-label';
import './live-series-slider.css';

export function LiveSeriesSlider({ props, emit }: WidgetRenderProps<LiveSeriesSliderProps>) {
  const items = props.items ?? [];
  if (items.length < 2) return null;
  const active = props.activeId == null ? undefined : Number(props.activeId);
  return (
    <section className="w-live-series-slider" aria-label={props.title ?? '系列直播'}>
      <h2 className="w-live-series-slider__title">{props.title ?? '系列直播'}</h2>
      <ul className="w-live-series-slider__list">
        {items.map((item, i) => {
          const tag = item.tag ?? sessionTag(item.live_status);
          return (
            <li key={item.id}>
              <button
                type="button"
                className={`w-live-series-slider__item${item.id === active ? ' w-live-series-slider__item--active' : ''}`}
                aria-current={item.id === active ? 'true' : undefined}
                onClick={() => void emit('select', item)}
              >
                <span className="w-live-series-slider__label">{item.label || sessionLabel(i)}</span>
                <span className={`w-live-series-slider__tag w-live-series-slider__tag--${item.live_status === 1 ? 'live' : 'other'}`}>{tag}</span>
                <span className="w-live-series-slider__name">{item.title}</span>
                {item.start_at_format && <span className="w-live-series-slider__time">{item.start_at_format}</span>}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
