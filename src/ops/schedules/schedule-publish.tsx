import { useId, useState } from 'react';
import { opsEndpoints } from '../api/ops-endpoints';
import { refusalText } from '../api/ops-refusal-text';
import type { OpsScheduleInput } from '../api/ops-types';
import { formatTime } from '../format-time';
import { fromLocalInput } from '../schema-form/datetime';
import { SCHEDULE_TEXT } from './schedule-text';

/**
 * 定时发布 next to 发布: pick a time, and the scheduler publishes this layout revision or content draft
 * then (the 排期 view lists it, with 取消 and 改期). The server refuses a past time or a stale target,
 * and says why.
 */
export function SchedulePublish({
  target,
  disabled,
  onScheduled,
  texts = { at: SCHEDULE_TEXT.scheduleAt, button: SCHEDULE_TEXT.schedule, done: SCHEDULE_TEXT.scheduled },
}: {
  target: Omit<OpsScheduleInput, 'publish_at'>;
  disabled?: boolean;
  onScheduled(message: string): void;
  /** The time's label and the button (a scheduled take-down says 定时下线). */
  texts?: { at: string; button: string; done(when: string): string };
}) {
  const id = useId();
  const [when, setWhen] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [createSchedule, { isLoading: busy }] = opsEndpoints.useCreateOpsScheduleMutation();
  const submit = async () => {
    const publishAt = fromLocalInput(when);
    if (!publishAt) {
      setProblem(SCHEDULE_TEXT.pickTime);
      return;
    }
    setProblem(null);
    try {
      // The 排期 view reads its list again (Schedules tag), wherever it is shown.
      const created = await createSchedule({ ...target, publish_at: publishAt }).unwrap();
      setWhen('');
      onScheduled(texts.done(formatTime(created.publish_at)));
    } catch (error) {
      setProblem(refusalText(error));
    }
  };
  return (
    <span className="ops-schedule-publish">
      <label htmlFor={`${id}-at`}>{texts.at}</label>
      <input id={`${id}-at`} type="datetime-local" step={1} value={when} disabled={disabled || busy} onChange={(e) => setWhen(e.target.value)} />
      <button type="button" disabled={disabled || busy} onClick={() => void submit()}>
        {texts.button}
      </button>
      {problem && (
        <span role="alert" className="ops-field__error">
          {problem}
        </span>
      )}
    </span>
  );
}
