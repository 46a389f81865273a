import type { SearchTabsProps } from '../../contract/generated/widgets/search-tabs.props';
import type { WidgetRenderProps } from '../../src/runtime/widget-api';
import { formatTabCount } from '../../contract/text/format-count';
import './search-tabs.css';

/** A row of tabs whose value is sent to the API: classify types or the sort values 1, 2, 3 (docs/product-rules.md#search). */
export function SearchTabs({ props, emit }: WidgetRenderProps<SearchTabsProps>) {
  const tabs = props.tabs ?? [];
  if (tabs.length === 0) return null;
  const wanted = props.active === undefined || props.active === '' ? undefined : Number(props.active);
  const active = tabs.some((t) => t.type === wanted) ? wanted : tabs[0].type;
  return (
    <div className={`w-search-tabs w-search-tabs--${props.variant ?? 'underline'}`} role="tablist" aria-label={props.label ?? '分类'}>
      {tabs.map((tab, index) => (
        <button
          key={`${tab.type}-${tab.name}`}
          type="button"
          role="tab"
          aria-selected={tab.type === active}
          className="w-search-tabs__tab"
          onClick={() => tab.type !== active && void emit('change', { type: tab.type, index })}
        >
          {tab.name}
          {props.showCount && tab.count !== undefined ? <span className="w-search-tabs__count">{formatTabCount(tab.count)}</span> : null}
        </button>
      ))}
    </div>
  );
}
