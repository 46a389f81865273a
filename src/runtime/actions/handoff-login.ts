import type { HandoffLoginAction } from '../../generated/schema-types';
import { resolveValue } from '../bind/resolve-value';
import { HANDOFF_KEYS, saveHandoffValue, saveSession } from '../data/session-storage';
import type { ActionContext } from './action-context';
import { inAppPath, sessionFrom, sleep, toastRefusal } from './account-session';

export const HANDOFF_TEXTS = { failed: '登录失败' } as const;
/** Spec §8: the union-id failure toast stays 3 s before the social OAuth redirect. */
const OAUTH_DELAY_MS = 3000;

function text(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  const result = String(value).trim();
  return result || undefined;
}

/** `{api}/wechat/wxOauth` — the API is served from the app's own origin. */
export function oauthUrl(path: string, origin: string = globalThis.location?.origin ?? ''): string {
  const query = new URLSearchParams({ redirect_url: `${origin}/middle`, path });
  return `${origin}/wechat/wxOauth?${query.toString()}`;
}

/**
 * The /middle screen: a social platform hands the visitor over with a union id or a uuid. Either way
 * the visitor ends up on `path` (or home): logged in, or, for a failed uuid, as a guest.
 */
export async function runHandoffLogin(action: HandoffLoginAction, { scope, services }: ActionContext): Promise<boolean> {
  const unionId = text(resolveValue(action.unionId ?? '$route.query.union_id', scope));
  const uuid = text(resolveValue(action.uuid ?? '$route.query.uuid', scope));
  const path = inAppPath(resolveValue(action.path ?? '$route.query.path', scope)) ?? '/';
  const searchChannel = text(resolveValue(action.searchChannel ?? '$route.query.search_channel', scope));
  if (searchChannel) saveHandoffValue(HANDOFF_KEYS.searchChannel, searchChannel);

  if (!unionId && !uuid) {
    services.navigate(path, { replace: true });
    return true;
  }
  const outcome = unionId
    ? await services.callEndpoint('loginByUnionId', { union_id: unionId, path })
    : await services.callEndpoint('loginByUuid', { uuid, path });
  const session = sessionFrom(outcome);
  if (session) {
    if (unionId) saveHandoffValue(HANDOFF_KEYS.unionId, unionId);
    saveSession({ access_token: session.access_token, refresh_token: session.refresh_token, user: session.user });
    services.navigate(path, { replace: true });
    return true;
  }
  toastRefusal(outcome, services, HANDOFF_TEXTS.failed);
  if (unionId) {
    await sleep(action.oauthDelayMs ?? OAUTH_DELAY_MS);
    services.openExternal(oauthUrl(path));
  } else {
    services.navigate(path, { replace: true });
  }
  return false;
}
