import type { LiveRoom } from '../../contract/generated/schema-types';
import type { LiveDetailCardProps } from '../../contract/generated/widgets/live-detail-card.props';
import type { WidgetRenderProps } from '../../src/runtime/widget-api';
import { countdownLabel, useCountdown } from './countdown';
import './live-detail-card.css';

export const LIVE_DETAIL_TEXT = {
  countdown: '距离直播开始',
  start: '开播时间',
  booked: '人已预约',
  favourite: '收藏',
  favourited: '已收藏',
  comingSoon: '即将开启',
  ended: '已结束',
  bookingClosed: '本场直播不开放预约',
} as const;

/** live_status 2 ended; 5–7 replays (docs/product-rules.md#live-rules). */
const ENDED = 2;
const FIRST_REPLAY = 5;

/**
 * 预约直播 while the countdown runs and live_status < 1 — unless the live takes no bookings (开放预约 off),
 * which says so instead; 已结束 (nothing to enter) once ended without a replay yet (2–4); else 进入直播间.
 */
export function primaryAction(countdown: number, liveStatus: number, bookable = true): 'book' | 'closed' | 'ended' | 'enter' {
  if (countdown > 0 && liveStatus < 1) return bookable ? 'book' : 'closed';
  return liveStatus >= ENDED && liveStatus < FIRST_REPLAY ? 'ended' : 'enter';
}

/** The cover's state tag: 已结束 above 1; 即将开启 for open_status 2 before the end. */
export function stateTag(liveStatus: number, openStatus: number | undefined): string | undefined {
  if (liveStatus >= ENDED) return LIVE_DETAIL_TEXT.ended;
  return openStatus === 2 ? LIVE_DETAIL_TEXT.comingSoon : undefined;
}

export function LiveDetailCard({ props, emit }: WidgetRenderProps<LiveDetailCardProps>) {
  // The layout binds the detail's live (checked against live-room.json by the server's response schema).
  const live = props.live as Partial<LiveRoom> | null | undefined;
  const left = useCountdown(live?.countdown ?? live?.limit_time, () => void emit('expire', live));
  if (!live) return null;
  const status = live.live_status ?? 0;
  // A doctor who booked before booking was turned off still sees 已预约: the booking stands.
  const action = primaryAction(left, status, live.flags?.noBooking !== true || live.isAppointment === true);
  const tag = stateTag(status, live.open_status);
  const avatars = live.appointment_avatars ?? [];
  return (
    <section className="w-live-detail-card" aria-label={live.title}>
      <div className="w-live-detail-card__cover">
        {live.cover_img && <img src={live.cover_img} alt={`${live.title}的封面`} />}
        {left > 0 && (
          <p className="w-live-detail-card__countdown" role="timer">
            {LIVE_DETAIL_TEXT.countdown} <span>{countdownLabel(left)}</span>
          </p>
        )}
        {tag && (
          <p className="w-live-detail-card__tag" role="status">
            {tag}
          </p>
        )}
      </div>
      <h1 className="w-live-detail-card__title">{live.title}</h1>
      {live.start_at_format && (
        <p className="w-live-detail-card__time">
          {LIVE_DETAIL_TEXT.start}：{live.start_at_format}
        </p>
      )}
      <div className="w-live-detail-card__bookers">
        {avatars.slice(0, 5).map((src, i) => (
          <img key={i} src={src} alt="" />
        ))}
        <span>
          {live.appointment_count ?? 0}
          {LIVE_DETAIL_TEXT.booked}
        </span>
        <button type="button" className="w-live-detail-card__favourite" aria-pressed={live.isFavorite === true} onClick={() => void emit('favourite', live)}>
          {live.isFavorite ? LIVE_DETAIL_TEXT.favourited : LIVE_DETAIL_TEXT.favourite}
        </button>
      </div>
      {action === 'book' ? (
        <button type="button" className="w-live-detail-card__primary" disabled={live.isAppointment === true} onClick={() => void emit('book', live)}>
          {live.isAppointment ? (props.bookedText ?? '已预约') : (props.bookText ?? '预约直播')}
        </button>
      ) : action === 'closed' ? (
        <p className="w-live-detail-card__closed">{LIVE_DETAIL_TEXT.bookingClosed}</p>
      ) : action === 'ended' ? (
        <button type="button" className="w-live-detail-card__primary" disabled>
          {LIVE_DETAIL_TEXT.ended}
        </button>
      ) : (
        <button type="button" className="w-live-detail-card__primary" onClick={() => void emit('enter', live)}>
          {props.enterText ?? '进入直播间'}
        </button>
      )}
    </section>
  );
}
