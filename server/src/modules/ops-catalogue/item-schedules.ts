import type { Db } from '../../db/database';
import { AppError } from '../../plugins/envelope';
import { PUBLISH_STATE } from '../../shared/publish-state';
import { itemKind } from './item-kinds';
import type { ItemKind } from './item-kind';
import { ITEM_MESSAGES } from './item-messages';
import { findItemDraft } from './items.repository';
import { publishItem, takeDownItem, type ItemOperator } from './items.service';

// Scheduled publish and take-down of an item ride on the console's scheduler (modules/ops-schedules: one
// process runs each due schedule once). A schedule names its item as "<kind>:<id>"; a publish pins the
// draft as it was when scheduled, so an edit made later fails the schedule instead of going live unseen.

export type ItemScheduleAction = 'item' | 'item-offline';

const SCHEDULE_MESSAGES = {
  badTarget: '定时目标格式应为 类型:编号',
  alreadyOffline: '内容已下线，无需定时下线',
  changed: '定时后草稿又有改动，未发布；请检查后重新定时',
} as const;

function itemOf(target: string): { kind: ItemKind; id: number } {
  const match = /^([a-z-]+):(\d{1,9})$/.exec(target);
  if (!match) throw new AppError(400, SCHEDULE_MESSAGES.badTarget);
  return { kind: itemKind(match[1]), id: Number(match[2]) };
}

/** What a new schedule of an item pins (its draft's time), or the reason it cannot be scheduled. */
export async function checkItemSchedule(db: Db, action: ItemScheduleAction, target: string): Promise<{ draftUpdatedAt: Date | null }> {
  const { kind, id } = itemOf(target);
  const row = await kind.read(db, id);
  if (!row) throw new AppError(404, ITEM_MESSAGES.notFound);
  if (action === 'item-offline') {
    if (row.state === PUBLISH_STATE.offline) throw new AppError(409, SCHEDULE_MESSAGES.alreadyOffline);
    return { draftUpdatedAt: null };
  }
  const draft = await findItemDraft(db, kind.name, id);
  if (!draft && row.state === PUBLISH_STATE.published) throw new AppError(409, ITEM_MESSAGES.nothingToPublish);
  return { draftUpdatedAt: draft?.updatedAt ?? null };
}

/** The scheduled step, on the transaction that took the schedule; `error` when it cannot be done now (nothing changed). */
export async function runItemSchedule(
  tx: Db,
  schedule: { action: ItemScheduleAction; target: string; draftUpdatedAt: Date | null; by: ItemOperator },
): Promise<{ error: string } | { revision: number }> {
  try {
    const { kind, id } = itemOf(schedule.target);
    if (schedule.action === 'item-offline') {
      await takeDownItem(tx, kind, id, schedule.by);
      return { revision: 0 };
    }
    const draft = await findItemDraft(tx, kind.name, id);
    if (schedule.draftUpdatedAt && draft?.updatedAt.getTime() !== schedule.draftUpdatedAt.getTime()) return { error: SCHEDULE_MESSAGES.changed };
    return { revision: await publishItem(tx, kind, id, schedule.by) };
  } catch (error) {
    // A refusal the console's 发布 or 下线 would show (a column taken down meanwhile): the schedule fails with it.
    if (error instanceof AppError && error.statusCode < 500) return { error: `${error.message}，未执行` };
    throw error;
  }
}
