import type { SearchSuggestionsProps } from '../../contract/generated/widgets/search-suggestions.props';
import type { WidgetRenderProps } from '../../src/runtime/widget-api';
import './search-suggestions.css';

/** The title with the typed text marked (case-insensitive, first occurrence). */
function Marked({ title, keyword }: { title: string; keyword: string }) {
  const at = keyword ? title.toLowerCase().indexOf(keyword.toLowerCase()) : -1;
  if (at < 0) return <>{title}</>;
  return (
    <>
      {title.slice(0, at)}
      <mark>{title.slice(at, at + keyword.length)}</mark>
      {title.slice(at + keyword.length)}
    </>
  );
}

export function SearchSuggestions({ props, emit }: WidgetRenderProps<SearchSuggestionsProps>) {
  const items = props.items ?? [];
  if (items.length === 0) return null;
  const keyword = (props.keyword ?? '').trim();
  return (
    <ul className="w-search-suggestions" aria-label="搜索建议">
      {items.map((item) => (
        <li key={`${item.origin_type}-${item.id}-${item.title}`}>
          <button type="button" className="w-search-suggestions__item" onClick={() => void emit('select', { keyword: item.title })}>
            <Marked title={item.title} keyword={keyword} />
          </button>
        </li>
      ))}
    </ul>
  );
}
