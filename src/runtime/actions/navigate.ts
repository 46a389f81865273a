import type { NavigateAction } from '../../../contract/generated/schema-types';
import { resolveRecord } from '../../../contract/bind/resolve-value';
import { buildPath } from '../../../contract/routes/build-path';
import type { ActionContext } from './action-context';

type Primitive = string | number | boolean | null | undefined;

export function runNavigate(action: NavigateAction, { scope, services }: ActionContext): void {
  const params = resolveRecord(action.params, scope) as Record<string, Primitive>;
  const query = resolveRecord(action.query, scope) as Record<string, Primitive>;
  services.navigate(buildPath(action.route, params, query), { replace: action.replace });
}
