import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { LayoutNode } from '../../contract/generated/schema-types';
import { renderNode } from '../../src/test-utils/render-node';
import { SettingCell } from './setting-cell';
import example from './setting-cell.example.json';

const node = example as LayoutNode;

describe('setting-cell', () => {
  it('shows the title and the masked number; a tap follows the layout', async () => {
    const view = await renderNode(node, { path: '/my-setting' });
    const cell = await screen.findByRole('button', { name: /修改手机号/ });
    expect(cell.textContent).toContain('138****0001');
    expect(cell.textContent).not.toContain('13800000001');
    await userEvent.click(cell);
    await waitFor(() => expect(view.location()).toBe('/my-update-tel'));
  });

  it('an action row (退出登录) shows neither value nor arrow and emits tap', async () => {
    const emit = vi.fn(async () => true);
    const { container } = render(<SettingCell props={{ title: '退出登录', danger: true, value: '13800000001' }} emit={emit} nodeId="s" preview={false} />);
    await userEvent.click(screen.getByRole('button', { name: '退出登录' }));
    expect(emit).toHaveBeenCalledWith('tap');
    expect(container.querySelector('.ui-setting-row__arrow')).toBeNull();
    expect(container.textContent).toBe('退出登录');
  });

  it('shows other values as they are', () => {
    render(<SettingCell props={{ title: '版本', value: '2.0', arrow: false }} emit={vi.fn(async () => true)} nodeId="s" preview={false} />);
    expect(screen.getByRole('button', { name: /版本/ }).textContent).toBe('版本2.0');
  });
});
