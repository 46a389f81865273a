import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { LayoutNode } from '../../contract/generated/schema-types';
import { renderNode } from '../../src/test-utils/render-node';
import example from './search-tabs.example.json';

const node = example as LayoutNode;

describe('search-tabs', () => {
  it('marks the bound tab and sends the chosen sort value', async () => {
    const view = await renderNode(node, { path: '/search-new?keyword=x&order=2' });
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('最新');
    await userEvent.click(screen.getByRole('tab', { name: '最热' }));
    await waitFor(() => expect(view.location()).toBe('/search-new?keyword=x&order=3'));
  });

  it('selects the first tab when nothing is bound', async () => {
    await renderNode(node, { path: '/search-new' });
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('综合');
  });
});
