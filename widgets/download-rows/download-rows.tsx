import { useEffect, useState } from 'react';
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

/**
 * 收藏/已收藏 of one row: the server's flag, flipped once the toggle went through. Paged lists are not
 * patched in place (the runtime patches single answers only), so the row keeps the flip itself; a new
 * answer from the server wins.
 */
function FavouriteButton({ item, emit }: { item: ContentItem; emit: WidgetRenderProps<DownloadRowsProps>['emit'] }) {
  const server = item.is_favorite === 1;
  const [favourited, setFavourited] = useState(server);
  const [busy, setBusy] = useState(false);
  useEffect(() => setFavourited(server), [server]);
  const toggle = async () => {
    if (busy) return;
    const seen = favourited;
    setBusy(true);
    try {
      if (await emit('favourite', item)) setFavourited(!seen);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className={`w-download-rows__favorite${favourited ? ' w-download-rows__favorite--on' : ''}`}
      aria-pressed={favourited}
      aria-label={`${favourited ? DOWNLOAD_TEXT.favorited : DOWNLOAD_TEXT.favorite} ${item.title}`}
      onClick={() => void toggle()}
    >
      {favourited ? DOWNLOAD_TEXT.favorited : DOWNLOAD_TEXT.favorite}
    </button>
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
                <FavouriteButton item={item} emit={emit} />
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
