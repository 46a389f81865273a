import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { LayoutNode } from '../../contract/generated/schema-types';
import { renderNode } from '../../src/test-utils/render-node';
import { EmptyState } from './empty-state';
import example from './empty-state.example.json';

const node = example as LayoutNode;
const noEmit = async () => true;

describe('empty-state', () => {
  it('shows the texts and goes home from 返回首页', async () => {
    const view = await renderNode(node, { path: '/medical-column-list/601' });
    expect(await screen.findByText('没有更多了')).toBeTruthy();
    expect(screen.getByText('博医荟持续更新中…')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '返回首页' }));
    await waitFor(() => expect(view.location()).toBe('/'));
  });

  it('defaults to the product texts and can hide the button', () => {
    render(<EmptyState props={{ showHome: false }} emit={noEmit} nodeId="n" preview={false} />);
    expect(screen.getByText('没有更多了')).toBeTruthy();
    expect(screen.getByText('先看看其他内容吧！')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
