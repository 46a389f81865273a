import type { ApplyMeetingAction, BookLiveAction } from '../../../contract/generated/schema-types';
import { resolveValue } from '../../../contract/bind/resolve-value';
import { buildPath } from '../../../contract/routes/build-path';
import type { ActionContext, ActionServices } from './action-context';
import { applyCacheUpdate } from './cache-update';
import { positiveId } from './follow-actions';

export const BOOKING_TEXTS = { booked: '预约成功', applied: '报名成功', failed: '操作失败' } as const;
/** docs/product-rules.md#booking: the live room opens 1 s after the toast. */
export const BOOKED_NAVIGATE_DELAY_MS = 1000;

/** A refused booking: a toast of code plus message. */
function failureToast(services: ActionServices, outcome: { code?: number; message: string }): void {
  if (typeof outcome.code !== 'number') return; // HTTP failures were already shown by the request layer.
  services.toast(`${outcome.code} ${outcome.message || BOOKING_TEXTS.failed}`, 'fail');
}

export async function runBookLive(action: BookLiveAction, { scope, services, screen }: ActionContext): Promise<boolean> {
  const id = positiveId(resolveValue(action.id, scope), 'book-live');
  const outcome = await services.callEndpoint('createLiveAppointment', { id });
  if (!outcome.ok) {
    failureToast(services, outcome);
    return false;
  }
  // The card shows 已预约 at once; the reload then brings the server's booking count.
  applyCacheUpdate(screen, action.update, id, 'set');
  screen.refetch(action.refetch);
  if (action.overlay) return true;
  services.toast(BOOKING_TEXTS.booked, 'success');
  // The live screens come in a later issue: the route is named here, not its layout.
  setTimeout(() => services.navigate(buildPath('live-detail-home', { id })), BOOKED_NAVIGATE_DELAY_MS);
  return true;
}

export async function runApplyMeeting(action: ApplyMeetingAction, { scope, services, screen }: ActionContext): Promise<boolean> {
  const id = positiveId(resolveValue(action.id, scope), 'apply-meeting');
  const outcome = await services.callEndpoint('createMeetingApplication', { id, ...(action.pageType ? { page_type: action.pageType } : {}) });
  if (!outcome.ok) {
    failureToast(services, outcome);
    return false;
  }
  // A doctor signs up for a meeting (报名) and books a live (预约): the toast names what was done.
  services.toast(BOOKING_TEXTS.applied, 'success');
  screen.refetch(action.refetch);
  return true;
}
