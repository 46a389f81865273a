import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { LayoutNode } from '../../contract/generated/schema-types';
import { renderNode } from '../../src/test-utils/render-node';
import { NewsList } from './news-list';
import example from './news-list.example.json';

const node = example as LayoutNode;

describe('news-list', () => {
  it('shows at most `max` news with date and reads', async () => {
    await renderNode(node);
    expect(await screen.findAllByRole('button')).toHaveLength(2);
    expect(screen.getByText('2025-05-06')).toBeTruthy();
    expect(screen.getByText('1.3万阅读')).toBeTruthy();
    expect(screen.queryByRole('button', { name: example.props.items[2].title })).toBeNull();
  });

  it('opens the tapped news item', async () => {
    const view = await renderNode(node);
    await userEvent.click(await screen.findByRole('button', { name: example.props.items[1].title }));
    await waitFor(() => expect(view.location()).toBe('/meeting-news-detail/2'));
  });

  it('renders nothing without news', () => {
    const { container } = render(<NewsList props={{ items: [] }} emit={vi.fn()} nodeId="n" preview={false} />);
    expect(container.innerHTML).toBe('');
  });
});
