import type { InteractionBarProps } from '../../contract/generated/widgets/interaction-bar.props';
import type { WidgetRenderProps } from '../../src/runtime/widget-api';
import { formatCount } from '../../src/ui/content-meta';
import './interaction-bar.css';

export const INTERACTION_TEXT = {
  like: '点赞',
  liked: '已点赞',
  favorite: '收藏',
  favorited: '已收藏',
  comment: '评论',
  view: '观看',
} as const;

interface Stat {
  key: string;
  label: string;
  count: number;
  active?: boolean;
}

/** Counts and the viewer's like/favourite state; a toggle elsewhere updates the bound data in place (see cache-update). */
export function InteractionBar({ props }: WidgetRenderProps<InteractionBarProps>) {
  const stats: Stat[] = [];
  if (typeof props.viewCount === 'number') stats.push({ key: 'view', label: props.viewLabel ?? INTERACTION_TEXT.view, count: props.viewCount });
  if (typeof props.likeCount === 'number') {
    stats.push({ key: 'like', label: props.isLike ? INTERACTION_TEXT.liked : INTERACTION_TEXT.like, count: props.likeCount, active: props.isLike });
  }
  if (typeof props.favoriteCount === 'number') {
    stats.push({
      key: 'favorite',
      label: props.isFavorite ? INTERACTION_TEXT.favorited : INTERACTION_TEXT.favorite,
      count: props.favoriteCount,
      active: props.isFavorite,
    });
  }
  if (typeof props.commentCount === 'number') stats.push({ key: 'comment', label: INTERACTION_TEXT.comment, count: props.commentCount });
  if (stats.length === 0) return null;
  return (
    <ul className="w-interaction-bar" aria-label="互动">
      {stats.map((stat) => (
        <li key={stat.key} className={`w-interaction-bar__stat w-interaction-bar__stat--${stat.key}${stat.active ? ' w-interaction-bar__stat--active' : ''}`}>
          <span className="w-interaction-bar__label">{stat.label}</span>
          <span className="w-interaction-bar__count">{formatCount(stat.count)}</span>
        </li>
      ))}
    </ul>
  );
}
