import type { GoBackAction } from '../../../contract/generated/schema-types';
import type { ActionContext } from './action-context';

/**
 * The app's history keeps its position in history.state.idx (0 = the first screen of this visit), so
 * idx > 0 means the previous entry is one of ours; otherwise (opened from a shared link) go home.
 */
function hasInAppHistory(): boolean {
  if (typeof window === 'undefined') return false;
  const state = window.history.state as { idx?: unknown } | null;
  return typeof state?.idx === 'number' && state.idx > 0;
}

export function runGoBack(_action: GoBackAction, { services }: ActionContext): void {
  if (hasInAppHistory()) window.history.back();
  else services.navigate('/', { replace: true });
}
