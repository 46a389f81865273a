import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { LayoutNode } from '../../contract/generated/schema-types';
import { renderNode } from '../../src/test-utils/render-node';
import { FollowedStrip } from './followed-strip';
import example from './followed-strip.example.json';

const node = example as LayoutNode;
const noEmit = async () => true;

describe('followed-strip', () => {
  it('shows 我的关注 with a red dot on updated columns and cut names', async () => {
    await renderNode(node);
    expect(await screen.findByRole('heading', { name: '我的关注' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '安心心血管，有更新' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '欧洲心脏病学年会速递专栏' })).toBeTruthy();
    expect(screen.getAllByTestId('red-dot')).toHaveLength(1);
    expect(screen.getByText('欧洲心脏病学年会速递…')).toBeTruthy();
  });

  it('opens a followed column', async () => {
    const view = await renderNode(node, { path: '/medical-column' });
    await userEvent.click(await screen.findByRole('button', { name: '欧洲心脏病学年会速递专栏' }));
    await waitFor(() => expect(view.location()).toBe('/medical-column-list/618'));
  });

  it('renders nothing without follows', () => {
    const { container } = render(<FollowedStrip props={{ items: [] }} emit={noEmit} nodeId="n" preview={false} />);
    expect(container.innerHTML).toBe('');
  });
});
