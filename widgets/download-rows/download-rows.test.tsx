import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ContentItem, LayoutNode } from '../../contract/generated/schema-types';
import { renderNode } from '../../src/test-utils/render-node';
import { DownloadRows } from './download-rows';
import example from './download-rows.example.json';

const node = example as LayoutNode;
const items = example.props.items as ContentItem[];

describe('download-rows', () => {
  it('shows icon, time, reads for image-text, downloads for files and the favourite state', async () => {
    await renderNode(node);
    await screen.findByRole('button', { name: items[0].title });
    expect(screen.getByText('2024-03-18')).toBeTruthy();
    expect(screen.getByText('1.5万阅读')).toBeTruthy();
    expect(screen.getByText('2461次下载')).toBeTruthy();
    expect(screen.getByText('PDF')).toBeTruthy();
    expect(screen.getByText('收藏')).toBeTruthy();
    expect(screen.getByText('已收藏')).toBeTruthy();
    // 34 characters then …
    expect(screen.getByText(/^中国成人血脂异常防治指南.*…$/)).toBeTruthy();
    expect(screen.getByText('已到底部')).toBeTruthy();
  });

  it('opens the detail of an image-text row; a file row stays put', async () => {
    const view = await renderNode(node);
    await userEvent.click(await screen.findByRole('button', { name: items[1].title }));
    await waitFor(() => expect(view.location()).toBe('/'));
    await userEvent.click(screen.getByRole('button', { name: items[0].title }));
    await waitFor(() => expect(view.location()).toBe('/download-detail/4'));
  });

  it('emits file for file rows, select for image-text rows', async () => {
    const emit = vi.fn();
    render(<DownloadRows props={{ items }} emit={emit} nodeId="n" preview={false} />);
    await userEvent.click(screen.getByRole('button', { name: items[1].title }));
    expect(emit).toHaveBeenLastCalledWith('file', items[1]);
    await userEvent.click(screen.getByRole('button', { name: items[0].title }));
    expect(emit).toHaveBeenLastCalledWith('select', items[0]);
  });

  it('收藏 emits favourite with the row and turns into 已收藏 once the chain went through; a refused chain changes nothing', async () => {
    const emit = vi.fn(async (name: string) => name === 'favourite');
    const plain = { ...items[1], is_favorite: 0 };
    const { rerender } = render(<DownloadRows props={{ items: [plain] }} emit={emit} nodeId="n" preview={false} />);
    await userEvent.click(screen.getByRole('button', { name: `收藏 ${plain.title}` }));
    expect(emit).toHaveBeenLastCalledWith('favourite', plain);
    expect((await screen.findByRole('button', { name: `已收藏 ${plain.title}` })).getAttribute('aria-pressed')).toBe('true');

    const refuse = vi.fn(async () => false);
    rerender(<DownloadRows props={{ items: [plain] }} emit={refuse} nodeId="n" preview={false} />);
    await userEvent.click(screen.getByRole('button', { name: `已收藏 ${plain.title}` }));
    expect(refuse).toHaveBeenCalledWith('favourite', plain);
    expect(screen.getByRole('button', { name: `已收藏 ${plain.title}` })).toBeTruthy();
  });

  it('says 没有更多了 when nothing matches', () => {
    render(<DownloadRows props={{ items: [] }} emit={vi.fn()} nodeId="n" preview={false} />);
    expect(screen.getByText('没有更多了')).toBeTruthy();
  });
});
