import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { LayoutNode } from '../../contract/generated/schema-types';
import { renderNode } from '../../src/test-utils/render-node';
import { formatPhone, PhoneLoginForm } from './phone-login-form';
import example from './phone-login-form.example.json';

const node = example as LayoutNode;

/** The API: sendVerify answers 0; records what was asked. */
function fakeServer() {
  const urls: string[] = [];
  const fetch = (async (input: string) => {
    urls.push(String(input));
    return new Response(JSON.stringify({ code: 0, message: 'ok', data: { countdown: 60 } }), { headers: { 'Content-Type': 'application/json' } });
  }) as typeof globalThis.fetch;
  return { fetch, urls };
}

describe('phone-login-form', () => {
  it('takes digits only, groups them 3-4-4 and stops at 13 characters', async () => {
    await renderNode(node);
    const input = (await screen.findByLabelText('手机号')) as HTMLInputElement;
    expect(input.getAttribute('maxlength')).toBe('13');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    await userEvent.type(input, '138a0000-0001');
    expect(input.value).toBe('138 0000 0001');
    await userEvent.type(input, '999');
    expect(input.value).toBe('138 0000 0001');
    expect(formatPhone('1380')).toBe('138 0');
    expect(formatPhone(' 138 0000 00019 ')).toBe('138 0000 0001');
  });

  it('empty number → 请填入手机号; agreement unchecked → 请先阅读并同意用户协议; nothing is sent', async () => {
    const server = fakeServer();
    const view = await renderNode(node, { path: '/login', fetch: server.fetch });
    await userEvent.click(await screen.findByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(view.toasts()).toEqual(['请填入手机号']));
    await userEvent.type(screen.getByLabelText('手机号'), '13800000001');
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(view.toasts()).toEqual(['请填入手机号', '请先阅读并同意用户协议']));
    expect(server.urls).toEqual([]);
    await waitFor(() => expect(view.location()).toBe('/login'));
  });

  it('with the agreement accepted it sends the number without spaces and opens the code screen', async () => {
    const server = fakeServer();
    const view = await renderNode(node, { path: '/login', fetch: server.fetch });
    await userEvent.type(await screen.findByLabelText('手机号'), '13800000001');
    await userEvent.click(screen.getByRole('checkbox', { name: '同意用户协议和隐私政策' }));
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(view.location()).toBe('/send-verify?tel=13800000001&is_register=1'));
    expect(server.urls).toHaveLength(1);
    expect(new URL(server.urls[0]).pathname).toBe('/user/api/send-verify');
    expect(new URL(server.urls[0]).searchParams.get('mobile')).toBe('13800000001');
    expect(view.toasts()).toEqual([]);
  });

  it('the agreement links open /ys', async () => {
    const view = await renderNode(node, { path: '/login' });
    const link = await screen.findByRole('link', { name: '《用户协议》' });
    expect(link.getAttribute('href')).toBe('/ys');
    await userEvent.click(link);
    await waitFor(() => expect(view.location()).toBe('/ys'));
    expect(screen.getByRole('link', { name: '《隐私政策》' })).toBeTruthy();
  });

  it('without the agreement (phone change) it submits agreed: true and keeps a pre-filled number', async () => {
    const emit = vi.fn(async () => true);
    render(
      <PhoneLoginForm
        props={{ showAgreement: false, mobile: '13900000009', label: '新手机号', placeholder: '请输入新手机号' }}
        emit={emit}
        nodeId="n"
        preview={false}
      />,
    );
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect((screen.getByLabelText('新手机号') as HTMLInputElement).value).toBe('139 0000 0009');
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(emit).toHaveBeenCalledWith('submit', { mobile: '13900000009', agreed: true });
  });
});
