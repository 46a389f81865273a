import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { LayoutNode } from '../../contract/generated/schema-types';
import { renderNode } from '../../src/test-utils/render-node';
import { AttachmentList } from './attachment-list';
import example from './attachment-list.example.json';

const node = example as LayoutNode;

describe('attachment-list', () => {
  it('lists the files under the title with their kind', async () => {
    await renderNode(node);
    expect(await screen.findByRole('heading', { name: '课程资料' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /心力衰竭诊疗进展课件\.pdf/ })).toBeTruthy();
    expect(screen.getByText('PDF')).toBeTruthy();
    expect(screen.getByText('DOCX')).toBeTruthy();
  });

  it('opens the tapped file link', async () => {
    const view = await renderNode(node);
    await userEvent.click(await screen.findByRole('button', { name: /随访记录模板/ }));
    // Some actions load their code on first use: the link opens a moment after the tap.
    await waitFor(() => expect(view.opened()).toEqual(['https://example.com/media/files/follow-up.docx']));
  });

  it('emits select with name and link; renders nothing when empty', async () => {
    const emit = vi.fn().mockResolvedValue(true);
    const { container, rerender } = render(<AttachmentList props={{ items: [] }} emit={emit} nodeId="a" preview={false} />);
    expect(container.innerHTML).toBe('');
    rerender(<AttachmentList props={{ items: [{ name: '讲义', link: '/x' }], title: '资料下载' }} emit={emit} nodeId="a" preview={false} />);
    expect(screen.getByRole('heading', { name: '资料下载' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /讲义/ }));
    expect(emit).toHaveBeenCalledWith('select', { name: '讲义', link: '/x' });
  });
});
