import type { ToastAction } from '../../../contract/generated/schema-types';
import { resolveValue } from '../../../contract/bind/resolve-value';
import type { ActionContext } from './action-context';

export function runToast(action: ToastAction, { scope, services }: ActionContext): void {
  const text = resolveValue(action.text, scope);
  if (text === undefined || text === null || text === '') return;
  services.toast(String(text), action.kind ?? 'info');
}
