import { useState } from 'react';
import type { LiveColumnTabsProps } from '../../contract/generated/widgets/live-column-tabs.props';
import type { WidgetRenderProps } from '../../src/runtime/widget-api';
import { liveStatusText } from '../../src/ui/content-meta';
import { cutText, TITLE_LENGTH } from '../../src/ui/cut-text';
import './live-column-tabs.css';

/** Live.columns: content_type 1 live lists, 2 items, 3 custom HTML (sanitised by the server on write). */
export function LiveColumnTabs({ props, emit }: WidgetRenderProps<LiveColumnTabsProps>) {
  const columns = props.columns ?? [];
  const [active, setActive] = useState(0);
  if (columns.length === 0) return null;
  const current = columns[Math.min(active, columns.length - 1)];
  const items =
    current.content_type === 3 ? [] : current.column_items.length > 0 ? current.column_items : current.content_type === 1 ? (props.replays ?? []) : [];
  return (
    <section className="w-live-column-tabs">
      <div className="w-live-column-tabs__bar" role="tablist">
        {columns.map((column, index) => (
          <button key={index} type="button" role="tab" aria-selected={column === current} onClick={() => setActive(index)}>
            {column.name}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={current.name}>
        {current.content_type === 3 ? (
          <div className="w-live-column-tabs__html" dangerouslySetInnerHTML={{ __html: current.content }} />
        ) : items.length === 0 ? (
          <p className="w-live-column-tabs__empty">{props.emptyText ?? '没有更多了'}</p>
        ) : (
          <ul className="w-live-column-tabs__list">
            {items.map((item) => (
              <li key={`${item.origin_type}-${item.id}`}>
                <button type="button" aria-label={item.title} onClick={() => void emit('select', item)}>
                  {item.cover_img ? <img src={item.cover_img} alt="" loading="lazy" /> : <span className="w-live-column-tabs__cover" />}
                  <span className="w-live-column-tabs__body">
                    <span>{cutText(item.title, TITLE_LENGTH.card)}</span>
                    <small>
                      {liveStatusText(item.live_status)} {item.start_at_format ?? ''}
                    </small>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
