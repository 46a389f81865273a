import type { Action } from '../../generated/schema-types';
import type { ActionContext } from './action-context';
import { runNavigate } from './navigate';
import { runNavigateByOrigin } from './navigate-by-origin';
import { runOpenLink } from './open-link';
import { runToast } from './toast';

type Handlers = { [K in Action['action']]: (action: Extract<Action, { action: K }>, context: ActionContext) => void | Promise<void> };

// Exactly one handler per action type; the mapped type makes a missing handler a compile error.
const handlers: Handlers = {
  navigate: runNavigate,
  'navigate-by-origin': runNavigateByOrigin,
  'open-link': runOpenLink,
  toast: runToast,
};

export function isKnownAction(name: string): name is Action['action'] {
  return Object.prototype.hasOwnProperty.call(handlers, name);
}

/** Runs a node's actions in order; a failing action stops the chain and is reported, never thrown into React. */
export async function runActions(actions: readonly Action[], context: ActionContext, report: (error: unknown) => void): Promise<void> {
  for (const action of actions) {
    try {
      const handler = handlers[action.action] as (action: Action, context: ActionContext) => void | Promise<void>;
      await handler(action, context);
    } catch (error) {
      report(error);
      return;
    }
  }
}
