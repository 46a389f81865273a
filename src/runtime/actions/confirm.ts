import type { ConfirmAction } from '../../../contract/generated/schema-types';
import { resolveValue } from '../../../contract/bind/resolve-value';
import type { ActionContext } from './action-context';

/** Asks first: the chain goes on only when the person confirms. */
export async function runConfirm(action: ConfirmAction, { scope, services }: ActionContext): Promise<boolean> {
  const message = resolveValue(action.message, scope);
  return services.confirm({
    title: action.title,
    message: message === undefined || message === null ? '' : String(message),
    confirmText: action.confirmText ?? '确定',
    cancelText: action.cancelText ?? '取消',
  });
}
