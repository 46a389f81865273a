import type { RequireLoginAction } from '../../../contract/generated/schema-types';
import { resolveValue } from '../../../contract/bind/resolve-value';
import { saveBackUrl } from '../data/back-url';
import type { ActionContext, ActionServices, ConfirmOptions } from './action-context';

/** The login-needed dialog (docs/product-rules.md#login-needed-dialog), both variants (title, message and button go together). */
export const LOGIN_DIALOG_TEXTS: Record<NonNullable<RequireLoginAction['variant']>, ConfirmOptions> = {
  default: { title: '需要登录', message: '为了方便学习课程,需要您登录认证', confirmText: '去认证', cancelText: '取消' },
  legacy: { title: '验证联系方式', message: '您还未登录，请先登录', confirmText: '去登录', cancelText: '取消' },
};

/** need_auth-style flags arrive as 1/0, '1'/'0' or booleans. */
export function isFlagSet(value: unknown): boolean {
  if (typeof value === 'string') return value !== '' && value !== '0' && value !== 'false';
  return Boolean(value);
}

/** /login without a user or a mobile number; /add-info for a known user whose profile is incomplete. */
export function loginTarget(user: unknown): '/login' | '/add-info' {
  const mobile = user && typeof user === 'object' ? (user as Record<string, unknown>).mobile : undefined;
  return mobile ? '/add-info' : '/login';
}

/**
 * Login gate (docs/product-rules.md#content-gating): a viewer who is not certified is stopped at once — the chain ends (a player
 * pauses) while the dialog is still open; confirming saves back-url and goes to login or add-info.
 */
export function runRequireLogin(action: RequireLoginAction, { scope, services }: ActionContext): boolean {
  const required = action.required === undefined ? true : isFlagSet(resolveValue(action.required, scope));
  if (!required || scope.state.certified === true) return true;
  askToSignIn({ scope, services }, LOGIN_DIALOG_TEXTS[action.variant ?? 'default']);
  return false;
}

/** Opens the login-needed dialog; confirming saves back-url and goes to login or add-info. */
export function askToSignIn({ scope, services }: Pick<ActionContext, 'scope' | 'services'>, texts: ConfirmOptions): void {
  void offerSignIn(services, scope.state.user, texts);
}

/**
 * The login-needed dialog for `user` (none for a visitor): confirming saves the current page as back-url
 * and goes to login (or add-info for a known user without a complete profile). Settles once it is closed.
 */
export function offerSignIn(
  services: Pick<ActionServices, 'confirm' | 'navigate' | 'currentPath'>,
  user: unknown,
  texts: ConfirmOptions = LOGIN_DIALOG_TEXTS.default,
): Promise<void> {
  const target = loginTarget(user);
  // A signed-in user is not told 您还未登录: what they lack is the certification, so 去认证 says it.
  const shown = target === '/add-info' ? LOGIN_DIALOG_TEXTS.default : texts;
  const backUrl = services.currentPath();
  return services
    .confirm(shown)
    .then((confirmed) => {
      if (!confirmed) return;
      saveBackUrl(backUrl);
      services.navigate(target);
    })
    .catch(() => undefined); // A dialog that fails to open leaves the gate shut, nothing more.
}
