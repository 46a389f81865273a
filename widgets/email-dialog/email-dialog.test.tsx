import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { LayoutNode } from '../../contract/generated/schema-types';
import { renderNode } from '../../src/test-utils/render-node';
import { openDownloadDialog } from '../../src/ui/download-dialog-bus';
import { EmailDialog } from './email-dialog';
import example from './email-dialog.example.json';

const node = example as LayoutNode;

describe('email-dialog', () => {
  it('renders nothing until open-download asks for it', async () => {
    await renderNode(node);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('email mode: required address (no format check) with placeholder 请填写邮箱; submit emits id and email and closes on success', async () => {
    const emit = vi.fn(async () => true);
    render(<EmailDialog props={{}} emit={emit} nodeId="e" preview={false} />);
    act(() => openDownloadDialog({ mode: 'email', id: 7, title: '指南' }));
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
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays open when the chain fails; cancel closes and emits close', async () => {
    const emit = vi.fn(async (event: string) => event !== 'submit');
    render(<EmailDialog props={{ submitText: '提交' }} emit={emit} nodeId="e" preview={false} />);
    act(() => openDownloadDialog({ mode: 'email', id: 7, title: '指南' }));
    await userEvent.type(screen.getByPlaceholderText('请填写邮箱'), 'a@b.c');
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(screen.getByRole('dialog')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(emit).toHaveBeenLastCalledWith('close');
  });

  it('image mode: shows the image for long-press saving', async () => {
    render(<EmailDialog props={{}} emit={vi.fn(async () => true)} nodeId="e" preview={false} />);
    act(() => openDownloadDialog({ mode: 'image', id: 9, title: '流程图', image: 'https://cdn.test/a.png' }));
    expect(screen.getByRole('dialog', { name: '保存图片' })).toBeTruthy();
    expect((screen.getByRole('img', { name: '流程图' }) as HTMLImageElement).src).toBe('https://cdn.test/a.png');
    expect(screen.getByText('长按图片保存到手机')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('in a layout, submit runs its actions (the example toasts)', async () => {
    const view = await renderNode(node);
    act(() => openDownloadDialog({ mode: 'email', id: 7, title: '指南' }));
    await userEvent.type(await screen.findByPlaceholderText('请填写邮箱'), 'a@b.c');
    await userEvent.click(screen.getByRole('button', { name: '发送' }));
    expect(view.toasts()).toContain('已提交');
  });
});
