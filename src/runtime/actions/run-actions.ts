import type { Action } from '../../generated/schema-types';
import type { ActionContext, ActionResult } from './action-context';
import { runCheckPassword } from './check-password';
import { runClearCache } from './clear-cache';
import { runConfirm } from './confirm';
import { runGoBack } from './go-back';
import { runHandoffLogin } from './handoff-login';
import { runPostComment, runToggleCommentLike, runToggleFavourite, runToggleLike } from './interaction-actions';
import { runGoAfterLogin, runLogout, runSendCode, runVerifyChangeTel, runVerifyLogin } from './login-actions';
import { runNavigate } from './navigate';
import { runNavigateByOrigin } from './navigate-by-origin';
import { runOpenLink } from './open-link';
import { runOpenShare } from './open-share';
import { runCreateHospital, runOpenPicker, runSaveProfile, runUpdateDraft } from './profile-actions';
import { runRecordProgress } from './record-progress';
import { runRequireLogin } from './require-login';
import { runToast } from './toast';
import { runSetOverlay } from './set-overlay';
import { runOpenDownload, runSendDownloadEmail } from './download-actions';
import { runToggleFollow } from './follow-actions'; import { runApplyMeeting, runBookLive } from './booking-actions';

type Handlers = { [K in Action['action']]: (action: Extract<Action, { action: K }>, context: ActionContext) => ActionResult };

// Exactly one handler per action type; the mapped type makes a missing handler a compile error.
const handlers: Handlers = {
  navigate: runNavigate,
  'navigate-by-origin': runNavigateByOrigin,
  'open-link': runOpenLink,
  toast: runToast,
  'require-login': runRequireLogin,
  'check-password': runCheckPassword,
  'go-back': runGoBack,
  'record-progress': runRecordProgress,
  confirm: runConfirm,
  'clear-cache': runClearCache,
  'toggle-follow': runToggleFollow, 'book-live': runBookLive, 'apply-meeting': runApplyMeeting,
  'send-code': runSendCode,
  'verify-login': runVerifyLogin,
  'verify-change-tel': runVerifyChangeTel,
  logout: runLogout,
  'go-after-login': runGoAfterLogin,
  'handoff-login': runHandoffLogin,
  'save-profile': runSaveProfile,
  'open-picker': runOpenPicker,
  'update-draft': runUpdateDraft,
  'create-hospital': runCreateHospital,
  'open-share': runOpenShare,
  'set-overlay': runSetOverlay,
  'open-download': runOpenDownload, 'send-download-email': runSendDownloadEmail,
  'post-comment': runPostComment, 'toggle-favourite': runToggleFavourite, 'toggle-like': runToggleLike, 'toggle-comment-like': runToggleCommentLike,
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
