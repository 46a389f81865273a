import { useId, useState } from 'react';
import { opsEndpoints } from '../api/ops-endpoints';
import { refusalText } from '../api/ops-refusal-text';
import type { Operator, OpsSchedule } from '../api/ops-types';
import { formatTime } from '../format-time';
import { fromLocalInput, toLocalInput } from '../schema-form/datetime';
import { widgetTitle } from '../editor/widget-names';
import { usePageNames } from '../use-page-name';
import { calendarDays, type CalendarEntry } from './calendar-days';
import { SCHEDULE_TEXT, targetName } from './schedule-text';
import { publishes } from '../operator-role';

/** One pending schedule's 改期 (a new time, one request) and 取消 (one request). */
function PendingActions({ schedule, onDone }: { schedule: OpsSchedule; onDone(message: string): void }) {
  const id = useId();
  const [when, setWhen] = useState(() => toLocalInput(schedule.publish_at));
  const [problem, setProblem] = useState<string | null>(null);
  const [moveSchedule] = opsEndpoints.useMoveOpsScheduleMutation();
  const [cancelSchedule] = opsEndpoints.useCancelOpsScheduleMutation();
  const run = async (work: () => Promise<string>) => {
    setProblem(null);
    try {
      onDone(await work());
    } catch (error) {
      setProblem(refusalText(error));
    }
  };
  return (
    <span className="ops-row-buttons">
      <label htmlFor={`${id}-at`} className="ops-visually-hidden">
        {SCHEDULE_TEXT.newTime}
      </label>
      <input id={`${id}-at`} type="datetime-local" step={1} value={when} onChange={(e) => setWhen(e.target.value)} />
      <button
        type="button"
        onClick={() =>
          void run(async () => {
            const at = fromLocalInput(when);
            if (!at) throw new Error(SCHEDULE_TEXT.pickTime);
            return SCHEDULE_TEXT.moved(formatTime((await moveSchedule({ id: schedule.id, publish_at: at }).unwrap()).publish_at));
          })
        }
      >
        {SCHEDULE_TEXT.move}
      </button>
      <button
        type="button"
        onClick={() =>
          void run(async () => {
            await cancelSchedule({ id: schedule.id }).unwrap();
            return SCHEDULE_TEXT.cancelled;
          })
        }
      >
        {SCHEDULE_TEXT.cancel}
      </button>
      {problem && (
        <span role="alert" className="ops-field__error">
          {problem}
        </span>
      )}
    </span>
  );
}

function describe(entry: CalendarEntry, names: ReadonlyMap<string, string>): string {
  if (entry.type === 'publish') return SCHEDULE_TEXT.publishItem(targetName(entry.schedule.target_type, entry.schedule.target, names), entry.schedule.revision);
  const target = targetName(entry.window.target_type, entry.window.target, names);
  // A layout section is named by its widget's Chinese name (the server answers the widget's id).
  const title = entry.window.target_type === 'layout' ? widgetTitle(entry.window.title) : entry.window.title;
  return entry.type === 'start' ? SCHEDULE_TEXT.windowStart(target, title) : SCHEDULE_TEXT.windowEnd(target, title);
}

/** 排期: scheduled publishes and time-windowed sections and content, by day. */
export function ScheduleCalendar({ operator }: { operator: Operator }) {
  const names = usePageNames();
  // Read through the console's cache: a schedule created, moved or cancelled anywhere (and a publish)
  // invalidates it (Schedules tag), so the list shows it without 刷新.
  const schedules = opsEndpoints.useListOpsSchedulesQuery();
  const data = schedules.data ?? null;
  const [message, setStatus] = useState<string | null>(null);
  const status = message ?? (schedules.error ? refusalText(schedules.error) : null);
  const days = data ? calendarDays(data) : [];
  const canChange = publishes(operator.role);
  return (
    <section className="ops-schedules" aria-labelledby="ops-schedules-heading">
      <h2 id="ops-schedules-heading">{SCHEDULE_TEXT.heading}</h2>
      <p className="ops-hint">{SCHEDULE_TEXT.intro}</p>
      {!canChange && <p className="ops-note">{SCHEDULE_TEXT.publisherOnly}</p>}
      <button type="button" onClick={() => void schedules.refetch()}>
        {SCHEDULE_TEXT.refresh}
      </button>
      {status && (
        <p role="status" className="ops-status">
          {status}
        </p>
      )}
      {data && days.length === 0 && <p className="ops-hint">{SCHEDULE_TEXT.empty}</p>}
      {days.map((day) => (
        <table key={day.day} className="ops-table" aria-label={day.day}>
          <caption>{day.day}</caption>
          <thead>
            <tr>
              <th scope="col">{SCHEDULE_TEXT.time}</th>
              <th scope="col">{SCHEDULE_TEXT.what}</th>
              <th scope="col">{SCHEDULE_TEXT.state}</th>
              <th scope="col">{SCHEDULE_TEXT.actions}</th>
            </tr>
          </thead>
          <tbody>
            {day.entries.map((entry) => (
              <tr key={entry.key} data-testid={entry.type === 'publish' ? `schedule-${entry.schedule.id}` : undefined}>
                <td>{formatTime(entry.at)}</td>
                <td>{describe(entry, names)}</td>
                <td>
                  {entry.type === 'publish' && (
                    <>
                      {SCHEDULE_TEXT.status[entry.schedule.status] ?? entry.schedule.status}
                      {entry.schedule.result?.error && <span className="ops-field__error">：{entry.schedule.result.error}</span>}
                      {entry.schedule.result?.revision !== undefined && entry.schedule.target_type === 'layout' && (
                        <span className="ops-hint">（{SCHEDULE_TEXT.result(entry.schedule.result.revision)}）</span>
                      )}
                      <div className="ops-hint">{SCHEDULE_TEXT.by(entry.schedule.created_by)}</div>
                    </>
                  )}
                </td>
                <td>
                  {entry.type === 'publish' && entry.schedule.status === 'pending' && canChange && (
                    <PendingActions schedule={entry.schedule} onDone={setStatus} />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </section>
  );
}
