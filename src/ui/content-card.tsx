import { useId } from 'react';
import type { ContentItem } from '../../contract/generated/schema-types';
import { TITLE_LENGTH, cutText } from './cut-text';
import { isLiveItem, originBadgeText, statusText, timeText, viewCountText } from './content-meta';
import './content-card.css';

export type ContentCardVariant = 'card' | 'row';

export interface ContentCardProps {
  item: ContentItem;
  /** 'row': cover left, text right (lists); 'card': cover on top (grids, horizontal scrollers). */
  variant?: ContentCardVariant;
  /** Characters kept before the ellipsis (18 cards, 22 article cards). */
  titleLength?: number;
  /** Hide the origin badge where the surrounding module already says what the items are. */
  showBadge?: boolean;
  onSelect?: (item: ContentItem) => void;
}

/**
 * One tappable content item. The button's accessible name is the full title (the visible one may be
 * cut); badge, status, time and views are its description so screen readers still hear them.
 */
export function ContentCard({ item, variant = 'row', titleLength = TITLE_LENGTH.card, showBadge = true, onSelect }: ContentCardProps) {
  const metaId = useId();
  const badge = showBadge ? originBadgeText(item.origin_type) : undefined;
  const status = statusText(item);
  const time = timeText(item);
  const views = viewCountText(item);
  const cover = item.cover_img || item.logo;
  const shownTitle = cutText(item.title, titleLength);
  const live = isLiveItem(item) && item.live_status === 1;

  return (
    <button
      type="button"
      className={`ui-content-card ui-content-card--${variant}`}
      aria-label={item.title}
      aria-describedby={metaId}
      onClick={() => onSelect?.(item)}
    >
      <span className="ui-content-card__cover">
        {cover ? (
          <img className="ui-content-card__img" src={cover} alt={`${shownTitle}的封面`} loading="lazy" />
        ) : (
          <span className="ui-content-card__img ui-content-card__img--empty" />
        )}
        {status && <span className={`ui-content-card__status${live ? ' ui-content-card__status--live' : ''}`}>{status}</span>}
      </span>
      <span className="ui-content-card__body">
        <span className="ui-content-card__title">{shownTitle}</span>
        <span className="ui-content-card__meta" id={metaId}>
          {badge && <span className="ui-content-card__badge">{badge}</span>}
          {time && <span className="ui-content-card__time">{time}</span>}
          {views && <span className="ui-content-card__views">{views}</span>}
        </span>
      </span>
    </button>
  );
}
