import type { MeetingNewsItem } from '../../contract/generated/schema-types';
import type { NewsListProps } from '../../contract/generated/widgets/news-list.props';
import type { WidgetRenderProps } from '../../src/runtime/widget-api';
import { formatCount } from '../../src/ui/content-meta';
import { cutText } from '../../src/ui/cut-text';
import './news-list.css';

const DEFAULT_TITLE_LENGTH = 26;

export function NewsList({ props, emit }: WidgetRenderProps<NewsListProps>) {
  const all: MeetingNewsItem[] = props.items ?? [];
  const items = props.max ? all.slice(0, props.max) : all;
  if (items.length === 0) return null;
  return (
    <ul className="w-news-list">
      {items.map((item) => {
        const title = cutText(item.title, props.titleLength ?? DEFAULT_TITLE_LENGTH);
        return (
          <li key={item.id}>
            <button type="button" className="w-news-list__row" aria-label={item.title} onClick={() => void emit('select', item)}>
              <span className="w-news-list__body">
                <span className="w-news-list__title">{title}</span>
                <span className="w-news-list__meta">
                  <span>{item.created_at.slice(0, 10)}</span>
                  <span>{formatCount(item.view_count)}阅读</span>
                </span>
              </span>
              {item.cover_img && <img className="w-news-list__cover" src={item.cover_img} alt={`${title}的配图`} loading="lazy" />}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
