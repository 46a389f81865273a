import { useEffect } from 'react';
import { askToConfirm } from './confirm-dialog';

// Unsaved edits are not lost by leaving: the console asks before it switches views or signs out, and the
// browser asks before the tab is closed or reloaded (with its own words: browsers no longer show a page's).

export const LEAVE_TEXT = {
  title: '离开编辑器',
  message: '有未保存的修改，确定离开吗？离开后这些修改会丢失。',
  leave: '离开',
  stay: '留下继续编辑',
} as const;

const holders = new Set<symbol>();

export function hasUnsavedWork(): boolean {
  return holders.size > 0;
}

/** True when nothing unsaved would be lost, or the operator chose to leave anyway. */
export function confirmLeave(): Promise<boolean> {
  if (!hasUnsavedWork()) return Promise.resolve(true);
  return askToConfirm({ title: LEAVE_TEXT.title, message: LEAVE_TEXT.message, confirmText: LEAVE_TEXT.leave, cancelText: LEAVE_TEXT.stay, destructive: true });
}

function onBeforeUnload(event: BeforeUnloadEvent): void {
  event.preventDefault();
  // Older Safari and Firefox ask only when returnValue is set as well.
  event.returnValue = '';
}

/** While `unsaved` is true, leaving the view or the page asks first. */
export function useLeaveGuard(unsaved: boolean): void {
  useEffect(() => {
    if (!unsaved) return;
    const token = Symbol('unsaved');
    holders.add(token);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      holders.delete(token);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [unsaved]);
}
