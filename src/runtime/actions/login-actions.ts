import type {
  GoAfterLoginAction,
  LogoutAction,
  SendCodeAction,
  VerifyChangeTelAction,
  VerifyCurrentTelAction,
  VerifyLoginAction,
} from '../../../contract/generated/schema-types';
import { resolveValue } from '../../../contract/bind/resolve-value';
import { isLoginFlowPath, takeBackUrl } from '../data/back-url';
import { recordCodeSent } from '../data/code-sends';
import { clearSession, HANDOFF_KEYS, readHandoffValue, readSession, saveHandoffValue, saveSession, saveTokens, saveUser } from '../data/session-storage';
import { buildPath } from '../../../contract/routes/build-path';
import type { CheckVerifyArgs, SendVerifyArgs } from '../../../contract/generated/endpoints';
import type { ActionContext } from './action-context';
import { completeCode, inAppPath, normalizeMobile, sessionFrom, sleep, toastRefusal } from './account-session';
import { sessionStore } from '../data/web-storage';

/** Texts of the phone login and the phone change. */
export const LOGIN_TEXTS = {
  emptyMobile: '请填入手机号',
  emptyNewMobile: '请填入新手机号',
  noCurrentMobile: '当前账号未绑定手机号',
  agreement: '请先阅读并同意用户协议',
  sendFailed: '验证码发送失败',
  checkFailed: '验证码错误',
  changeFailed: '修改失败',
  loggedIn: '登录成功',
  changed: '修改成功',
} as const;

function sessionValue(key: string): string | undefined {
  try {
    return sessionStore()?.getItem(key) || undefined;
  } catch {
    return undefined;
  }
}

/** Sends an SMS code; false (chain stops, countdown not restarted) on any refusal. */
export async function runSendCode(action: SendCodeAction, { scope, services }: ActionContext): Promise<boolean> {
  const mobile = normalizeMobile(resolveValue(action.mobile, scope));
  if (!mobile) {
    const empty = { login: LOGIN_TEXTS.emptyMobile, 'change-tel': LOGIN_TEXTS.emptyNewMobile, 'current-tel': LOGIN_TEXTS.noCurrentMobile } as const;
    services.toast(empty[action.purpose], 'fail');
    return false;
  }
  if (action.agreed !== undefined && !resolveValue(action.agreed, scope)) {
    services.toast(LOGIN_TEXTS.agreement, 'fail');
    return false;
  }
  // The server refuses a change-tel number it cannot use (own or taken) before sending anything.
  const args: SendVerifyArgs = action.purpose === 'change-tel' ? { mobile, purpose: 'change-tel' } : { mobile };
  const isRegister = action.isRegister === undefined ? undefined : resolveValue(action.isRegister, scope);
  if ((typeof isRegister === 'number' || typeof isRegister === 'boolean' || typeof isRegister === 'string') && isRegister !== '') {
    args.is_register = isRegister;
  }
  const outcome = await services.callEndpoint('sendVerify', args);
  if (outcome.ok) {
    recordCodeSent(mobile);
    return true;
  }
  toastRefusal(outcome, services, LOGIN_TEXTS.sendFailed);
  return false;
}

/**
 * Code check → session. An incomplete profile (is_complete '0'/0) that is not white-listed goes on to
 * profile completion and ends the chain here; otherwise the layout goes on (登录成功, go-after-login).
 */
export async function runVerifyLogin(action: VerifyLoginAction, { scope, services }: ActionContext): Promise<boolean> {
  const mobile = normalizeMobile(resolveValue(action.mobile, scope));
  const code = completeCode(resolveValue(action.code, scope));
  if (!mobile || !code) return false;
  const args: CheckVerifyArgs = {
    mobile,
    code,
    wx_token: readHandoffValue(HANDOFF_KEYS.wxToken),
    live_id: sessionValue('live_id'),
  };
  const refer = action.refer === undefined ? undefined : resolveValue(action.refer, scope);
  if (refer !== undefined && refer !== null && refer !== '') args.refer = String(refer);
  const outcome = await services.callEndpoint('checkVerify', args);
  const session = sessionFrom(outcome);
  if (!session) {
    toastRefusal(outcome, services, LOGIN_TEXTS.checkFailed);
    return false;
  }
  saveSession({ access_token: session.access_token, refresh_token: session.refresh_token, user: session.user });
  // Spent by this login (it bound the WeChat identity, or it had expired): never sent again.
  saveHandoffValue(HANDOFF_KEYS.wxToken, undefined);
  const incomplete = String(session.user.is_complete) === '0';
  if (incomplete && !session.hasIInWhiteList) {
    services.navigate(buildPath('add-info', {}, { tel: mobile }), { replace: true });
    return false;
  }
  return true;
}

/** Phone change, step one: the code sent to the current number proves this session may change it. */
export async function runVerifyCurrentTel(action: VerifyCurrentTelAction, { scope, services }: ActionContext): Promise<boolean> {
  const code = completeCode(resolveValue(action.code, scope));
  if (!code) return false;
  const outcome = await services.callEndpoint('verifyCurrentTel', { code });
  if (outcome.ok) return true;
  toastRefusal(outcome, services, LOGIN_TEXTS.checkFailed);
  return false;
}

/** Phone change: the code went to the new number; the stored user gets the new mobile. */
export async function runVerifyChangeTel(action: VerifyChangeTelAction, { scope, services }: ActionContext): Promise<boolean> {
  const mobile = normalizeMobile(resolveValue(action.mobile, scope));
  const code = completeCode(resolveValue(action.code, scope));
  if (!mobile || !code) return false;
  const outcome = await services.callEndpoint('updateTel', { mobile, code });
  if (!outcome.ok) {
    toastRefusal(outcome, services, LOGIN_TEXTS.changeFailed);
    return false;
  }
  const data = (outcome.data ?? {}) as { user?: unknown; access_token?: unknown; refresh_token?: unknown };
  if (typeof data.access_token === 'string' && data.access_token) {
    saveTokens({ access_token: data.access_token, refresh_token: typeof data.refresh_token === 'string' ? data.refresh_token : undefined });
  }
  saveUser(data.user && typeof data.user === 'object' ? (data.user as Record<string, unknown>) : { mobile });
  return true;
}

/** Ends the session on the server (best effort) and always forgets it here. */
export async function runLogout(_action: LogoutAction, { services }: ActionContext): Promise<boolean> {
  const { accessToken, refreshToken } = readSession();
  // The refresh token lets the server end the chain even when the access token has expired.
  if (accessToken || refreshToken) await services.callEndpoint('logout', { refresh_token: refreshToken });
  clearSession();
  takeBackUrl(); // a return path of the previous person must not steer the next one
  return true;
}

/** After login, the stored back-url (once) or home, replacing the login screens in history. */
export async function runGoAfterLogin(action: GoAfterLoginAction, { services }: ActionContext): Promise<void> {
  await sleep(action.delayMs ?? 0);
  const back = inAppPath(takeBackUrl());
  // A back-url on the login screens would send a freshly logged-in person round the flow again.
  const target = back && !isLoginFlowPath(back) ? back : '/';
  services.navigate(target, { replace: true });
}
