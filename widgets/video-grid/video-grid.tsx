import type { CSSProperties } from 'react';
import type { VideoGridProps } from '../../contract/generated/widgets/video-grid.props';
import type { WidgetRenderProps } from '../../src/runtime/widget-api';
import { ContentCard } from '../../src/ui/content-card';
import { TITLE_LENGTH } from '../../src/ui/cut-text';
import { EmptyState } from '../../src/ui/empty-state';
import { ListFooter } from '../../src/ui/list-footer';
import { usePagedList } from '../../src/ui/use-paged-list';
import './video-grid.css';

export const VIDEO_GRID_EMPTY_TEXT = '没有更多了';

export function VideoGrid({ props, emit }: WidgetRenderProps<VideoGridProps>) {
  const { items, loading, empty, footer } = usePagedList(props, emit);
  const style = { '--w-video-grid-columns': props.columns ?? 2 } as CSSProperties;

  return (
    <section className="w-video-grid" aria-busy={loading || undefined} style={style}>
      {items.length > 0 && (
        <ul className="w-video-grid__items">
          {items.map((item, index) => (
            // Pages are only appended and may repeat an item, so the index keeps keys unique.
            <li key={`${item.id}-${index}`} className="w-video-grid__item">
              <ContentCard
                item={item}
                variant="card"
                showBadge={false}
                titleLength={props.titleLength ?? TITLE_LENGTH.card}
                onSelect={(selected) => void emit('select', selected)}
              />
            </li>
          ))}
        </ul>
      )}
      {empty && <EmptyState title={props.emptyText ?? VIDEO_GRID_EMPTY_TEXT} onHome={() => void emit('home')} />}
      <ListFooter {...footer} />
    </section>
  );
}
