import { describe, expect, it } from 'vitest';
import { shortcutOf } from './editor-shortcuts';

const press = (key: string, modifiers: Partial<Record<'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey', boolean>> = {}) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...modifiers,
});

describe('editor shortcuts', () => {
  it('undo, redo and save with Ctrl (Windows, Linux) or Cmd (macOS)', () => {
    for (const command of ['ctrlKey', 'metaKey'] as const) {
      expect(shortcutOf(press('z', { [command]: true }), false)).toBe('undo');
      expect(shortcutOf(press('Z', { [command]: true, shiftKey: true }), false)).toBe('redo');
      expect(shortcutOf(press('s', { [command]: true }), false)).toBe('save');
    }
    expect(shortcutOf(press('y', { ctrlKey: true }), false)).toBe('redo');
  });

  it('Delete (or the Mac delete key, Backspace) removes the selected node', () => {
    expect(shortcutOf(press('Delete'), false)).toBe('remove');
    expect(shortcutOf(press('Backspace'), false)).toBe('remove');
  });

  it('leaves undo, redo and delete to a text field that has focus, but saves from it', () => {
    expect(shortcutOf(press('z', { ctrlKey: true }), true)).toBeNull();
    expect(shortcutOf(press('z', { metaKey: true, shiftKey: true }), true)).toBeNull();
    expect(shortcutOf(press('Delete'), true)).toBeNull();
    expect(shortcutOf(press('Backspace'), true)).toBeNull();
    expect(shortcutOf(press('s', { metaKey: true }), true)).toBe('save');
  });

  it('means nothing for plain letters or other combinations', () => {
    expect(shortcutOf(press('z'), false)).toBeNull();
    expect(shortcutOf(press('z', { ctrlKey: true, altKey: true }), false)).toBeNull();
    expect(shortcutOf(press('Delete', { ctrlKey: true }), false)).toBeNull();
    expect(shortcutOf(press('a', { ctrlKey: true }), false)).toBeNull();
  });
});
