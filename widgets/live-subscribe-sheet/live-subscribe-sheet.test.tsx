import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { LayoutNode } from '../../contract/generated/schema-types';
import { renderNode } from '../../src/test-utils/render-node';
import { LiveSubscribeSheet } from './live-subscribe-sheet';
import example from './live-subscribe-sheet.example.json';

describe('live-subscribe-sheet', () => {
  it('shows the QR code sheet and closes it', async () => {
    await renderNode(example as LayoutNode);
    expect(await screen.findByRole('img', { name: '扫码添加会务助手二维码' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays hidden without a QR code or when show is false', () => {
    const { container } = render(<LiveSubscribeSheet props={{ show: false, qrcode: '/q.svg' }} emit={async () => true} nodeId="n" preview={false} />);
    expect(container.innerHTML).toBe('');
  });
});
