import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { LayoutNode } from '../../contract/generated/schema-types';
import { renderNode } from '../../src/test-utils/render-node';
import { TreePick } from './tree-pick';
import example from './tree-pick.example.json';

const node = example as LayoutNode;

describe('tree-pick', () => {
  it('groups departments under their parent; one tap chooses one', async () => {
    const view = await renderNode(node);
    const group = await screen.findByRole('group', { name: '内科' });
    expect(group.textContent).toContain('呼吸与危重症医学科');
    await userEvent.click(screen.getByRole('button', { name: '心血管内科' }));
    await waitFor(() => expect(view.location()).toBe(`/add-info?office=2&name=${encodeURIComponent('心血管内科')}`));
  });

  it('lets a department without sub-departments be chosen itself, and shows the empty text', async () => {
    const emit = vi.fn(async () => true);
    const { rerender } = render(<TreePick props={{ options: [{ id: 20, name: '急诊科' }] }} emit={emit} nodeId="n" preview={false} />);
    await userEvent.click(screen.getByRole('button', { name: '急诊科' }));
    expect(emit).toHaveBeenCalledWith('select', { id: 20, name: '急诊科', parent_id: null });
    rerender(<TreePick props={{ options: [] }} emit={emit} nodeId="n" preview={false} />);
    expect(screen.getByText('暂无可选项')).toBeTruthy();
  });
});
