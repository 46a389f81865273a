import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isPageScrollLocked, useModal } from './modal';
import { PathSheet } from './option-sheet';

const OPTIONS = [
  { id: 1, name: '北京', children: [{ id: 11, name: '东城区' }] },
  { id: 2, name: '上海' },
];

/** A page with a field that opens the sheet, as the profile and hospital forms do. */
function SheetPage() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        选择地区
      </button>
      <button type="button">其他</button>
      {open && <PathSheet title="地区" options={OPTIONS} onPick={() => setOpen(false)} onClose={() => setOpen(false)} />}
    </>
  );
}

/** A modal with no way out but its own button (the consent and white-list dialogs). */
function ChoiceOnly({ onChoose }: { onChoose(): void }) {
  const panel = useRef<HTMLDivElement>(null);
  useModal(panel, true);
  return (
    <div ref={panel} role="alertdialog" aria-modal="true" aria-label="须选择">
      <button type="button" onClick={onChoose}>
        同意
      </button>
    </div>
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('modal dialogs and sheets', () => {
  it('hold the page still while open and give it back where it was', async () => {
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(420);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    render(<SheetPage />);
    await userEvent.click(screen.getByRole('button', { name: '选择地区' }));
    expect(screen.getByRole('dialog', { name: '地区' })).toBeTruthy();
    // Fixed in place (iOS ignores overflow: hidden on a touch scroll), shifted so nothing jumps.
    expect(document.body.style.position).toBe('fixed');
    expect(document.body.style.top).toBe('-420px');
    expect(document.body.style.overflow).toBe('hidden');
    expect(isPageScrollLocked()).toBe(true);

    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(0);
    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.position).toBe('');
    expect(document.body.style.top).toBe('');
    expect(document.body.style.overflow).toBe('');
    expect(isPageScrollLocked()).toBe(false);
    expect(scrollTo).toHaveBeenCalledWith(0, 420);
  });

  it('move focus in, keep Tab inside, close on Escape and return focus to the opener', async () => {
    render(<SheetPage />);
    const opener = screen.getByRole('button', { name: '选择地区' });
    opener.focus();
    await userEvent.keyboard('{Enter}');
    const sheet = screen.getByRole('dialog', { name: '地区' });
    const inside = [...sheet.querySelectorAll('button')];
    expect(document.activeElement).toBe(inside[0]);

    // Tab past the last button comes back to the first, Shift+Tab from the first goes to the last.
    inside[inside.length - 1].focus();
    await userEvent.tab();
    expect(document.activeElement).toBe(inside[0]);
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(inside[inside.length - 1]);
    // Focus sent outside by a script comes back in.
    act(() => screen.getByRole('button', { name: '其他' }).focus());
    expect(sheet.contains(document.activeElement)).toBe(true);

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('ignore Escape while an IME composes and where a choice must be made', async () => {
    const onChoose = vi.fn();
    render(<SheetPage />);
    await userEvent.click(screen.getByRole('button', { name: '选择地区' }));
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape', isComposing: true });
    expect(screen.getByRole('dialog', { name: '地区' })).toBeTruthy();

    const { unmount } = render(<ChoiceOnly onChoose={onChoose} />);
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog', { name: '须选择' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '同意' }));
    unmount();
    // The sheet below is still open, so the page stays locked until it closes too.
    expect(isPageScrollLocked()).toBe(true);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(isPageScrollLocked()).toBe(false);
  });
});
