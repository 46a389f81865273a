import type { OpenLinkAction } from '../../../contract/generated/schema-types';
import { resolveValue } from '../../../contract/bind/resolve-value';
import { checkLinkText } from '../../../contract/routes/link-target';
import type { ActionContext } from './action-context';
import { LinkFailure } from './link-failure';

/**
 * Internal paths stay in the app, if the app has that page; http(s) leaves it (plain http is still opened
 * for links stored before the console refused it). Anything else (javascript:, data:, a bare word) is never
 * followed and is reported as a link that went nowhere. An empty link does nothing, as documented.
 */
export function runOpenLink(action: OpenLinkAction, { scope, services }: ActionContext): void {
  const url = resolveValue(action.url, scope);
  if (url === undefined || url === null || (typeof url === 'string' && url.trim() === '')) return;
  if (typeof url !== 'string') throw new LinkFailure(`链接不是文字：${JSON.stringify(url)}`);
  const link = url.trim();
  if (/^https?:\/\//i.test(link)) {
    services.openExternal(link);
    return;
  }
  const checked = checkLinkText(link);
  if (!checked.ok) throw new LinkFailure(checked.reason);
  if (checked.link.kind === 'app') services.navigate(link);
}
