import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LayoutDocument } from '../../../contract/generated/schema-types';
import { fakeOpsServer, renderOps, type OpsAnswer, type OpsRequest } from '../../test-utils/render-ops';
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

/** The server the editor talks to: the layout at revision 3 (published), a save answering revision 4. */
function answer({ method, path }: OpsRequest): OpsAnswer {
  const at = `/layouts/${layout.id}`;
  if (method === 'GET' && path === at) return { data: { id: layout.id, document: layout, revision: 3, published_revision: 3 } };
  if (method === 'POST' && path === `${at}/validate`) return { data: { problems: [] } };
  if (method === 'GET' && path === `${at}/revisions`) return { data: { list: [] } };
  // The selected node's kill switch reads the published revision.
  if (method === 'GET' && path === `${at}/revisions/3`) return { data: { revision: 3, author: 'e2e-publisher', document: layout } };
  if (method === 'PUT' && path === `${at}/draft`) return { data: { revision: 4 } };
  if (method === 'POST' && path === `${at}/presence`) return { data: { others: [] } };
  if (method === 'GET' && path === '/widgets') return { data: { list: [], unknown: [] } };
  if (method === 'GET' && path === '/layouts') return { data: { list: [] } };
  return { refused: { code: 404, message: '未找到', status: 404 } };
}

async function openEditor() {
  const server = fakeOpsServer(answer);
  renderOps(
    <>
      <LayoutEditor layoutId={layout.id} operator={{ name: 'alice', role: 'publisher' }} onBack={() => undefined} />
      <ConfirmHost />
    </>,
  );
  await screen.findByRole('heading', { name: /^编辑页面：/ });
  return server;
}

const outlineIds = () => [...document.querySelectorAll('.ops-outline__list > li')].map((item) => item.getAttribute('data-node-id'));
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

// The first test loads the editor's modules (schemas, widget names) cold: on a shared CI machine that alone
// can take seconds.
describe('layout editor: undo, redo, shortcuts and confirmations', { timeout: 20_000 }, () => {
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
    const server = await openEditor();
    fireEvent.click(button('下移 直播（分区）'));
    fireEvent.keyDown(document.body, { key: 's', ctrlKey: true });
    await screen.findByText('草稿已保存（第 4 版）');
    const saves = server.requests.filter((request) => request.method === 'PUT');
    expect(saves).toEqual([
      { method: 'PUT', path: `/layouts/${layout.id}/draft`, body: { document: expect.objectContaining({ id: layout.id }) as unknown, base_revision: 3 } },
    ]);
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
