import type { RecordProgressAction } from '../../../contract/generated/schema-types';
import { resolveValue } from '../../../contract/bind/resolve-value';
import type { ActionContext } from './action-context';

/**
 * Reports playback progress (original call GET progress). Progress is bookkeeping: a bad value or a failed
 * call never stops the chain or bothers the person.
 */
export async function runRecordProgress(action: RecordProgressAction, { scope, services }: ActionContext): Promise<void> {
  const contentId = Number(resolveValue(action.contentId, scope));
  const percent = Number(resolveValue(action.percent ?? '$event.percent', scope));
  if (!Number.isInteger(contentId) || contentId <= 0 || !Number.isFinite(percent)) return;
  const progress = Math.min(100, Math.max(0, Math.round(percent)));
  await services.callEndpoint('recordProgress', { content_id: contentId, progress, type: action.type });
}
