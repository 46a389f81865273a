import { useEffect, useId, useRef, useState } from 'react';
import type { ActivityGroup, ActivityItem } from '../../contract/generated/schema-types';
import type { ActivityCalendarProps } from '../../contract/generated/widgets/activity-calendar.props';
import type { WidgetRenderProps } from '../../src/runtime/widget-api';
import { TITLE_LENGTH } from '../../src/ui/cut-text';
import { EmptyState } from '../../src/ui/empty-state';
import { ActivityGroups } from './activity-groups';
import './activity-calendar.css';

export const CALENDAR_TEXT = {
  year: '年份',
  months: '月份',
  finished: '已结束活动',
  expand: '展开',
  collapse: '收起',
  loading: '加载中…',
  empty: '没有更多了',
  emptyHint: '本月暂无活动，换个月份看看吧',
} as const;

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

interface Month {
  year: number;
  month: number;
}

const key = ({ year, month }: Month) => `${year}-${String(month).padStart(2, '0')}`;

function parse(date: string | undefined): Month | undefined {
  const match = /^(\d{4})-(\d{2})$/.exec(date ?? '');
  return match ? { year: Number(match[1]), month: Number(match[2]) } : undefined;
}

/** Every year from the earliest to the latest: a year without activities is still a year one may pick. */
function continuousYears(known: number[]): number[] {
  if (known.length === 0) return [];
  const first = Math.min(...known);
  const last = Math.max(...known);
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

/** Scrolls the month strip sideways (never the page) so the chosen month sits in its middle. */
function centreChosenTab(strip: HTMLElement | null) {
  const tab = strip?.querySelector<HTMLElement>('[aria-selected="true"]');
  if (!strip || !tab) return;
  const stripBox = strip.getBoundingClientRect();
  const tabBox = tab.getBoundingClientRect();
  strip.scrollLeft += tabBox.left - stripBox.left - (stripBox.width - tabBox.width) / 2;
}

const countItems = (groups: ActivityGroup[]) => groups.reduce((sum, group) => sum + group.items.length, 0);

export function ActivityCalendar({ props, emit }: WidgetRenderProps<ActivityCalendarProps>) {
  const years = props.years ?? [];
  const unfinished = props.unfinished ?? [];
  const finished = props.finished ?? [];
  const titleLength = props.titleLength ?? TITLE_LENGTH.card;
  const yearSelectId = useId();
  const finishedId = useId();

  // Local choice for instant feedback; the bound date (what the server answered) wins when it changes.
  const [chosen, setChosen] = useState<Month | undefined>(() => parse(props.date));
  useEffect(() => setChosen(parse(props.date)), [props.date]);
  const [expanded, setExpanded] = useState(props.finishedExpanded ?? false);
  useEffect(() => setExpanded(props.finishedExpanded ?? false), [props.date, props.finishedExpanded]);

  const shown = chosen ?? parse(props.date);
  const yearList = continuousYears([...years.map((y) => y.year), ...(shown ? [shown.year] : [])]);
  const monthStrip = useRef<HTMLDivElement>(null);
  useEffect(() => centreChosenTab(monthStrip.current), [shown?.year, shown?.month]);
  const monthsWithData = new Set(years.find((y) => y.year === shown?.year)?.months ?? []);

  function choose(next: Month) {
    if (shown && key(next) === key(shown)) return;
    setChosen(next);
    void emit('change', { date: key(next), year: next.year, month: next.month });
  }

  function chooseYear(year: number) {
    const months = years.find((y) => y.year === year)?.months ?? [];
    // Keep the month when that year has activities in it, else its latest month with activities.
    const month = shown && months.includes(shown.month) ? shown.month : (months[months.length - 1] ?? shown?.month ?? 1);
    choose({ year, month });
  }

  function open(item: ActivityItem) {
    void emit(item.link ? 'link' : 'select', item);
  }

  const waiting = props.loading || (shown !== undefined && props.date !== undefined && key(shown) !== props.date);
  const finishedCount = countItems(finished);
  const empty = !waiting && countItems(unfinished) === 0 && finishedCount === 0;

  return (
    <section className="w-activity-calendar" aria-busy={waiting || undefined}>
      <div className="w-activity-calendar__bar">
        <label className="w-activity-calendar__year" htmlFor={yearSelectId}>
          <span className="w-activity-calendar__year-label">{CALENDAR_TEXT.year}</span>
          <select id={yearSelectId} value={shown?.year ?? ''} onChange={(event) => chooseYear(Number(event.target.value))}>
            {yearList.map((year) => (
              <option key={year} value={year}>
                {year}年
              </option>
            ))}
          </select>
        </label>
        <div className="w-activity-calendar__months" ref={monthStrip} role="tablist" aria-label={CALENDAR_TEXT.months}>
          {MONTHS.map((month) => {
            const active = shown?.month === month;
            return (
              <button
                key={month}
                type="button"
                role="tab"
                aria-selected={active}
                className={`w-activity-calendar__month${active ? ' w-activity-calendar__month--active' : ''}${monthsWithData.has(month) ? ' w-activity-calendar__month--has' : ''}`}
                onClick={() => shown && choose({ year: shown.year, month })}
              >
                {month}月
              </button>
            );
          })}
        </div>
      </div>
      {waiting ? (
        <p className="w-activity-calendar__note" role="status">
          {CALENDAR_TEXT.loading}
        </p>
      ) : (
        <div role="tabpanel" aria-label={shown ? `${shown.year}年${shown.month}月` : undefined}>
          <ActivityGroups groups={unfinished} titleLength={titleLength} onSelect={open} />
          {finishedCount > 0 && (
            <div className="w-activity-calendar__finished">
              <button
                type="button"
                className="w-activity-calendar__toggle"
                aria-expanded={expanded}
                aria-controls={finishedId}
                onClick={() => setExpanded((value) => !value)}
              >
                {CALENDAR_TEXT.finished}（{finishedCount}） {expanded ? CALENDAR_TEXT.collapse : CALENDAR_TEXT.expand}
              </button>
              <div id={finishedId} hidden={!expanded}>
                {expanded && <ActivityGroups groups={finished} titleLength={titleLength} onSelect={open} />}
              </div>
            </div>
          )}
          {empty && <EmptyState title={CALENDAR_TEXT.empty} hint={CALENDAR_TEXT.emptyHint} />}
        </div>
      )}
    </section>
  );
}
