import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LayoutDocument } from '../../../contract/generated/schema-types';
import { ConfirmHost } from '../confirm-dialog';
import { confirmLeave } from '../leave-guard';
import { LayoutEditor } from './layout-editor';

const layout: LayoutDocument = {
  schemaVersion: 1,
  id: 'channel-home.2',
  body: [
    { id: 'section-live', widget: 'section', props: { title: '直播' } },
    { id: 'section-case', widget: 'section', props: { title: '病例' } },
  ],
};

const api = vi.hoisted(() => ({
  getLayout: vi.fn(),
  validate: vi.fn(async () => []),
  revisions: vi.fn(async () => []),
  widgets: vi.fn(async () => ({ list: [], unknown: [] })),
  listLayouts: vi.fn(async () => []),
  saveDraft: vi.fn(async () => ({ revision: 4 })),
  // The selected node's kill switch reads the published revision.
  revisionDocument: vi.fn(async () => ({ revision: 3, author: 'e2e-publisher', document: layout })),
}));
vi.mock('../api/ops-client', async (original) => ({ ...(await original<typeof import('../api/ops-client')>()), opsApi: api }));

async function openEditor() {
  api.getLayout.mockResolvedValue({ id: layout.id, document: layout, revision: 3, published_revision: 3 });
  render(
    <>
      <LayoutEditor layoutId={layout.id} operator={{ name: 'alice', role: 'publisher' }} onBack={() => undefined} />
      <ConfirmHost />
    </>,
  );
  await screen.findByRole('heading', { name: /^编辑页面：/ });
}

const outlineIds = () => [...document.querySelectorAll('.ops-outline__list > li')].map((item) => item.getAttribute('data-node-id'));
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

afterEach(() => vi.clearAllMocks());

describe('layout editor: undo, redo, shortcuts and confirmations', () => {
  it('undoes and redoes an edit with the buttons and the keyboard', async () => {
    await openEditor();
    expect(button('撤销').disabled).toBe(true);
    fireEvent.click(button('下移 直播（分区）'));
    expect(outlineIds()).toEqual(['section-case', 'section-live']);
    expect(screen.getByText('有未保存的修改')).toBeTruthy();

    fireEvent.click(button('撤销'));
    expect(outlineIds()).toEqual(['section-live', 'section-case']);
    expect(screen.queryByText('有未保存的修改')).toBeNull();
    fireEvent.click(button('重做'));
    expect(outlineIds()).toEqual(['section-case', 'section-live']);

    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true });
    expect(outlineIds()).toEqual(['section-live', 'section-case']);
    fireEvent.keyDown(document.body, { key: 'Z', metaKey: true, shiftKey: true });
    expect(outlineIds()).toEqual(['section-case', 'section-live']);
  });

  it('leaves Ctrl+Z to a focused text field', async () => {
    await openEditor();
    fireEvent.click(button('下移 直播（分区）'));
    const filter = screen.getByLabelText('搜索组件');
    filter.focus();
    fireEvent.keyDown(filter, { key: 'z', ctrlKey: true });
    expect(outlineIds()).toEqual(['section-case', 'section-live']);
  });

  it('saves with Ctrl+S', async () => {
    await openEditor();
    fireEvent.click(button('下移 直播（分区）'));
    fireEvent.keyDown(document.body, { key: 's', ctrlKey: true });
    await screen.findByText('草稿已保存（第 4 版）');
    expect(api.saveDraft).toHaveBeenCalledWith(layout.id, expect.objectContaining({ id: layout.id }), 3);
    expect(screen.queryByText('有未保存的修改')).toBeNull();
  });

  it('asks before Delete removes the selected node; cancel keeps it, undo brings it back', async () => {
    await openEditor();
    fireEvent.click(screen.getByRole('button', { name: '病例（分区）' }));
    fireEvent.keyDown(document.body, { key: 'Delete' });
    let dialog = await screen.findByRole('alertdialog', { name: '删除节点' });
    expect(dialog.textContent).toContain('确定删除节点「病例（分区）」吗？');
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(outlineIds()).toEqual(['section-live', 'section-case']);

    fireEvent.click(button('删除 病例（分区）'));
    dialog = await screen.findByRole('alertdialog', { name: '删除节点' });
    fireEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(outlineIds()).toEqual(['section-live']));
    fireEvent.click(button('撤销'));
    expect(outlineIds()).toEqual(['section-live', 'section-case']);
  });

  it('asks before leaving with unsaved edits, and not without', async () => {
    await openEditor();
    await expect(confirmLeave()).resolves.toBe(true);
    fireEvent.click(button('下移 直播（分区）'));
    let answer: Promise<boolean> = Promise.resolve(true);
    act(() => {
      answer = confirmLeave();
    });
    const dialog = await screen.findByRole('alertdialog', { name: '离开编辑器' });
    expect(dialog.textContent).toContain('有未保存的修改，确定离开吗？');
    fireEvent.click(within(dialog).getByRole('button', { name: '留下继续编辑' }));
    await expect(answer).resolves.toBe(false);
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);
  });
});
