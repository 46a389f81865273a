import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { LayoutNode } from '../../contract/generated/schema-types';
import { renderNode } from '../../src/test-utils/render-node';
import { BackButton } from './back-button';
import example from './back-button.example.json';

const node = example as LayoutNode;

describe('back-button', () => {
  it('is a button named 返回 whose tap runs the layout’s actions', async () => {
    const view = await renderNode(node, { path: '/article-detail/3' });
    await userEvent.click(await screen.findByRole('button', { name: '返回' }));
    await waitFor(() => expect(view.location()).toBe('/article-list'));
  });

  it('emits back with its custom label', async () => {
    const emit = vi.fn(async () => true);
    render(<BackButton props={{ label: '返回上一页' }} emit={emit} nodeId="n" preview={false} />);
    await userEvent.click(screen.getByRole('button', { name: '返回上一页' }));
    expect(emit).toHaveBeenCalledWith('back');
  });
});
