import { useState, type CSSProperties, type UIEvent } from 'react';
import type { Shortcut } from '../../contract/generated/schema-types';
import type { IconGridProps } from '../../contract/generated/widgets/icon-grid.props';
import type { WidgetRenderProps } from '../../src/runtime/widget-api';
import './icon-grid.css';
import { LibraryPicture } from '../../src/ui/library-picture';

const DEFAULT_PER_PAGE = 10;
const DEFAULT_COLUMNS = 5;

export function chunkPages<T>(items: readonly T[], perPage: number): T[][] {
  const pages: T[][] = [];
  for (let start = 0; start < items.length; start += perPage) pages.push(items.slice(start, start + perPage));
  return pages;
}

export function IconGrid({ props, emit }: WidgetRenderProps<IconGridProps>) {
  const [page, setPage] = useState(0);
  const items = props.items ?? [];
  if (items.length === 0) return null;

  const pages = chunkPages(items, Math.max(1, props.perPage ?? DEFAULT_PER_PAGE));
  const gridStyle = { '--w-icon-grid-columns': props.columns ?? DEFAULT_COLUMNS } as CSSProperties;
  // Pages are native scroll-snap panes: swiping is the browser's own, no carousel library needed.
  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const { scrollLeft, clientWidth } = event.currentTarget;
    if (clientWidth > 0) setPage(Math.round(scrollLeft / clientWidth));
  };

  return (
    <nav className="w-icon-grid" aria-label="快捷入口" style={gridStyle}>
      <div className="w-icon-grid__pages" onScroll={onScroll}>
        {pages.map((entries, index) => (
          <ul key={index} className="w-icon-grid__page" aria-label={pages.length > 1 ? `第 ${index + 1} 页` : undefined}>
            {entries.map((shortcut: Shortcut) => (
              <li key={shortcut.id}>
                <button type="button" className="w-icon-grid__icon" onClick={() => emit('select', shortcut)}>
                  {/* The title below names the button; the logo is decoration for screen readers. */}
                  {/* 40 px icons: the 320-wide size is the smallest a library image has. */}
                  <LibraryPicture src={shortcut.logo} alt="" sizes="40px" loading="lazy" />
                  <span>{shortcut.title}</span>
                </button>
              </li>
            ))}
          </ul>
        ))}
      </div>
      {pages.length > 1 && (
        <div className="w-icon-grid__indicator" aria-hidden="true">
          {pages.map((_, index) => (
            <span key={index} className={index === page ? 'is-active' : undefined} />
          ))}
        </div>
      )}
    </nav>
  );
}
