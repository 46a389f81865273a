import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LayoutDocument, LayoutNode } from '../../contract/generated/schema-types';
import { recordCodeSent } from '../../src/runtime/data/code-sends';
import { renderNode } from '../../src/test-utils/render-node';
import { CodeEntry } from './code-entry';
import example from './code-entry.example.json';
import sendVerifyLayout from '../../layouts/send-verify.layout.json';

const node = example as LayoutNode;

function renderEntry(emit: (event: string, payload?: unknown) => Promise<boolean>, countdown?: number, length?: number | null) {
  return render(<CodeEntry props={{ tel: '13800000001', countdown, length }} emit={emit} nodeId="c" preview={false} />);
}

/** The digit boxes as a person sees them (the one real input lies invisible over them). */
const boxes = (container: HTMLElement) => [...container.querySelectorAll('.w-code-entry__box')].map((box) => box.textContent);

afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
});

describe('code-entry', () => {
  it('says where the code went, offers the change link, and waits 60 s before a resend', async () => {
    recordCodeSent('13800000001');
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

  it('shows as many boxes as the server sends digits: with 6, submits at the sixth and cuts a paste to six', async () => {
    const emit = vi.fn(async (event: string) => event !== 'complete');
    const { container } = renderEntry(emit, undefined, 6);
    expect(boxes(container)).toEqual(['', '', '', '', '', '']);
    const input = screen.getByLabelText('验证码') as HTMLInputElement;
    expect(input.maxLength).toBe(6);
    await userEvent.type(input, '1234');
    expect(emit).not.toHaveBeenCalled();
    expect(boxes(container)).toEqual(['1', '2', '3', '4', '', '']);
    await userEvent.type(input, '56');
    expect(emit).toHaveBeenCalledExactlyOnceWith('complete', { code: '123456' });
    await waitFor(() => expect(input.value).toBe(''));

    emit.mockImplementation(async () => true);
    fireEvent.change(input, { target: { value: '98 76 54 32' } });
    await waitFor(() => expect(emit).toHaveBeenLastCalledWith('complete', { code: '987654' }));
    expect(boxes(container)).toEqual(['9', '8', '7', '6', '5', '4']);
  });

  it('expects 4 digits while the length is unknown or not a length a server may use', () => {
    for (const length of [undefined, null, 3, 9, 5.5]) {
      const { container, unmount } = renderEntry(async () => true, undefined, length);
      expect(boxes(container), String(length)).toHaveLength(4);
      unmount();
    }
  });

  it('claims nothing when no code was sent from this tab, and times the wait from the real send on a reload', async () => {
    vi.useFakeTimers();
    const emit = vi.fn(async () => true);
    const first = renderEntry(emit);
    expect(screen.getByText(/验证码将发送至/)).toBeTruthy();
    expect(screen.queryByText(/验证码已发送至/)).toBeNull();
    expect((screen.getByRole('button', { name: '获取验证码' }) as HTMLButtonElement).disabled).toBe(false);
    first.unmount();

    recordCodeSent('13800000001', Date.now() - 20_000);
    renderEntry(emit);
    expect(screen.getByText(/验证码已发送至/)).toBeTruthy();
    expect(screen.getByRole('button', { name: '重新发送 40s' })).toBeTruthy();
  });

  it('counts down 重新发送 Ns; a refused resend (-1) does not restart it, a sent one does', async () => {
    vi.useFakeTimers();
    recordCodeSent('13800000001');
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
      const body =
        url.pathname === '/user/api/send-verify'
          ? { code: -1, message: '发送过于频繁，请稍后再试' }
          : {
              code: 0,
              message: 'ok',
              data: { user: { id: 1, mobile: '13800000001', is_complete: 1 }, access_token: 'a', refresh_token: 'r', hasIInWhiteList: false },
            };
      return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
    }) as typeof globalThis.fetch;
    const entry: LayoutNode = {
      ...node,
      props: { tel: '13800000001', countdown: 1 },
      on: {
        ...node.on,
        complete: [{ action: 'verify-login', mobile: '13800000001', code: '$event.code' }, { action: 'toast', text: '登录成功' }, { action: 'go-after-login' }],
      },
    };
    const doc: LayoutDocument = { schemaVersion: 1, id: 't', body: [entry] };
    sessionStorage.setItem('back-url', '/course-detail/37');
    const view = await renderNode(undefined, { doc, fetch, path: '/send-verify?tel=13800000001' });
    const resend = await screen.findByRole('button', { name: '获取验证码' }, { timeout: 2000 });
    await userEvent.click(resend);
    await waitFor(() => expect(view.toasts()).toEqual(['发送过于频繁，请稍后再试']));
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeTruthy();
    expect(screen.queryByText(/验证码已发送至/)).toBeNull();

    await userEvent.type(screen.getByLabelText('验证码'), '1234');
    await waitFor(() => expect(view.location()).toBe('/course-detail/37'));
    expect(view.toasts()).toEqual(['发送过于频繁，请稍后再试', '登录成功']);
    expect(localStorage.getItem('access_token')).toBe('a');
    expect(calls).toEqual(['/user/api/send-verify', '/user/api/check-verify']);
  });

  it("through the runtime: the code screen's layout takes the length from the server and logs in with six digits", async () => {
    const calls: string[] = [];
    const fetch = (async (input: string, init?: RequestInit) => {
      const url = new URL(String(input));
      calls.push(url.pathname);
      if (url.pathname === '/user/api/login-code-rules') return Response.json({ code: 0, message: 'ok', data: { code_length: 6 } });
      const code = new URLSearchParams(String(init?.body)).get('code');
      const body =
        code === '246810'
          ? {
              code: 0,
              message: 'ok',
              data: { user: { id: 1, mobile: '13800000001', is_complete: 1 }, access_token: 'a6', refresh_token: 'r', hasIInWhiteList: false },
            }
          : { code: -1, message: '请输入4位数字验证码' };
      return Response.json(body);
    }) as typeof globalThis.fetch;
    // JSON imports are typed by their literal shape; the layout itself passes lint and the runtime's validation.
    const doc = sendVerifyLayout as unknown as LayoutDocument;
    const view = await renderNode(undefined, { doc, fetch, path: '/send-verify?tel=13800000001' });
    await waitFor(() => expect(boxes(view.container)).toHaveLength(6));
    await userEvent.type(screen.getByLabelText('验证码'), '246810');
    await waitFor(() => expect(localStorage.getItem('access_token')).toBe('a6'));
    // One check, with all six digits (a signed-in viewer's data, the rules included, is then asked for again).
    expect(calls.slice(0, 2)).toEqual(['/user/api/login-code-rules', '/user/api/check-verify']);
    expect(calls.filter((path) => path === '/user/api/check-verify')).toHaveLength(1);
    expect(view.toasts()).toEqual(['登录成功']);
  });

  it('更换手机号 goes back to the number screen', async () => {
    const view = await renderNode(node, { path: '/send-verify?tel=13800000001' });
    await userEvent.click(await screen.findByRole('button', { name: '更换手机号' }));
    await waitFor(() => expect(view.location()).toBe('/login?tel=13800000001'));
  });
});
