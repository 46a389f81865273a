import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { LayoutDocument, LayoutNode, ValueSource } from '../../contract/generated/schema-types';
import { renderNode } from '../../src/test-utils/render-node';
import { EmailDialog } from './email-dialog';
import example from './email-dialog.example.json';

const node = example as LayoutNode;
const fileRequest = { mode: 'email', id: 7, title: '指南' } as const;

/** The example dialog on a screen whose floating button fills its overlay, as open-download does. */
function screenWith(request: ValueSource): LayoutDocument {
  return {
    schemaVersion: 1,
    id: 'email-dialog-screen',
    body: [
      {
        id: 'opener',
        widget: 'floating-service-button',
        props: { label: '下载' },
        on: { select: [{ action: 'set-overlay', name: 'download', value: request }] },
      },
      node,
    ],
  };
}

describe('email-dialog', () => {
  it('renders nothing until the download overlay holds a request', async () => {
    await renderNode(node);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('email mode: required address (no format check) with placeholder 请填写邮箱; submit emits id and email', async () => {
    const emit = vi.fn(async () => true);
    render(<EmailDialog props={{ request: fileRequest }} emit={emit} nodeId="e" preview={false} />);
    expect(screen.getByRole('dialog', { name: '发送到邮箱' })).toBeTruthy();
    const input = screen.getByPlaceholderText('请填写邮箱') as HTMLInputElement;
    const submit = screen.getByRole('button', { name: '发送' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    await userEvent.type(input, '   {Enter}');
    expect(emit).not.toHaveBeenCalled();
    await userEvent.clear(input);
    await userEvent.type(input, 'not-an-email');
    await userEvent.click(submit);
    expect(emit).toHaveBeenCalledWith('submit', { id: 7, email: 'not-an-email' });
  });

  it('cancel emits close; a new request starts with an empty address', async () => {
    const emit = vi.fn(async () => true);
    const view = render(<EmailDialog props={{ submitText: '提交', request: fileRequest }} emit={emit} nodeId="e" preview={false} />);
    await userEvent.type(screen.getByPlaceholderText('请填写邮箱'), 'a@b.c');
    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(emit).toHaveBeenLastCalledWith('close');
    view.rerender(<EmailDialog props={{ submitText: '提交', request: { ...fileRequest, id: 8 } }} emit={emit} nodeId="e" preview={false} />);
    expect((screen.getByPlaceholderText('请填写邮箱') as HTMLInputElement).value).toBe('');
    view.rerender(<EmailDialog props={{ request: null }} emit={emit} nodeId="e" preview={false} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('image mode: shows the image for long-press saving', async () => {
    const emit = vi.fn(async () => true);
    render(
      <EmailDialog props={{ request: { mode: 'image', id: 9, title: '流程图', image: 'https://cdn.test/a.png' } }} emit={emit} nodeId="e" preview={false} />,
    );
    expect(screen.getByRole('dialog', { name: '保存图片' })).toBeTruthy();
    expect((screen.getByRole('img', { name: '流程图' }) as HTMLImageElement).src).toBe('https://cdn.test/a.png');
    expect(screen.getByText('长按图片保存到手机')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(emit).toHaveBeenCalledWith('close');
  });

  it('in a layout: opens from the overlay, submit runs its actions and closes, cancel closes', async () => {
    const view = await renderNode(undefined, { doc: screenWith(fileRequest) });
    await userEvent.click(screen.getByRole('button', { name: '联系客服' }));
    await userEvent.type(await screen.findByPlaceholderText('请填写邮箱'), 'a@b.c');
    await userEvent.click(screen.getByRole('button', { name: '发送' }));
    expect(view.toasts()).toContain('已提交');
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '联系客服' }));
    expect(screen.getByRole('dialog', { name: '发送到邮箱' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
