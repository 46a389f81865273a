import type { OpsItemBulkResult } from '../../../../contract/generated/schema-types';
import type { Db } from '../../db/database';
import { AppError } from '../../plugins/envelope';
import type { ItemKind } from './item-kind';
import { ITEM_MESSAGES } from './item-messages';
import { getItem, publishItem, saveItem, takeDownItem, type ItemOperator } from './items.service';

/**
 * Runs `act` on each item in turn: one item's refusal (nothing to publish, a column taken down) is
 * reported with its reason and the others go on. Items are handled one by one, each in its own
 * transaction, so a bulk action is the same as doing them by hand.
 */
async function eachItem(ids: readonly number[], act: (id: number) => Promise<unknown>): Promise<OpsItemBulkResult> {
  const result: OpsItemBulkResult = { done: [], refused: [] };
  for (const id of ids) {
    try {
      await act(id);
      result.done.push(id);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      result.refused.push({ id, message: error.message });
    }
  }
  return result;
}

export const bulkPublish = (db: Db, kind: ItemKind, ids: readonly number[], operator: ItemOperator) =>
  eachItem(ids, (id) => publishItem(db, kind, id, operator));

export const bulkTakeDown = (db: Db, kind: ItemKind, ids: readonly number[], operator: ItemOperator) =>
  eachItem(ids, (id) => takeDownItem(db, kind, id, operator));

/** Puts each item's draft in medical column `columnId` (null: in none); publishing makes the move live. */
export async function bulkMove(db: Db, kind: ItemKind, ids: readonly number[], columnId: number | null, operator: ItemOperator) {
  const field = kind.columnField;
  if (!field) throw new AppError(400, ITEM_MESSAGES.noColumnField);
  return eachItem(ids, async (id) => {
    const item = await getItem(db, kind, id);
    await saveItem(db, kind, id, { ...item.fields, [field]: columnId }, operator);
  });
}
