import type { ContentItem } from '../../contract/generated/schema-types';
import type { DownloadRowsProps } from '../../contract/generated/widgets/download-rows.props';
import type { WidgetRenderProps } from '../../src/runtime/widget-api';
import { formatCount } from '../../src/ui/content-meta';
import { TITLE_LENGTH, cutText } from '../../src/ui/cut-text';
import { EmptyState } from '../../src/ui/empty-state';
import { ListFooter } from '../../src/ui/list-footer';
import { usePagedList } from '../../src/ui/use-paged-list';
import './download-rows.css';

/** Download type 3 is image-text: it opens a page; other types are files (docs/product-rules.md#downloads). */
export const IMAGE_TEXT_TYPE = 3;

export const DOWNLOAD_TEXT = {
  empty: '没有更多了',
  favorite: '收藏',
  favorited: '已收藏',
  reads: '阅读',
  downloads: '次下载',
} as const;

/** Reads for image-text items, the download count for files. */
export function downloadCountText(item: ContentItem): string {
  return item.type === IMAGE_TEXT_TYPE
    ? `${formatCount(item.view_count ?? 0)}${DOWNLOAD_TEXT.reads}`
    : `${formatCount(item.download_count ?? 0)}${DOWNLOAD_TEXT.downloads}`;
}

function TypeIcon({ item }: { item: ContentItem }) {
  const label = item.type_text || (item.type === IMAGE_TEXT_TYPE ? '图文' : '文件');
  return (
    <span className={`w-download-rows__icon w-download-rows__icon--${item.type === IMAGE_TEXT_TYPE ? 'text' : 'file'}`} aria-hidden="true">
      {label.slice(0, 3)}
    </span>
  );
}

export function DownloadRows({ props, emit }: WidgetRenderProps<DownloadRowsProps>) {
  const { items, loading, empty, footer } = usePagedList(props, emit);
  const titleLength = props.titleLength ?? TITLE_LENGTH.columnList;

  return (
    <section className="w-download-rows" aria-busy={loading || undefined}>
      {items.length > 0 && (
        <ul className="w-download-rows__items">
          {items.map((item, index) => {
            const favorited = item.is_favorite === 1;
            return (
              <li key={`${item.id}-${index}`} className="w-download-rows__item">
                <button
                  type="button"
                  className="w-download-rows__row"
                  aria-label={item.title}
                  onClick={() => void emit(item.type === IMAGE_TEXT_TYPE ? 'select' : 'file', item)}
                >
                  <TypeIcon item={item} />
                  <span className="w-download-rows__body">
                    <span className="w-download-rows__title">{cutText(item.title, titleLength)}</span>
                    <span className="w-download-rows__meta">
                      {item.created_at && <span>{item.created_at.slice(0, 10)}</span>}
                      <span>{downloadCountText(item)}</span>
                    </span>
                  </span>
                </button>
                {/* State only in this issue: the favourite toggle comes with the interactions issue. */}
                <span className={`w-download-rows__favorite${favorited ? ' w-download-rows__favorite--on' : ''}`}>
                  {favorited ? DOWNLOAD_TEXT.favorited : DOWNLOAD_TEXT.favorite}
                </span>
              </li>
            );
          })}
        </ul>
      )}
      {empty && <EmptyState title={props.emptyText ?? DOWNLOAD_TEXT.empty} onHome={() => void emit('home')} />}
      <ListFooter {...footer} />
    </section>
  );
}
