import type { HotWord, SearchAction } from '../../../contract/generated/schema-types';
import { resolveRecord, resolveValue } from '../../../contract/bind/resolve-value';
import { buildPath } from '../../../contract/routes/build-path';
import type { ActionContext } from './action-context';

export const SEARCH_ACTION_TEXTS = { empty: '请输入搜索词', cleared: '删除成功' } as const;
/** The academic zone. */
const ACADEMIC_ZONE_PATH = '/live-study';

type Primitive = string | number | boolean | null | undefined;

function hotWordOf(value: unknown): HotWord | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const word = value as Partial<HotWord>;
  return typeof word.title === 'string' ? (word as HotWord) : undefined;
}

function openLink(link: string, services: ActionContext['services']): void {
  if (link.startsWith('/') && !link.startsWith('//')) services.navigate(link);
  else if (/^https?:\/\//i.test(link)) services.openExternal(link);
}

/** Submitting a search or clearing the history (schemas/actions/search.json). */
export async function runSearch(action: SearchAction, { scope, services, screen }: ActionContext): Promise<boolean> {
  const loggedIn = scope.state.loggedIn === true;
  if (action.op === 'clear-history') {
    if (!loggedIn) return false;
    const outcome = await services.callEndpoint('deleteSearchHistory', {});
    if (!outcome.ok) return false;
    services.toast(SEARCH_ACTION_TEXTS.cleared, 'success');
    if (action.refetch) screen.refetch(action.refetch);
    return true;
  }

  const raw = resolveValue(action.keyword, scope);
  const keyword = (typeof raw === 'string' || typeof raw === 'number' ? String(raw) : '').trim();
  if (!keyword) {
    services.toast(SEARCH_ACTION_TEXTS.empty);
    return false;
  }
  if (action.academicPhrase && keyword === action.academicPhrase.trim()) {
    services.navigate(ACADEMIC_ZONE_PATH);
    return true;
  }
  // Recording never blocks the search: a failure only costs a history entry.
  if (loggedIn) await services.callEndpoint('recordSearch', { keyword });
  const hot = hotWordOf(resolveValue(action.hotWord, scope));
  if (hot && Number(hot.content_type) === 2 && hot.title.trim() === keyword && hot.link) {
    openLink(hot.link, services);
    return true;
  }
  const query = { ...(resolveRecord(action.query, scope) as Record<string, Primitive>), keyword };
  services.navigate(buildPath(action.route ?? 'search-new', {}, query), { replace: action.replace });
  if (action.refetch) screen.refetch(action.refetch);
  return true;
}
