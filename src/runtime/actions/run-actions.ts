import type { Action } from '../../../contract/generated/schema-types';
import type { ActionContext, ActionResult } from './action-context';
import { runConfirm } from './confirm';
import { runGoBack } from './go-back';
import { runNavigate } from './navigate';
import { runOpenLink } from './open-link';
import { runRequireLogin } from './require-login';
import { runSetOverlay } from './set-overlay';
import { runToast } from './toast';

type Handlers = { [K in Action['action']]: (action: Extract<Action, { action: K }>, context: ActionContext) => ActionResult };

/**
 * Handlers of actions the first screen never needs (login, profile, comments, downloads …) are fetched on
 * first use, like lazy widgets, so the doctors' first download stays small; runActions awaits them anyway.
 */
function later<A extends Action>(load: () => Promise<(action: A, context: ActionContext) => ActionResult>) {
  return async (action: A, context: ActionContext): Promise<void | boolean> => (await load())(action, context);
}

// Exactly one handler per action type; the mapped type makes a missing handler a compile error.
const handlers: Handlers = {
  navigate: runNavigate,
  // Its origin table is only needed at the first tap on a card.
  'navigate-by-origin': later(() => import('./navigate-by-origin').then((m) => m.runNavigateByOrigin)),
  'open-link': runOpenLink,
  toast: runToast,
  'require-login': runRequireLogin,
  'check-password': later(() => import('./check-password').then((m) => m.runCheckPassword)),
  'go-back': runGoBack,
  'record-progress': later(() => import('./record-progress').then((m) => m.runRecordProgress)),
  confirm: runConfirm,
  'clear-cache': later(() => import('./clear-cache').then((m) => m.runClearCache)),
  'toggle-follow': later(() => import('./follow-actions').then((m) => m.runToggleFollow)),
  'book-live': later(() => import('./booking-actions').then((m) => m.runBookLive)),
  'apply-meeting': later(() => import('./booking-actions').then((m) => m.runApplyMeeting)),
  'send-code': later(() => import('./login-actions').then((m) => m.runSendCode)),
  'verify-login': later(() => import('./login-actions').then((m) => m.runVerifyLogin)),
  'verify-change-tel': later(() => import('./login-actions').then((m) => m.runVerifyChangeTel)),
  'verify-current-tel': later(() => import('./login-actions').then((m) => m.runVerifyCurrentTel)),
  logout: later(() => import('./login-actions').then((m) => m.runLogout)),
  'go-after-login': later(() => import('./login-actions').then((m) => m.runGoAfterLogin)),
  'handoff-login': later(() => import('./handoff-login').then((m) => m.runHandoffLogin)),
  'save-profile': later(() => import('./profile-actions').then((m) => m.runSaveProfile)),
  'open-picker': later(() => import('./profile-actions').then((m) => m.runOpenPicker)),
  'update-draft': later(() => import('./profile-actions').then((m) => m.runUpdateDraft)),
  'create-hospital': later(() => import('./profile-actions').then((m) => m.runCreateHospital)),
  'open-share': later(() => import('./open-share').then((m) => m.runOpenShare)),
  'set-overlay': runSetOverlay,
  'open-download': later(() => import('./download-actions').then((m) => m.runOpenDownload)),
  'send-download-email': later(() => import('./download-actions').then((m) => m.runSendDownloadEmail)),
  search: later(() => import('./search-actions').then((m) => m.runSearch)),
  'post-comment': later(() => import('./interaction-actions').then((m) => m.runPostComment)),
  'toggle-favourite': later(() => import('./interaction-actions').then((m) => m.runToggleFavourite)),
  'toggle-like': later(() => import('./interaction-actions').then((m) => m.runToggleLike)),
  'toggle-comment-like': later(() => import('./interaction-actions').then((m) => m.runToggleCommentLike)),
  'report-comment': later(() => import('./interaction-actions').then((m) => m.runReportComment)),
  'send-live-chat': later(() => import('./live-actions').then((m) => m.runSendLiveChat)),
  'delete-live-chat': later(() => import('./live-actions').then((m) => m.runDeleteLiveChat)),
  'submit-questionnaire': later(() => import('./live-actions').then((m) => m.runSubmitQuestionnaire)),
  'call-endpoint': later(() => import('./live-actions').then((m) => m.runCallEndpoint)),
  'refetch-data': later(() => import('./live-actions').then((m) => m.runRefetchData)),
  'reload-page': later(() => import('./live-actions').then((m) => m.runReloadPage)),
  'upload-live-chat-image': later(() => import('./live-image-upload').then((m) => m.runUploadLiveChatImage)),
};

export function isKnownAction(name: string): name is Action['action'] {
  return Object.prototype.hasOwnProperty.call(handlers, name);
}

/**
 * Runs a node's actions in order. A handler that returns false (a gate that stayed shut) stops the chain
 * quietly; one that throws stops it and is reported, never thrown into React. Resolves true when every
 * action ran through.
 */
export async function runActions(actions: readonly Action[], context: ActionContext, report: (error: unknown) => void): Promise<boolean> {
  for (const action of actions) {
    try {
      const handler = handlers[action.action] as (action: Action, context: ActionContext) => ActionResult;
      if ((await handler(action, context)) === false) return false;
    } catch (error) {
      report(error);
      return false;
    }
  }
  return true;
}
