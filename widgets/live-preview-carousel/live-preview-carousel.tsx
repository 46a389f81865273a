import { useId, useState } from 'react';
import type { ContentItem } from '../../contract/generated/schema-types';
import type { LivePreviewCarouselProps } from '../../contract/generated/widgets/live-preview-carousel.props';
import type { WidgetRenderProps } from '../../src/runtime/widget-api';
import { LIVE_STATUS_TEXT } from '../../src/ui/content-meta';
import { TITLE_LENGTH, cutText } from '../../src/ui/cut-text';
// Shared with banner-carousel until a lazy-swiper helper exists in src/ui.
import { loopModeFor, useSwiperKit } from '../../src/ui/lazy-swiper';
import './live-preview-carousel.css';

const DEFAULT_TITLE = '直播预告';
const DEFAULT_MORE_TEXT = '查看更多';
/** docs/product-rules.md#booking: upcoming lives (live_status 0) offer booking on the card. */
export const LIVE_BOOK_TEXT = { book: '预约直播', booked: '已预约' } as const;

function BookButton({ live, booked: bookedHere, onBook }: { live: ContentItem; booked: boolean; onBook: (live: ContentItem) => void }) {
  if (live.live_status !== 0) return null;
  const booked = live.isAppointment === true || bookedHere;
  // 开放预约 off: nothing to book (a booking made before it was turned off still shows 已预约).
  if (live.booking_closed === true && !booked) return null;
  return (
    <button type="button" className={`w-live-preview-carousel__book${booked ? ' is-booked' : ''}`} disabled={booked} onClick={() => onBook(live)}>
      {booked ? LIVE_BOOK_TEXT.booked : LIVE_BOOK_TEXT.book}
    </button>
  );
}

function LiveCard({ live, onSelect }: { live: ContentItem; onSelect: (live: ContentItem) => void }) {
  const statusId = useId();
  const isLive = live.live_status === 1;
  const status = isLive ? LIVE_STATUS_TEXT.live : [live.start_at_format, LIVE_STATUS_TEXT.upcoming].filter(Boolean).join(' ');
  return (
    // The visible title may be cut; the accessible name is the whole title, the status its description.
    <button type="button" className="w-live-preview-carousel__card" aria-label={live.title} aria-describedby={statusId} onClick={() => onSelect(live)}>
      <span className="w-live-preview-carousel__cover">
        {live.cover_img && <img src={live.cover_img} alt={`${live.title}的封面`} loading="lazy" />}
        <span id={statusId} className={`w-live-preview-carousel__status${isLive ? ' is-live' : ''}`}>
          {status}
        </span>
      </span>
      <span className="w-live-preview-carousel__title">{cutText(live.title, TITLE_LENGTH.card)}</span>
    </button>
  );
}

export function LivePreviewCarousel({ props, emit }: WidgetRenderProps<LivePreviewCarouselProps>) {
  const kit = useSwiperKit();
  const headingId = useId();
  const [bookedIds, setBookedIds] = useState<ReadonlySet<number>>(() => new Set());
  const items = props.items ?? [];
  if (items.length === 0) return null;

  const select = (live: ContentItem) => emit('select', live);
  const book = (live: ContentItem) =>
    void emit('book', live).then((ok) => {
      // docs/product-rules.md#booking: isAppointment flips after a successful booking, whatever the list reloads to.
      if (ok) setBookedIds((ids) => new Set(ids).add(live.id));
    });
  let track;
  if (kit) {
    const { Swiper, SwiperSlide } = kit;
    // With a single live the loop is off (docs/product-rules.md#screens-and-routes); loopModeFor also keeps loop for ≥ 3 only.
    const mode = loopModeFor(items.length);
    track = (
      <Swiper key={mode} className="w-live-preview-carousel__track" wrapperTag="ul" slidesPerView="auto" loop={mode === 'loop'} rewind={mode === 'rewind'}>
        {items.map((live) => (
          <SwiperSlide key={live.id} tag="li" className="w-live-preview-carousel__slide">
            <LiveCard live={live} onSelect={select} />
            <BookButton live={live} booked={bookedIds.has(live.id)} onBook={book} />
          </SwiperSlide>
        ))}
      </Swiper>
    );
  } else {
    track = (
      <ul className="w-live-preview-carousel__track w-live-preview-carousel__track--static">
        {items.map((live) => (
          <li key={live.id} className="w-live-preview-carousel__slide">
            <LiveCard live={live} onSelect={select} />
            <BookButton live={live} booked={bookedIds.has(live.id)} onBook={book} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="w-live-preview-carousel" aria-labelledby={headingId}>
      <header className="w-live-preview-carousel__header">
        <h2 id={headingId}>{props.title || DEFAULT_TITLE}</h2>
        <button type="button" className="w-live-preview-carousel__more" onClick={() => emit('more')}>
          {props.moreText || DEFAULT_MORE_TEXT}
        </button>
      </header>
      {track}
    </section>
  );
}
