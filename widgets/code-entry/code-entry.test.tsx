import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LayoutDocument, LayoutNode } from '../../contract/generated/schema-types';
import { renderNode } from '../../src/test-utils/render-node';
import { CodeEntry } from './code-entry';
import example from './code-entry.example.json';

const node = example as LayoutNode;

function renderEntry(emit: (event: string, payload?: unknown) => Promise<boolean>, countdown?: number) {
  return render(<CodeEntry props={{ tel: '13800000001', countdown }} emit={emit} nodeId="c" preview={false} />);
}

afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
});

describe('code-entry', () => {
  it('says where the code went, offers the change link, and waits 60 s before a resend', async () => {
    await renderNode(node);
    expect(await screen.findByText('138 0000 0001')).toBeTruthy();
    expect(screen.getByText(/验证码已发送至/)).toBeTruthy();
    const resend = screen.getByRole('button', { name: '重新发送 60s' }) as HTMLButtonElement;
    expect(resend.disabled).toBe(true);
    expect(screen.getByRole('button', { name: '更换手机号' })).toBeTruthy();
    const input = screen.getByLabelText('验证码') as HTMLInputElement;
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
  });

  it('submits once at the fourth digit (digits only) and clears when the check fails', async () => {
    const emit = vi.fn(async (event: string) => event !== 'complete');
    renderEntry(emit);
    const input = screen.getByLabelText('验证码') as HTMLInputElement;
    await userEvent.type(input, '1a23');
    expect(emit).not.toHaveBeenCalled();
    expect(input.value).toBe('123');
    await userEvent.type(input, '4');
    expect(emit).toHaveBeenCalledExactlyOnceWith('complete', { code: '1234' });
    await waitFor(() => expect(input.value).toBe(''));
  });

  it('cuts a pasted code to 4 digits and keeps them while a successful check goes on', async () => {
    const emit = vi.fn(async () => true);
    renderEntry(emit);
    const input = screen.getByLabelText('验证码') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '98 765' } });
    await waitFor(() => expect(emit).toHaveBeenCalledWith('complete', { code: '9876' }));
    expect(input.value).toBe('9876');
  });

  it('counts down 重新发送 Ns; a refused resend (-1) does not restart it, a sent one does', async () => {
    vi.useFakeTimers();
    let answer = false;
    const emit = vi.fn(async () => answer);
    renderEntry(emit);
    await act(async () => void (await vi.advanceTimersByTimeAsync(59_000)));
    expect(screen.getByRole('button', { name: '重新发送 1s' })).toBeTruthy();
    await act(async () => void (await vi.advanceTimersByTimeAsync(1_000)));
    const resend = screen.getByRole('button', { name: '重新发送' }) as HTMLButtonElement;
    expect(resend.disabled).toBe(false);

    await act(async () => void fireEvent.click(resend));
    expect(emit).toHaveBeenCalledExactlyOnceWith('resend');
    expect(screen.getByRole('button', { name: '重新发送' })).toBeTruthy();

    answer = true;
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: '重新发送' })));
    expect(screen.getByRole('button', { name: '重新发送 60s' })).toBeTruthy();
    await act(async () => void (await vi.advanceTimersByTimeAsync(30_000)));
    expect(screen.getByRole('button', { name: '重新发送 30s' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重新发送 30s' }));
    expect(emit).toHaveBeenCalledTimes(2);
  });

  it('through the runtime: a -1 resend shows the message and keeps the countdown off; the right code logs in', async () => {
    const calls: string[] = [];
    const fetch = (async (input: string) => {
      const url = new URL(String(input));
      calls.push(url.pathname);
      const body = url.pathname === '/user/api/send-verify'
        ? { code: -1, message: '发送过于频繁，请稍后再试' }
        : { code: 0, message: 'ok', data: { user: { id: 1, mobile: '13800000001', is_complete: 1 }, access_token: 'a', refresh_token: 'r', hasIInWhiteList: false } };
      return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
    }) as typeof globalThis.fetch;
    const entry: LayoutNode = {
      ...node,
      props: { tel: '13800000001', countdown: 1 },
      on: { ...node.on, complete: [{ action: 'verify-login', mobile: '13800000001', code: '$event.code' }, { action: 'toast', text: '登录成功' }, { action: 'go-after-login' }] },
    };
    const doc: LayoutDocument = { schemaVersion: 1, id: 't', body: [entry] };
    sessionStorage.setItem('back-url', '/course-detail/37');
    const view = await renderNode(undefined, { doc, fetch, path: '/send-verify?tel=13800000001' });
    const resend = await screen.findByRole('button', { name: '重新发送' }, { timeout: 2000 });
    await userEvent.click(resend);
    await waitFor(() => expect(view.toasts()).toEqual(['发送过于频繁，请稍后再试']));
    expect(screen.getByRole('button', { name: '重新发送' })).toBeTruthy();

    await userEvent.type(screen.getByLabelText('验证码'), '1234');
    await waitFor(() => expect(view.location()).toBe('/course-detail/37'));
    expect(view.toasts()).toEqual(['发送过于频繁，请稍后再试', '登录成功']);
    expect(localStorage.getItem('access_token')).toBe('a');
    expect(calls).toEqual(['/user/api/send-verify', '/user/api/check-verify']);
  });

  it('更换手机号 goes back to the number screen', async () => {
    const view = await renderNode(node, { path: '/send-verify?tel=13800000001' });
    await userEvent.click(await screen.findByRole('button', { name: '更换手机号' }));
    await waitFor(() => expect(view.location()).toBe('/login?tel=13800000001'));
  });
});
