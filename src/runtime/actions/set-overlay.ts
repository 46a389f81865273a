import type { SetOverlayAction } from '../../../contract/generated/schema-types';
import { resolveValue } from '../../../contract/bind/resolve-value';
import type { ActionContext } from './action-context';

/** Opens (a value) or closes (null) a screen-local overlay read as `$state.overlay.<name>`. */
export function runSetOverlay(action: SetOverlayAction, { scope, screen }: ActionContext): boolean {
  const value = 'value' in action ? resolveValue(action.value, scope) : scope.event;
  screen.setOverlay?.(action.name, value ?? null);
  return true;
}
