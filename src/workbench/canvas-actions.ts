import type { ActionServices } from '../runtime/actions/action-context';

/** One thing an example's action asked of the outside world, as the workbench lists it. */
export interface LoggedAction {
  kind: 'navigate' | 'open' | 'toast' | 'confirm' | 'request';
  detail: string;
}

export const ACTION_MESSAGE = 'workbench:action';

export interface ActionMessage {
  kind: typeof ACTION_MESSAGE;
  action: LoggedAction;
}

export function readActionMessage(data: unknown): LoggedAction | null {
  if (typeof data !== 'object' || data === null) return null;
  const message = data as Partial<ActionMessage>;
  return message.kind === ACTION_MESSAGE && typeof message.action?.detail === 'string' ? message.action : null;
}

/**
 * Action services that do nothing outside the canvas: every navigation, link, toast, dialog and request
 * is handed to `log` (and answered as refused or dismissed), so tapping an example never leaves the page
 * or changes anything on the server. Actions inside the page (opening an overlay) still run.
 */
export function loggingActions(log: (action: LoggedAction) => void): ActionServices {
  return {
    navigate: (path) => log({ kind: 'navigate', detail: path }),
    openExternal: (url) => log({ kind: 'open', detail: url }),
    toast: (text) => log({ kind: 'toast', detail: text }),
    confirm: async (options) => {
      log({ kind: 'confirm', detail: options.message });
      return false;
    },
    callEndpoint: (name) => {
      log({ kind: 'request', detail: name });
      return Promise.reject(new Error(`the workbench sends no requests (${name})`));
    },
    currentPath: () => '/',
    config: { meetingUrlTemplate: '' },
  };
}
