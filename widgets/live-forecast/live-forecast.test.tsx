import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { LayoutNode } from '../../contract/generated/schema-types';
import { renderNode } from '../../src/test-utils/render-node';
import example from './live-forecast.example.json';

describe('live-forecast', () => {
  it('shows 3 with tags until expanded and opens a live', async () => {
    const view = await renderNode(example as LayoutNode);
    expect(await screen.findAllByRole('button', { name: /直播[一二三四]/ })).toHaveLength(3);
    expect(screen.getByText('直播中')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '展开更多' }));
    expect(screen.getAllByRole('button', { name: /直播[一二三四]/ })).toHaveLength(4);
    await userEvent.click(screen.getByRole('button', { name: '直播二' }));
    await waitFor(() => expect(view.location()).toBe('/live-detail/2'));
  });
});
