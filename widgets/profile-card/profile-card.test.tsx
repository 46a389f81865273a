import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { LayoutNode } from '../../contract/generated/schema-types';
import { renderNode } from '../../src/test-utils/render-node';
import { ProfileCard } from './profile-card';
import example from './profile-card.example.json';

const node = example as LayoutNode;

describe('profile-card', () => {
  it('shows name, certified badge, identity and points, and 修改 opens the profile in edit mode', async () => {
    const view = await renderNode(node);
    expect(await screen.findByText('张明远')).toBeTruthy();
    expect(screen.getByText('已认证')).toBeTruthy();
    expect(screen.getByText('医生')).toBeTruthy();
    expect(screen.getByRole('button', { name: '博贝 320' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '修改' }));
    await waitFor(() => expect(view.location()).toBe('/add-info?update=1'));
  });

  it('offers 去认证 to a user who has not completed the profile', async () => {
    const emit = vi.fn();
    render(<ProfileCard props={{ user: { name: '', point: 0, is_complete: 0, identity: null } }} emit={emit} nodeId="n" preview={false} />);
    expect(screen.queryByText('已认证')).toBeNull();
    expect(screen.getByText('博医荟用户')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '去认证' }));
    expect(emit).toHaveBeenCalledWith('certify');
  });

  it('shows a login prompt to a guest', async () => {
    const view = await renderNode({ ...node, props: { user: null } });
    await userEvent.click(await screen.findByRole('button', { name: '登录 / 注册' }));
    await waitFor(() => expect(view.location()).toBe('/login'));
  });
});
