import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { HotWord } from '../../contract/generated/schema-types';
import type { SearchBoxProps } from '../../contract/generated/widgets/search-box.props';
import type { WidgetRenderProps } from '../../src/runtime/widget-api';
import '../../src/ui/search-row.css';
import './search-box.css';

export const SEARCH_BOX_TEXT = { placeholder: '搜索课程、直播、资讯', submit: '搜索', cancel: '取消', label: '搜索' } as const;
/** Pause after the last keystroke before asking for suggestions. */
export const INPUT_DEBOUNCE_MS = 300;

/** The `search` route query: a hot-word object as JSON (route search-new). Anything else is ignored. */
export function parseSearchParam(text: string | undefined): HotWord | undefined {
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    if (!value || typeof value !== 'object') return undefined;
    const { title, content_type, link, id } = value as Record<string, unknown>;
    if (typeof title !== 'string' || !title.trim()) return undefined;
    return {
      id: typeof id === 'number' ? id : 0,
      title: title.trim(),
      ...(content_type !== undefined ? { content_type: Number(content_type) } : {}),
      ...(typeof link === 'string' ? { link } : {}),
    };
  } catch {
    return undefined;
  }
}

export function SearchBox({ props, emit }: WidgetRenderProps<SearchBoxProps>) {
  const [keyword, setKeyword] = useState(props.keyword ?? '');
  const hint = parseSearchParam(props.search);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const input = useRef<HTMLInputElement>(null);

  // A new submitted keyword (history tap, hot word) shows in the box. The keyword also goes away while the
  // doctor types a new one (typing asks for suggestions under another query), and that must not wipe the box.
  useEffect(() => {
    if (props.keyword) setKeyword(props.keyword);
  }, [props.keyword]);
  useEffect(() => {
    if (props.autoFocus ?? true) input.current?.focus();
    return () => clearTimeout(timer.current);
  }, [props.autoFocus]);

  function change(value: string) {
    setKeyword(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void emit('input', { keyword: value.trim() }), INPUT_DEBOUNCE_MS);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    clearTimeout(timer.current);
    const typed = keyword.trim();
    // Empty box with a carried hint searches the hint (and keeps its link, docs/product-rules.md#search).
    const value = typed || hint?.title || '';
    void emit('submit', { keyword: value, ...(hint && hint.title === value ? { hotWord: hint } : {}) });
    input.current?.blur();
  }

  return (
    <form className="ui-search w-search-box" role="search" onSubmit={submit} action="">
      <label className="ui-search__box">
        <svg className="ui-search__icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <circle cx="7" cy="7" r="5" fill="none" stroke="currentColor" strokeWidth="1.6" />
          <path d="M11 11l3.2 3.2" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        </svg>
        <input
          ref={input}
          className="ui-search__input"
          type="search"
          enterKeyHint="search"
          maxLength={50}
          aria-label={SEARCH_BOX_TEXT.label}
          placeholder={hint?.title || props.placeholder || SEARCH_BOX_TEXT.placeholder}
          value={keyword}
          onChange={(event) => change(event.target.value)}
        />
        {keyword && (
          <button type="button" className="w-search-box__clear" aria-label="清除" onClick={() => change('')}>
            ×
          </button>
        )}
      </label>
      <button type="submit" className="ui-search__submit">
        {SEARCH_BOX_TEXT.submit}
      </button>
      <button type="button" className="w-search-box__cancel" onClick={() => void emit('cancel')}>
        {SEARCH_BOX_TEXT.cancel}
      </button>
    </form>
  );
}
