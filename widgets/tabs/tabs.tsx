import { Children, useEffect, useId, useState, type KeyboardEvent } from 'react';
import type { TabsProps } from '../../contract/generated/widgets/tabs.props';
import type { WidgetRenderProps } from '../../src/runtime/widget-api';
import './tabs.css';

/** A bound $route.query value arrives as a string; anything unusable means the first tab. */
function toIndex(value: number | string | undefined, count: number): number {
  const index = typeof value === 'string' ? Number.parseInt(value, 10) : value;
  return typeof index === 'number' && Number.isInteger(index) && index >= 0 && index < count ? index : 0;
}

export function Tabs({ props, emit, children }: WidgetRenderProps<TabsProps>) {
  const tabs = props.tabs ?? [];
  const baseId = useId();
  // Local selection answers the tap at once; a changed bound activeIndex wins.
  const [active, setActive] = useState(() => toIndex(props.activeIndex, tabs.length));
  useEffect(() => setActive(toIndex(props.activeIndex, tabs.length)), [props.activeIndex, tabs.length]);
  const current = active < tabs.length ? active : 0;
  const panels = Children.toArray(children);

  function choose(index: number) {
    if (index === current) return;
    setActive(index);
    void emit('change', { index });
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step || tabs.length === 0) return;
    event.preventDefault();
    const next = (current + step + tabs.length) % tabs.length;
    choose(next);
    document.getElementById(`${baseId}-tab-${next}`)?.focus();
  }

  return (
    <div className={`w-tabs${props.sticky ? ' w-tabs--sticky' : ''}`}>
      <div className="w-tabs__bar" role="tablist" onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => (
          <button
            key={index}
            id={`${baseId}-tab-${index}`}
            type="button"
            role="tab"
            className={`w-tabs__tab${index === current ? ' w-tabs__tab--active' : ''}`}
            aria-selected={index === current}
            aria-controls={`${baseId}-panel`}
            tabIndex={index === current ? 0 : -1}
            onClick={() => choose(index)}
          >
            {tab.title}
          </button>
        ))}
      </div>
      {tabs.length > 0 && (
        <div className="w-tabs__panel" role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${current}`}>
          {panels[current] ?? null}
        </div>
      )}
    </div>
  );
}
