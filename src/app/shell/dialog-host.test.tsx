import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DialogHost, showConfirm } from './dialog-host';

describe('DialogHost', () => {
  it('answers Escape as cancel and hands focus back', async () => {
    render(
      <>
        <button type="button">收藏</button>
        <DialogHost />
      </>,
    );
    const opener = screen.getByRole('button', { name: '收藏' });
    opener.focus();
    let answer: Promise<boolean> = Promise.resolve(true);
    act(() => {
      answer = showConfirm({ title: '请先登录', message: '登录后即可收藏', cancelText: '取消', confirmText: '去登录' });
    });
    // The dialog's own code arrives with the first dialog: focus moves in once it shows.
    const cancel = await screen.findByRole('button', { name: '取消' });
    await waitFor(() => expect(document.activeElement).toBe(cancel));
    expect(document.body.style.position).toBe('fixed');
    await userEvent.keyboard('{Escape}');
    await expect(answer).resolves.toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.position).toBe('');
    expect(document.activeElement).toBe(opener);
  });
});
