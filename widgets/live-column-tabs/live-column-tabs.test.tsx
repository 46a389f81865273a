import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { LayoutNode } from '../../contract/generated/schema-types';
import { renderNode } from '../../src/test-utils/render-node';
import example from './live-column-tabs.example.json';

describe('live-column-tabs', () => {
  it('builds tabs from the columns: a list of lives, then custom HTML', async () => {
    const view = await renderNode(example as LayoutNode);
    expect(await screen.findByRole('tab', { name: '目录' })).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: '栏目介绍' }));
    expect(screen.getByText('本栏目介绍')).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: '目录' }));
    await userEvent.click(screen.getByRole('button', { name: '第1场 指南解读' }));
    await waitFor(() => expect(view.location()).toBe('/live-detail-home/11'));
  });
});
