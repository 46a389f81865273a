import type { SearchHotWordsProps } from '../../contract/generated/widgets/search-hot-words.props';
import type { WidgetRenderProps } from '../../src/runtime/widget-api';
import './search-hot-words.css';

export const SEARCH_HOT_WORDS_TEXT = { title: '热门搜索' } as const;

/** Numbered hot words (docs/product-rules.md#search): at most 6, the first 3 highlighted. */
export function SearchHotWords({ props, emit }: WidgetRenderProps<SearchHotWordsProps>) {
  const words = (props.hotWords ?? []).slice(0, props.max ?? 6);
  if (words.length === 0) return null;
  const highlight = props.highlight ?? 3;
  const title = props.title ?? SEARCH_HOT_WORDS_TEXT.title;
  return (
    <section className="w-search-hot-words" aria-label={title}>
      <h2 className="w-search-hot-words__title">{title}</h2>
      <ol className="w-search-hot-words__list">
        {words.map((word, index) => {
          const top = index < highlight;
          return (
            <li key={`${word.id}-${word.title}`}>
              <button
                type="button"
                className={`w-search-hot-words__item${top ? ' is-top' : ''}`}
                data-top={top ? 'true' : undefined}
                onClick={() => void emit('select', word)}
              >
                <span className="w-search-hot-words__rank">{index + 1}</span>
                <span className="w-search-hot-words__text">{word.title}</span>
              </button>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
