import type { OpsSchedule, OpsSchedules, OpsScheduleWindow } from '../api/ops-types';
import { formatTime } from '../format-time';

/** One line of the calendar: a scheduled publish, or a window's start or end. */
export type CalendarEntry = { key: string; at: string } & ({ type: 'publish'; schedule: OpsSchedule } | { type: 'start' | 'end'; window: OpsScheduleWindow });

export interface CalendarDay {
  /** The operator's local date, e.g. 2026-11-24. */
  day: string;
  entries: CalendarEntry[];
}

/** Everything with a time, grouped by the operator's local day, days and entries in time order. */
export function calendarDays(data: OpsSchedules): CalendarDay[] {
  const entries: CalendarEntry[] = data.list.map((schedule) => ({ key: `s${schedule.id}`, at: schedule.publish_at, type: 'publish', schedule }));
  for (const window of data.windows) {
    const key = `${window.target_type}:${window.target}:${window.item}`;
    if (window.start) entries.push({ key: `${key}:start`, at: window.start, type: 'start', window });
    if (window.end) entries.push({ key: `${key}:end`, at: window.end, type: 'end', window });
  }
  entries.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  const days = new Map<string, CalendarEntry[]>();
  for (const entry of entries) {
    const day = formatTime(entry.at).slice(0, 10);
    days.set(day, [...(days.get(day) ?? []), entry]);
  }
  return [...days].map(([day, list]) => ({ day, entries: list }));
}
