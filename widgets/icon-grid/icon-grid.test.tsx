import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { LayoutNode } from '../../contract/generated/schema-types';
import { renderNode } from '../../src/test-utils/render-node';
import example from './icon-grid.example.json';

const node = example as LayoutNode;

describe('icon-grid', () => {
  it('splits the entrances into pages of ten', async () => {
    await renderNode(node);
    const first = screen.getByRole('list', { name: '第 1 页' });
    const second = screen.getByRole('list', { name: '第 2 页' });
    expect(within(first).getAllByRole('button')).toHaveLength(10);
    expect(
      within(second)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['资讯', '学术专区']);
  });

  it('opens the entrance link when an icon is tapped', async () => {
    const view = await renderNode(node);
    await userEvent.setup().click(screen.getByRole('button', { name: '临床好课' }));
    await waitFor(() => expect(view.location()).toBe('/clinic-list'));
  });

  it('shows one page without page labels when everything fits', async () => {
    const items = (node.props as { items: unknown[] }).items.slice(0, 5);
    await renderNode({ ...node, props: { items } });
    expect(screen.getAllByRole('button')).toHaveLength(5);
    expect(screen.queryByRole('list', { name: /第/ })).toBeNull();
  });
});
