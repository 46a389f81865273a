import { useEffect, useState, type FormEvent } from 'react';
import type { HotWord } from '../../contract/generated/schema-types';
import type { SearchBarProps } from '../../contract/generated/widgets/search-bar.props';
import type { WidgetRenderProps } from '../../src/runtime/widget-api';
import '../../src/ui/search-row.css';
import './search-bar.css';

export const SEARCH_BAR_TEXT = {
  placeholder: '搜索课程、直播、资讯',
  submit: '搜索',
  label: '搜索',
} as const;
/** Hint swipe 3000 ms. */
export const HINT_INTERVAL_MS = 3000;

function SearchIcon() {
  return (
    <svg className="ui-search__icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <circle cx="7" cy="7" r="5" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <path d="M11 11l3.2 3.2" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The hint on screen, plus `search`: the same hot word as the JSON text search-new reads from its
 * `search` query (docs/product-rules.md#screens-and-routes), so a layout can pass it on with `"search": "$event.search"`.
 */
function openPayload(hint: HotWord) {
  return { ...hint, search: JSON.stringify({ title: hint.title, content_type: hint.content_type, link: hint.link }) };
}

export function SearchBar({ props, emit }: WidgetRenderProps<SearchBarProps>) {
  const hints = props.hints ?? [];
  const intervalMs = props.intervalMs ?? HINT_INTERVAL_MS;
  const readOnly = props.readOnly ?? true;
  const [hintIndex, setHintIndex] = useState(0);
  const [keyword, setKeyword] = useState('');

  useEffect(() => {
    if (hints.length < 2) return;
    const timer = setInterval(() => setHintIndex((i) => (i + 1) % hints.length), intervalMs);
    return () => clearInterval(timer);
  }, [hints.length, intervalMs]);

  const hint = hints.length > 0 ? hints[hintIndex % hints.length] : undefined;
  const placeholder = hint?.title || props.placeholder || SEARCH_BAR_TEXT.placeholder;

  if (readOnly) {
    return (
      <div className="ui-search w-search-bar" role="search">
        {/* A button, not a read-only input: tapping must not raise the keyboard in WeChat, and
            screen readers should hear "button" rather than an edit field that refuses input. */}
        <button
          type="button"
          className="ui-search__box"
          aria-label={`${SEARCH_BAR_TEXT.label}：${placeholder}`}
          onClick={() => emit('open', hint && openPayload(hint))}
        >
          <SearchIcon />
          <span className="w-search-bar__hint">{placeholder}</span>
        </button>
      </div>
    );
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = keyword.trim();
    if (value) emit('search', { keyword: value });
  }

  return (
    <form className="ui-search w-search-bar" role="search" onSubmit={submit} action="">
      <label className="ui-search__box">
        <SearchIcon />
        <input
          className="ui-search__input"
          type="search"
          enterKeyHint="search"
          aria-label={SEARCH_BAR_TEXT.label}
          placeholder={placeholder}
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
        />
      </label>
      <button type="submit" className="ui-search__submit">
        {SEARCH_BAR_TEXT.submit}
      </button>
    </form>
  );
}
