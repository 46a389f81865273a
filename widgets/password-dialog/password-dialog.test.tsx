import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LayoutDocument, LayoutNode } from '../../contract/generated/schema-types';
import { clearSession, saveUser } from '../../src/runtime/data/session-storage';
import { renderNode } from '../../src/test-utils/render-node';
import { PasswordDialog } from './password-dialog';
import example from './password-dialog.example.json';

const node = example as LayoutNode;
const PASS = '1:39:4102444800:c2lnbmF0dXJl';

/** A server: 1234 is right, anything else wrong; records each request's x-content-pass header. */
function fakeServer() {
  const calls: { url: string; method: string; form: URLSearchParams; pass: string | null }[] = [];
  const fetch: typeof globalThis.fetch = (async (input: string, init?: RequestInit) => {
    const url = String(input);
    // The app posts form bodies; the watch password travels only there.
    const form = new URLSearchParams(init?.body instanceof URLSearchParams || typeof init?.body === 'string' ? init.body : '');
    calls.push({ url, method: init?.method ?? 'GET', form, pass: new Headers(init?.headers).get('x-content-pass') });
    const body = url.includes('/live/api/check_password')
      ? form.get('password') === '1234'
        ? { code: 0, message: 'success', data: { pass: PASS, expires_at: 4102444800 } }
        : { code: -1, message: '密码错误请重试' }
      : { code: 0, message: 'success', data: { PlayInfoList: { PlayInfo: [] }, VideoBase: { Duration: 0 } } };
    return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

const doc: LayoutDocument = {
  schemaVersion: 1,
  id: 'password-test',
  data: { video: { endpoint: 'getVideoInfo', args: { video_id: 'sample-mp4' } } },
  body: [node],
};

afterEach(() => {
  sessionStorage.clear();
  clearSession();
});

describe('password-dialog', () => {
  it('shows the product texts and one numeric input that keeps at most 4 digits', async () => {
    await renderNode(node);
    expect(await screen.findByRole('dialog', { name: '本篇内容需要您输入观看密码' })).toBeTruthy();
    const input = screen.getByLabelText('观看密码') as HTMLInputElement;
    expect(input.getAttribute('inputmode')).toBe('numeric');
    await userEvent.type(input, '12a3456');
    expect(input.value).toBe('1234');
    expect(screen.getByText(/联系博医荟小助手/)).toBeTruthy();
    expect(screen.getByRole('button', { name: '点击验证' })).toBeTruthy();
  });

  it('does not submit an empty password', async () => {
    const emit = vi.fn(async () => true);
    render(<PasswordDialog props={{ open: true }} emit={emit} nodeId="p" preview={false} />);
    const submit = screen.getByRole('button', { name: '点击验证' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    await userEvent.type(screen.getByLabelText('观看密码'), '{Enter}');
    expect(emit).not.toHaveBeenCalled();
  });

  it('wrong code: 密码错误请重试 and the inputs are cleared; right code: 验证成功!, the dialog closes and the data reloads with the pass', async () => {
    // Watch passwords are checked for signed-in users only.
    saveUser({ id: 7, mobile: '13800000000', is_complete: 1 });
    const server = fakeServer();
    const view = await renderNode(undefined, { doc, fetch: server.fetch });
    const input = (await screen.findByLabelText('观看密码')) as HTMLInputElement;
    await userEvent.type(input, '0000');
    await userEvent.click(screen.getByRole('button', { name: '点击验证' }));
    await waitFor(() => expect(view.toasts()).toContain('密码错误请重试'));
    expect(input.value).toBe('');
    expect(screen.getByRole('dialog')).toBeTruthy();

    await userEvent.type(input, '1234');
    await userEvent.click(screen.getByRole('button', { name: '点击验证' }));
    await waitFor(() => expect(view.toasts()).toContain('验证成功!'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sessionStorage.getItem('content-pass:1:39')).toBe(PASS);
    const check = server.calls.find((c) => c.url.includes('check_password') && c.form.get('password') === '1234')!;
    expect(check.method).toBe('POST');
    expect(new URL(check.url).search).toBe('');
    expect([check.form.get('id'), check.form.get('type')]).toEqual(['39', '1']);
    await waitFor(() => expect(server.calls.filter((c) => c.url.includes('/video/info/')).at(-1)?.pass).toBe(PASS));
  });

  it('stays closed when open is false and offers a way back when cancelText is set', async () => {
    const emit = vi.fn(async () => true);
    const { rerender } = render(<PasswordDialog props={{ open: false }} emit={emit} nodeId="p" preview={false} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(<PasswordDialog props={{ open: 1, cancelText: '返回' }} emit={emit} nodeId="p" preview={false} />);
    await userEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(emit).toHaveBeenCalledWith('cancel');
  });

  it('cancel maps to go-back: home when the screen was opened directly', async () => {
    const view = await renderNode(node, { path: '/course-detail/39' });
    await userEvent.click(await screen.findByRole('button', { name: '返回' }));
    await waitFor(() => expect(view.location()).toBe('/'));
  });
});
