import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { LayoutNode } from '../../contract/generated/schema-types';
import { renderNode } from '../../src/test-utils/render-node';
import example from './search-hot-words.example.json';

const node = example as LayoutNode;

describe('search-hot-words', () => {
  it('numbers at most 6 hot words and highlights the top 3', async () => {
    await renderNode(node);
    const items = screen.getAllByRole('button');
    expect(items).toHaveLength(6);
    expect(items.map((b) => b.textContent)).toEqual(['1高血压', '2糖尿病', '3肺癌', '4心力衰竭', '5脑卒中', '6学术年会直播']);
    expect(items.map((b) => b.getAttribute('data-top') === 'true')).toEqual([true, true, true, false, false, false]);
    expect(screen.queryByText('第七个不显示')).toBeNull();
  });

  it('a hot word searches its title; one with content_type 2 goes to its link', async () => {
    const view = await renderNode(node, { path: '/search-new' });
    await userEvent.click(screen.getByRole('button', { name: /肺癌/ }));
    await waitFor(() => expect(decodeURIComponent(view.location())).toBe('/search-new?keyword=肺癌'));
    await userEvent.click(screen.getByRole('button', { name: /学术年会直播/ }));
    await waitFor(() => expect(view.location()).toBe('/live-list'));
  });
});
