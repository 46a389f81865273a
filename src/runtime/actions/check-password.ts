import type { CheckPasswordAction } from '../../../contract/generated/schema-types';
import { resolveValue } from '../../../contract/bind/resolve-value';
import { saveContentPass } from '../data/content-pass';
import type { ActionContext } from './action-context';
import { askToSignIn, LOGIN_DIALOG_TEXTS } from './require-login';

export const PASSWORD_TEXTS = { ok: '验证成功!', wrong: '密码错误请重试' } as const;
/** checkPassword's envelope code for a wrong password (docs/product-rules.md#watch-passwords). */
const WRONG_PASSWORD_CODE = -1;

/**
 * Watch-password gate: the server decides; a pass token is kept for the item and the screen's data is
 * loaded again (now with the protected content). Any refusal stops the chain (the dialog clears). Only
 * signed-in users may check; a visitor gets the login-needed dialog and nothing is sent.
 */
export async function runCheckPassword(action: CheckPasswordAction, { scope, services, screen }: ActionContext): Promise<boolean> {
  const id = Number(resolveValue(action.id, scope));
  if (!Number.isInteger(id) || id <= 0)
    throw new Error(`check-password: id must resolve to a positive integer (got ${String(resolveValue(action.id, scope))})`);
  const raw = resolveValue(action.password ?? '$event.password', scope);
  const password = raw === undefined || raw === null ? '' : String(raw).trim();
  if (!password) return false; // An empty password is not submitted.
  // The server checks watch passwords for signed-in users only: a visitor is asked to sign in instead.
  if (!scope.state.user) {
    askToSignIn({ scope, services }, LOGIN_DIALOG_TEXTS.legacy);
    return false;
  }

  const outcome = await services.callEndpoint('checkPassword', { id, password, type: action.type });
  if (outcome.ok) {
    const pass = (outcome.data as { pass?: unknown } | null)?.pass;
    if (typeof pass === 'string' && pass) saveContentPass(action.type, id, pass);
    services.toast(PASSWORD_TEXTS.ok, 'success');
    screen.refetch(action.refetch);
    return true;
  }
  // Envelope refusals carry a code; HTTP and network failures were already shown by the request layer.
  if (outcome.code === WRONG_PASSWORD_CODE) services.toast(PASSWORD_TEXTS.wrong, 'fail');
  else if (typeof outcome.code === 'number') services.toast(outcome.message || PASSWORD_TEXTS.wrong, 'fail');
  return false;
}
