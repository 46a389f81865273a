import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { LayoutNode } from '../../contract/generated/schema-types';
import { renderNode } from '../../src/test-utils/render-node';
import { ModuleGrid } from './module-grid';
import example from './module-grid.example.json';

const node = example as LayoutNode;

describe('module-grid', () => {
  it('shows every module as a button under its title', async () => {
    await renderNode(node);
    const nav = await screen.findByRole('navigation', { name: '专题模块' });
    expect(nav).toBeTruthy();
    for (const name of ['专题课程', '学组招募', '荣誉墙', '协会官网']) expect(screen.getByRole('button', { name })).toBeTruthy();
  });

  it('opens each module’s link: topic pages inside the app, others outside', async () => {
    const view = await renderNode(node);
    await userEvent.click(await screen.findByRole('button', { name: '学组招募' }));
    await waitFor(() => expect(view.location()).toBe('/study-group-recruitment/1/2'));
    await userEvent.click(screen.getByRole('button', { name: '荣誉墙' }));
    await waitFor(() => expect(view.location()).toBe('/topic-honor/1'));
    await userEvent.click(screen.getByRole('button', { name: '协会官网' }));
    // Some actions load their code on first use: the link opens a moment after the tap.
    await waitFor(() => expect(view.opened()).toEqual(['https://www.example.com/association']));
  });

  it('emits the tapped module and renders nothing without modules', async () => {
    const emit = vi.fn();
    const module = { id: 7, key: 'column', title: '专题课程', link: '/topic-column/2/7' };
    const { container, rerender } = render(<ModuleGrid props={{ items: [module] }} emit={emit} nodeId="m" preview={false} />);
    await userEvent.click(screen.getByRole('button', { name: '专题课程' }));
    expect(emit).toHaveBeenCalledWith('select', module);
    rerender(<ModuleGrid props={{ items: [] }} emit={emit} nodeId="m" preview={false} />);
    expect(container.innerHTML).toBe('');
  });
});
