import type { NavigateByOriginAction } from '../../../contract/generated/schema-types';
import { resolveValue } from '../../../contract/bind/resolve-value';
import type { ActionContext } from './action-context';
import { originDestination, type OriginTarget } from './origin-route';

export function runNavigateByOrigin(action: NavigateByOriginAction, { scope, services }: ActionContext): void {
  const item = resolveValue(action.item ?? '$event', scope);
  if (!item || typeof item !== 'object') return;
  const destination = originDestination(item as OriginTarget, services.config);
  if (destination.kind === 'internal') services.navigate(destination.path);
  else if (destination.kind === 'external') services.openExternal(destination.url);
}
