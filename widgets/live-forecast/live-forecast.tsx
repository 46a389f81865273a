import { useState } from 'react';
import type { LiveForecastProps } from '../../contract/generated/widgets/live-forecast.props';
import type { WidgetRenderProps } from '../../src/runtime/widget-api';
import { cutText, TITLE_LENGTH } from '../../src/ui/cut-text';
import './live-forecast.css';

export const FORECAST_TAGS = { live: '直播中', upcoming: '预告' } as const;

export function LiveForecast({ props, emit }: WidgetRenderProps<LiveForecastProps>) {
  const [expanded, setExpanded] = useState(false);
  const items = props.items ?? [];
  const initial = props.initialCount ?? 3;
  if (items.length === 0) return null;
  const shown = expanded ? items : items.slice(0, initial);
  return (
    <section className="w-live-forecast" aria-label={props.label ?? '直播预告'}>
      <ul className="w-live-forecast__list">
        {shown.map((item) => {
          const live = item.live_status === 1;
          return (
            <li key={`${item.origin_type}-${item.id}`}>
              <button type="button" className="w-live-forecast__item" aria-label={item.title} onClick={() => void emit('select', item)}>
                {item.cover_img ? (
                  <img className="w-live-forecast__cover" src={item.cover_img} alt="" loading="lazy" />
                ) : (
                  <span className="w-live-forecast__cover" />
                )}
                <span className="w-live-forecast__body">
                  {props.showTag !== false && (
                    <span className={`w-live-forecast__tag w-live-forecast__tag--${live ? 'live' : 'upcoming'}`}>
                      {live ? FORECAST_TAGS.live : FORECAST_TAGS.upcoming}
                    </span>
                  )}
                  <span className="w-live-forecast__title">{cutText(item.title, TITLE_LENGTH.card)}</span>
                  {item.start_at_format && <span className="w-live-forecast__time">{item.start_at_format}</span>}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      {items.length > initial && (
        <button type="button" className="w-live-forecast__toggle" aria-expanded={expanded} onClick={() => setExpanded((e) => !e)}>
          {expanded ? (props.collapseText ?? '收起') : (props.expandText ?? '展开更多')}
        </button>
      )}
    </section>
  );
}
