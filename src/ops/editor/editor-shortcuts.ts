import { useEffect, useRef } from 'react';
import { isPageScrollLocked } from '../../ui/modal';

// The editor's keyboard shortcuts. Ctrl on Windows and Linux, Cmd (⌘) on macOS; both are accepted
// everywhere. Undo, redo and delete are left to a text field that has focus (its own undo, deleting
// characters); saving works from anywhere in the editor.

export type EditorShortcut = 'undo' | 'redo' | 'save' | 'remove';

export const SHORTCUT_TEXT = {
  undo: '撤销（Ctrl/⌘+Z）',
  redo: '重做（Ctrl/⌘+Shift+Z）',
  save: '保存草稿（Ctrl/⌘+S）',
  hint: '快捷键：Ctrl/⌘+Z 撤销，Ctrl/⌘+Shift+Z 重做，Ctrl/⌘+S 保存草稿，Delete 删除选中的节点',
} as const;

type KeyInfo = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>;

/** Inputs whose keys edit text; checkboxes, buttons, selects and the like do not. */
const NON_TEXT_INPUTS = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file', 'image', 'hidden']);

export function isTextEntry(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement) return true;
  return target instanceof HTMLInputElement && !NON_TEXT_INPUTS.has(target.type);
}

/** The shortcut a key press means, or null when it means none (or is the text field's own). */
export function shortcutOf(event: KeyInfo, inTextEntry: boolean): EditorShortcut | null {
  const command = event.ctrlKey || event.metaKey;
  const key = event.key.toLowerCase();
  if (command && !event.altKey && key === 's') return 'save';
  if (inTextEntry) return null;
  if (command && !event.altKey && key === 'z') return event.shiftKey ? 'redo' : 'undo';
  // Ctrl+Y is redo in Windows programs.
  if (event.ctrlKey && !event.metaKey && !event.altKey && !event.shiftKey && key === 'y') return 'redo';
  // A Mac keyboard's delete key sends Backspace.
  if (!command && !event.altKey && !event.shiftKey && (event.key === 'Delete' || event.key === 'Backspace')) return 'remove';
  return null;
}

/** Listens on the window while the editor is open; handlers are read fresh on every key press. */
export function useEditorShortcuts(handlers: Record<EditorShortcut, () => void>): void {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      // A confirmation dialog is open: its keys are its own. Pinyin composition keys are the input method's.
      if (event.defaultPrevented || event.isComposing || isPageScrollLocked()) return;
      const shortcut = shortcutOf(event, isTextEntry(event.target));
      if (!shortcut) return;
      event.preventDefault();
      latest.current[shortcut]();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
