import type { OpsItemKind } from '../../../contract/generated/schema-types';
import { opsEndpoints } from '../api/ops-endpoints';
import { refusalText } from '../api/ops-refusal-text';
import { formatTime } from '../format-time';
import { SchedulePublish } from '../schedules/schedule-publish';
import { ITEM_TEXT } from './item-texts';

/**
 * 定时发布 and 定时下线 of one item, through the console's scheduler (the 排期 view lists them too): the
 * item's pending schedules, each with 取消.
 */
export function ItemSchedule({ kind, id, onNotice }: { kind: OpsItemKind; id: number; onNotice(text: string): void }) {
  const target = `${kind}:${id}`;
  const { currentData } = opsEndpoints.useListOpsSchedulesQuery();
  const [cancel] = opsEndpoints.useCancelOpsScheduleMutation();
  const pending = (currentData?.list ?? []).filter((schedule) => schedule.target === target && schedule.status === 'pending');
  return (
    <section aria-label={ITEM_TEXT.schedules} className="ops-row-buttons">
      <SchedulePublish
        target={{ target_type: 'item', target }}
        onScheduled={onNotice}
        texts={{ at: ITEM_TEXT.publishAt, button: ITEM_TEXT.schedulePublish, done: ITEM_TEXT.scheduledPublish }}
      />
      <SchedulePublish
        target={{ target_type: 'item-offline', target }}
        onScheduled={onNotice}
        texts={{ at: ITEM_TEXT.offlineAt, button: ITEM_TEXT.scheduleOffline, done: ITEM_TEXT.scheduledOffline }}
      />
      {pending.length > 0 && (
        <ul>
          {pending.map((schedule) => (
            <li key={schedule.id}>
              {ITEM_TEXT.pendingSchedule(schedule.target_type === 'item-offline' ? ITEM_TEXT.offline : ITEM_TEXT.publish, formatTime(schedule.publish_at))}
              <button
                type="button"
                onClick={() =>
                  void cancel({ id: schedule.id })
                    .unwrap()
                    .then(
                      () => onNotice(ITEM_TEXT.scheduleCancelled),
                      (error: unknown) => onNotice(refusalText(error)),
                    )
                }
              >
                {ITEM_TEXT.cancelSchedule}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
