import { useState } from 'react';
import type { SearchHistoryProps } from '../../contract/generated/widgets/search-history.props';
import type { WidgetRenderProps } from '../../src/runtime/widget-api';
import './search-history.css';

export const SEARCH_HISTORY_TEXT = { title: '搜索历史', expand: '展开', collapse: '收起', clear: '清空搜索历史' } as const;

/**
 * Tag geometry in design pixels (375 wide; px → vw scales everything alike, so these stay true on every
 * phone): the list is 351 wide, a tag is its text plus 24 padding, tags are 10 apart. Measuring the DOM
 * would need a second render and does not exist in tests; the estimate decides the two-line cut.
 */
const LINE_WIDTH = 351;
const TAG_PADDING = 24;
const TAG_GAP = 10;
const TOGGLE_WIDTH = 52;
// eslint-disable-next-line no-control-regex -- \u0000-\u00ff is Latin-1 (narrow glyphs), NUL included only as the range start.
const charWidth = (c: string) => (/[\u0000-\u00ff]/.test(c) ? 7.5 : 13);
export const tagWidth = (text: string) => Math.min(LINE_WIDTH, TAG_PADDING + [...text].reduce((w, c) => w + charWidth(c), 0));

/** How many of `titles` fit in `lines` lines, leaving room for the 展开 toggle on the last line. */
export function visibleCount(titles: readonly string[], lines: number): number {
  let line = 1;
  let used = 0;
  for (let i = 0; i < titles.length; i++) {
    const width = tagWidth(titles[i]);
    const next = used === 0 ? width : used + TAG_GAP + width;
    if (next <= LINE_WIDTH) {
      used = next;
      continue;
    }
    line += 1;
    if (line > lines) {
      // Overflow: make room for the toggle at the end of the last line.
      let count = i;
      while (count > 0 && used + TAG_GAP + TOGGLE_WIDTH > LINE_WIDTH) {
        count -= 1;
        used -= tagWidth(titles[count]) + TAG_GAP;
      }
      return count;
    }
    used = width;
  }
  return titles.length;
}

export function SearchHistory({ props, emit }: WidgetRenderProps<SearchHistoryProps>) {
  const [expanded, setExpanded] = useState(false);
  const titles = (props.histories ?? [])
    .map((h) => h.title)
    .filter(Boolean)
    .slice(0, props.max ?? 10);
  if (titles.length === 0) return null;
  const fit = visibleCount(titles, props.lines ?? 2);
  const overflow = fit < titles.length;
  const shown = expanded || !overflow ? titles : titles.slice(0, fit);

  return (
    <section className="w-search-history" aria-label={props.title ?? SEARCH_HISTORY_TEXT.title}>
      <header className="w-search-history__head">
        <h2 className="w-search-history__title">{props.title ?? SEARCH_HISTORY_TEXT.title}</h2>
        <button type="button" className="w-search-history__clear" aria-label={SEARCH_HISTORY_TEXT.clear} onClick={() => void emit('clear')}>
          <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path d="M3 4h10M6.5 4V2.5h3V4M4.5 4l.7 9.5h5.6l.7-9.5" fill="none" stroke="currentColor" strokeWidth="1.3" />
          </svg>
        </button>
      </header>
      <ul className="w-search-history__tags">
        {shown.map((title) => (
          <li key={title}>
            <button type="button" className="w-search-history__tag" onClick={() => void emit('select', { keyword: title })}>
              {title}
            </button>
          </li>
        ))}
        {overflow && (
          <li>
            <button type="button" className="w-search-history__toggle" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
              {expanded ? SEARCH_HISTORY_TEXT.collapse : SEARCH_HISTORY_TEXT.expand}
            </button>
          </li>
        )}
      </ul>
    </section>
  );
}
