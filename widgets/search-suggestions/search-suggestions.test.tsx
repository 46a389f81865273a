import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { LayoutNode } from '../../contract/generated/schema-types';
import { renderNode } from '../../src/test-utils/render-node';
import example from './search-suggestions.example.json';

const node = example as LayoutNode;

describe('search-suggestions', () => {
  it('lists titles with the typed text marked and searches the chosen one', async () => {
    const view = await renderNode(node, { path: '/search-new?q=肺癌' });
    expect(screen.getAllByText('肺癌').map((m) => m.tagName)).toEqual(['MARK', 'MARK']);
    await userEvent.click(screen.getByRole('button', { name: '早期肺癌筛查' }));
    await waitFor(() => expect(decodeURIComponent(view.location())).toBe('/search-new?keyword=早期肺癌筛查'));
  });
});
