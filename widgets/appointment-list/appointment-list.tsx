import { useEffect, useState } from 'react';
import type { AppointmentListProps } from '../../contract/generated/widgets/appointment-list.props';
import type { ContentItem } from '../../contract/generated/schema-types';
import type { WidgetRenderProps } from '../../src/runtime/widget-api';
import { liveStatusText } from '../../src/ui/content-meta';
import { cutText, TITLE_LENGTH } from '../../src/ui/cut-text';
import { EmptyState } from '../../src/ui/empty-state';
import { ListFooter } from '../../src/ui/list-footer';
import { usePagedList } from '../../src/ui/use-paged-list';
import './appointment-list.css';

const pad = (n: number) => String(n).padStart(2, '0');

/** 距离直播 d天h时m分s秒 (my bookings). */
export function countdownText(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `距离直播 ${Math.floor(s / 86400)}天${pad(Math.floor((s % 86400) / 3600))}时${pad(Math.floor((s % 3600) / 60))}分${pad(s % 60)}秒`;
}

/** One ticking clock for the whole list: seconds elapsed since the items arrived. */
function useElapsedSeconds(items: readonly ContentItem[]): number {
  const [elapsed, setElapsed] = useState(0);
  const counting = items.some((item) => (item.limit_time ?? 0) > 0);
  useEffect(() => {
    setElapsed(0);
    if (!counting) return;
    const started = Date.now();
    const timer = setInterval(() => setElapsed(Math.floor((Date.now() - started) / 1000)), 1000);
    return () => clearInterval(timer);
  }, [items, counting]);
  return elapsed;
}

function StatusIcon({ status }: { status: number | undefined }) {
  const text = liveStatusText(status);
  if (!text) return null;
  const tone = status === 0 ? 'upcoming' : status === 1 ? 'live' : 'ended';
  return (
    <span className={`w-appointment-list__status w-appointment-list__status--${tone}`}>
      <svg viewBox="0 0 12 12" aria-hidden="true" focusable="false">
        {tone === 'live' ? <circle cx="6" cy="6" r="4" fill="currentColor" /> : <path d="M3 2l7 4-7 4z" fill="currentColor" />}
      </svg>
      {text}
    </span>
  );
}

export function AppointmentList({ props, emit }: WidgetRenderProps<AppointmentListProps>) {
  const { items, empty, footer } = usePagedList(props, emit);
  const elapsed = useElapsedSeconds(items);

  if (empty) return <EmptyState onHome={() => void emit('home')} />;
  return (
    <section className="w-appointment-list" aria-label="我的预约">
      <ul className="w-appointment-list__items">
        {items.map((item) => {
          const left = (item.limit_time ?? 0) - elapsed;
          const title = cutText(item.title, TITLE_LENGTH.card);
          return (
            <li key={`${item.origin_type}-${item.id}`}>
              <button type="button" className="w-appointment-list__item" aria-label={item.title} onClick={() => void emit('select', item)}>
                {item.cover_img ? (
                  <img className="w-appointment-list__cover" src={item.cover_img} alt={`${item.title}的封面`} loading="lazy" />
                ) : (
                  <span className="w-appointment-list__cover" aria-hidden="true" />
                )}
                <span className="w-appointment-list__body">
                  <span className="w-appointment-list__title">{title}</span>
                  {item.start_at_format && <span className="w-appointment-list__time">{item.start_at_format}</span>}
                  <span className="w-appointment-list__meta">
                    <StatusIcon status={item.live_status} />
                    {(item.limit_time ?? 0) > 0 && left > 0 && <span className="w-appointment-list__countdown">{countdownText(left)}</span>}
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <ListFooter {...footer} />
    </section>
  );
}
