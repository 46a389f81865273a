import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { ChannelTabsProps } from '../../contract/generated/widgets/channel-tabs.props';
import type { WidgetRenderProps } from '../../src/runtime/widget-api';
import './channel-tabs.css';

export const RECOMMEND_TAB = { id: 0, title: '推荐' } as const;
/** Tab lists are padded with blank disabled tabs (ids from 999) to at least 5. */
export const MIN_TABS = 5;
export const BLANK_TAB_FIRST_ID = 999;

interface Tab {
  id: number | string;
  title: string;
  blank: boolean;
}

function buildTabs(props: ChannelTabsProps): Tab[] {
  const tabs: Tab[] = [];
  if (props.showRecommend ?? true) {
    tabs.push({ id: RECOMMEND_TAB.id, title: props.recommendText ?? RECOMMEND_TAB.title, blank: false });
  }
  for (const channel of props.channels ?? []) {
    tabs.push({ id: channel.id, title: channel.title || channel.name || '', blank: false });
  }
  const minTabs = props.minTabs ?? MIN_TABS;
  for (let blankId = BLANK_TAB_FIRST_ID; tabs.length < minTabs; blankId += 1) {
    tabs.push({ id: blankId, title: '', blank: true });
  }
  return tabs;
}

/** undefined, '' and 0 all mean 推荐; otherwise ids compare as strings ($route.query gives strings). */
function normaliseId(id: number | string | undefined | null): string {
  return id === undefined || id === null || id === '' ? String(RECOMMEND_TAB.id) : String(id);
}

export function ChannelTabs({ props, emit }: WidgetRenderProps<ChannelTabsProps>) {
  const tabs = buildTabs(props);
  const realTabs = tabs.filter((tab) => !tab.blank);
  // Local selection gives instant feedback; the bound activeId wins whenever it changes.
  const [selected, setSelected] = useState(() => normaliseId(props.activeId));
  useEffect(() => setSelected(normaliseId(props.activeId)), [props.activeId]);
  const activeId = realTabs.some((tab) => String(tab.id) === selected) ? selected : String(realTabs[0]?.id ?? '');

  const barRef = useRef<HTMLDivElement>(null);
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  useEffect(() => {
    const bar = barRef.current;
    const el = tabRefs.current.get(activeId);
    if (!bar || !el) return;
    // Only the bar scrolls sideways to centre the tab: scrollIntoView would also scroll the window to bring a
    // tab bar far down the page into view, and a page must open at its top.
    const barBox = bar.getBoundingClientRect();
    const tabBox = el.getBoundingClientRect();
    bar.scrollLeft += tabBox.left - barBox.left - (barBox.width - tabBox.width) / 2;
  }, [activeId]);

  function choose(tab: Tab) {
    if (tab.blank || String(tab.id) === activeId) return;
    setSelected(String(tab.id));
    emit('change', { id: tab.id, title: tab.title });
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step || realTabs.length === 0) return;
    event.preventDefault();
    const index = realTabs.findIndex((tab) => String(tab.id) === activeId);
    const next = realTabs[(index + step + realTabs.length) % realTabs.length];
    choose(next);
    tabRefs.current.get(String(next.id))?.focus();
  }

  return (
    <div ref={barRef} className="w-channel-tabs" role="tablist" aria-label="频道" onKeyDown={onKeyDown}>
      {tabs.map((tab) => {
        const key = String(tab.id);
        const active = !tab.blank && key === activeId;
        return (
          <button
            key={key}
            ref={(el) => {
              if (el) tabRefs.current.set(key, el);
              else tabRefs.current.delete(key);
            }}
            type="button"
            role="tab"
            className={`w-channel-tabs__tab${active ? ' w-channel-tabs__tab--active' : ''}${tab.blank ? ' w-channel-tabs__tab--blank' : ''}`}
            aria-selected={active}
            // Blanks only keep the bar evenly spaced; assistive tech should not announce them.
            aria-hidden={tab.blank || undefined}
            disabled={tab.blank}
            tabIndex={active ? 0 : -1}
            data-tab-id={key}
            onClick={() => choose(tab)}
          >
            {tab.title}
          </button>
        );
      })}
    </div>
  );
}
