import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fakeOpsServer, renderOps } from '../../test-utils/render-ops';
import { ConfirmHost } from '../confirm-dialog';
import { useConfirmTakeDown } from './take-down-confirm';

function Harness() {
  const confirmTakeDown = useConfirmTakeDown();
  const [answer, setAnswer] = useState('');
  return (
    <>
      <ConfirmHost />
      <button type="button" onClick={() => void confirmTakeDown('article', 12, '确定下线？').then((sure) => setAnswer(sure ? '已确认' : '已取消'))}>
        下线这篇
      </button>
      <p>{answer}</p>
    </>
  );
}

describe('confirming a take-down', () => {
  it('names the layouts and home content that link to the item before the operator confirms', async () => {
    const server = fakeOpsServer(() => ({
      data: {
        list: [
          { target: 'content', id: 'banners', state: 'published', record_id: 3, place: '轮播图「指南解读专栏」(#3)的跳转链接' },
          {
            target: 'layout',
            id: 'channel-home.3',
            state: 'draft',
            node_id: 'section-case',
            place: '页面「首页」（草稿）：节点 section-case（分区）的事件 more 第 1 个动作 navigate 的参数 route（目标页面）',
          },
        ],
      },
    }));
    renderOps(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: '下线这篇' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('以下 2 处链接到这条内容');
    expect(screen.getByText('轮播图「指南解读专栏」(#3)的跳转链接')).toBeTruthy();
    expect(screen.getByText(/^页面「首页」（草稿）：节点 section-case/)).toBeTruthy();
    expect(server.requests.map((request) => request.path)).toContain('/items/article/12/inbound-links');
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.getByText('已取消')).toBeTruthy());
  });

  it('asks plainly when nothing links to the item', async () => {
    fakeOpsServer(() => ({ data: { list: [] } }));
    renderOps(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: '下线这篇' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('确定下线？');
    expect(dialog.textContent).not.toContain('链接到这条内容');
    fireEvent.click(screen.getByRole('button', { name: '下线' }));
    await waitFor(() => expect(screen.getByText('已确认')).toBeTruthy());
  });
});

function BulkHarness() {
  const confirmTakeDown = useConfirmTakeDown();
  const [answer, setAnswer] = useState('');
  const chosen = [
    { id: 12, title: '心衰指南解读' },
    { id: 13, title: '房颤抗凝新进展' },
  ];
  return (
    <>
      <ConfirmHost />
      <button type="button" onClick={() => void confirmTakeDown('article', chosen, '确定下线？').then((sure) => setAnswer(sure ? '已确认' : '已取消'))}>
        批量下线
      </button>
      <p>{answer}</p>
    </>
  );
}

describe('confirming a bulk take-down', () => {
  it('names, for each chosen item, the places that link to it', async () => {
    const server = fakeOpsServer((request) => ({
      data: {
        list:
          request.path === '/items/article/13/inbound-links'
            ? [{ target: 'content', id: 'banners', state: 'published', record_id: 5, place: '轮播图「房颤专题」(#5)的跳转链接' }]
            : [],
      },
    }));
    renderOps(<BulkHarness />);
    fireEvent.click(screen.getByRole('button', { name: '批量下线' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('以下 1 处链接到要下线的内容');
    expect(screen.getByText('「房颤抗凝新进展」← 轮播图「房颤专题」(#5)的跳转链接')).toBeTruthy();
    expect(server.requests.map((request) => request.path).sort()).toEqual(['/items/article/12/inbound-links', '/items/article/13/inbound-links']);
    fireEvent.click(screen.getByRole('button', { name: '下线' }));
    await waitFor(() => expect(screen.getByText('已确认')).toBeTruthy());
  });
});
