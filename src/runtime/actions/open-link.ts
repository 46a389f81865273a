import type { OpenLinkAction } from '../../../contract/generated/schema-types';
import { resolveValue } from '../../../contract/bind/resolve-value';
import type { ActionContext } from './action-context';

/** Internal paths stay in the app; only http(s) leaves it (a javascript: link is never followed). */
export function runOpenLink(action: OpenLinkAction, { scope, services }: ActionContext): void {
  const url = resolveValue(action.url, scope);
  if (typeof url !== 'string' || url.trim() === '') return;
  const link = url.trim();
  if (link.startsWith('/') && !link.startsWith('//')) {
    services.navigate(link);
    return;
  }
  if (/^https?:\/\//i.test(link)) services.openExternal(link);
}
