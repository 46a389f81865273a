import type { NavigateAction } from '../../../contract/generated/schema-types';
import { resolveRecord } from '../../../contract/bind/resolve-value';
import { buildPath } from '../../../contract/routes/build-path';
import { checkRouteTarget } from '../../../contract/routes/link-target';
import type { ActionContext } from './action-context';
import { keepReturnPath, LOGIN_PATH } from '../data/back-url';
import { LinkFailure } from './link-failure';

type Primitive = string | number | boolean | null | undefined;

export function runNavigate(action: NavigateAction, { scope, services }: ActionContext): void {
  const params = resolveRecord(action.params, scope) as Record<string, Primitive>;
  const query = resolveRecord(action.query, scope) as Record<string, Primitive>;
  // Resolved values are checked like literal ones: a bound id that came back empty or malformed goes nowhere.
  const checked = checkRouteTarget(action.route, params);
  if (!checked.ok) throw new LinkFailure(checked.reason);
  const target = buildPath(action.route, params, query);
  // A visitor sent to log in from here (登录 in settings, 报名参会 …) comes back afterwards, unless already in the flow.
  if (action.returnHere || target.split(/[?#]/)[0] === LOGIN_PATH) keepReturnPath(services.currentPath());
  services.navigate(target, { replace: action.replace });
}
