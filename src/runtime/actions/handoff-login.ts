import type { HandoffLoginAction } from '../../../contract/generated/schema-types';
import { resolveValue } from '../../../contract/bind/resolve-value';
import { HANDOFF_KEYS, saveHandoffValue, saveSession } from '../data/session-storage';
import type { ActionContext } from './action-context';
import { inAppPath, sessionFrom, sleep, toastRefusal } from './account-session';

export const HANDOFF_TEXTS = { failed: '登录失败' } as const;
/** The failure toast stays 3 s before the WeChat OAuth redirect. */
const OAUTH_DELAY_MS = 3000;
/** loginByUnionId: the WeChat identity is real but no account holds it yet; the token still binds it once. */
const UNBOUND_WECHAT_CODE = -2;

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
 * The /middle screen: the WeChat OAuth callback hands the visitor over with a one-time wx_token, or a
 * social platform with a uuid. Either way the visitor ends up on `path` (or home): logged in, or as a guest
 * (a failed uuid; a WeChat identity without an account, whose token the next code login binds).
 */
export async function runHandoffLogin(action: HandoffLoginAction, { scope, services }: ActionContext): Promise<boolean> {
  const wxToken = text(resolveValue(action.wxToken ?? '$route.query.wx_token', scope));
  const uuid = text(resolveValue(action.uuid ?? '$route.query.uuid', scope));
  const path = inAppPath(resolveValue(action.path ?? '$route.query.path', scope)) ?? '/';
  const searchChannel = text(resolveValue(action.searchChannel ?? '$route.query.search_channel', scope));
  if (searchChannel) saveHandoffValue(HANDOFF_KEYS.searchChannel, searchChannel);

  const outcome = wxToken
    ? await services.callEndpoint('loginByUnionId', { wx_token: wxToken, path })
    : uuid
      ? await services.callEndpoint('loginByUuid', { uuid, path })
      : undefined;
  if (!outcome) {
    services.navigate(path, { replace: true });
    return true;
  }
  const session = sessionFrom(outcome);
  if (session) {
    if (wxToken) saveHandoffValue(HANDOFF_KEYS.wxToken, undefined);
    saveSession({ access_token: session.access_token, refresh_token: session.refresh_token, user: session.user });
    services.navigate(path, { replace: true });
    return true;
  }
  toastRefusal(outcome, services, HANDOFF_TEXTS.failed);
  const unbound = !outcome.ok && outcome.code === UNBOUND_WECHAT_CODE;
  if (wxToken && unbound) saveHandoffValue(HANDOFF_KEYS.wxToken, wxToken);
  if (wxToken && !unbound) {
    // An expired or spent token: a fresh WeChat authorisation gets a new one.
    await sleep(action.oauthDelayMs ?? OAUTH_DELAY_MS);
    services.openExternal(oauthUrl(path));
  } else {
    services.navigate(path, { replace: true });
  }
  return false;
}
