import type { RecordProgressAction } from '../../../contract/generated/schema-types';
import { resolveValue } from '../../../contract/bind/resolve-value';
import type { ActionContext } from './action-context';

/** Seconds as the endpoint takes them: whole, within 0–max, or left out when not a number. */
function seconds(value: unknown, max: number): number | undefined {
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? Math.min(max, Math.round(n)) : undefined;
}

/**
 * Reports playback progress (original call GET progress), with where playback stands and how much was
 * played since the last report (resume and 学习记录 read them back). Progress is bookkeeping: a bad value
 * or a failed call never stops the chain or bothers the person.
 */
export async function runRecordProgress(action: RecordProgressAction, { scope, services }: ActionContext): Promise<void> {
  const contentId = Number(resolveValue(action.contentId, scope));
  const percent = Number(resolveValue(action.percent ?? '$event.percent', scope));
  if (!Number.isInteger(contentId) || contentId <= 0 || !Number.isFinite(percent)) return;
  const progress = Math.min(100, Math.max(0, Math.round(percent)));
  const position = seconds(resolveValue(action.position ?? '$event.currentTime', scope), 86_400);
  const duration = seconds(resolveValue(action.duration ?? '$event.duration', scope), 86_400);
  const played = seconds(resolveValue(action.played ?? '$event.played', scope), 600);
  await services.callEndpoint('recordProgress', {
    content_id: contentId,
    progress,
    type: action.type,
    ...(position === undefined ? {} : { position }),
    ...(duration === undefined ? {} : { duration }),
    ...(played === undefined ? {} : { played }),
  });
}
