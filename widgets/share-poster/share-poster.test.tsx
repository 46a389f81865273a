import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { LayoutNode } from '../../contract/generated/schema-types';
import { renderNode } from '../../src/test-utils/render-node';
import { SharePoster } from './share-poster';
import example from './share-poster.example.json';

const node = example as LayoutNode;

describe('share-poster', () => {
  it('opens the poster dialog after the share actions went through', async () => {
    const view = await renderNode(node);
    await userEvent.click(await screen.findByRole('button', { name: '分享' }));
    expect(view.toasts()).toContain('生成海报');
    const dialog = await screen.findByRole('dialog', { name: '分享海报' });
    expect(dialog.querySelector('img')?.getAttribute('src')).toBe('/media/posters/2-1-0123456789abcdef.png');
    expect(screen.getByText('长按图片保存，分享给好友')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays closed when the chain stops (emit resolves false)', async () => {
    const emit = vi.fn(async () => false);
    render(<SharePoster props={{ posterUrl: '/p.png' }} emit={emit} nodeId="n" preview={false} />);
    await userEvent.click(screen.getByRole('button', { name: '分享' }));
    expect(emit).toHaveBeenCalledWith('share');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a loading text while the poster url is not there yet', async () => {
    render(<SharePoster props={{}} emit={async () => true} nodeId="n" preview={false} />);
    await userEvent.click(screen.getByRole('button', { name: '分享' }));
    expect(screen.getByText('海报生成中…')).toBeTruthy();
  });
});
