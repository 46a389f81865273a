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
