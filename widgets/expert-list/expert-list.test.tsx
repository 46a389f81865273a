import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { LayoutNode } from '../../contract/generated/schema-types';
import { renderNode } from '../../src/test-utils/render-node';
import { ExpertList } from './expert-list';
import example from './expert-list.example.json';

describe('expert-list', () => {
  it('lists the experts with title and hospital', async () => {
    await renderNode(example as LayoutNode);
    expect(await screen.findByRole('heading', { name: '专家团队' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '王建国' })).toBeTruthy();
    expect(screen.getByText('北京协和医院')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the bio pop-up on tap and closes it with 关闭', async () => {
    await renderNode(example as LayoutNode);
    await userEvent.click(await screen.findByRole('button', { name: '王建国' }));
    const dialog = screen.getByRole('dialog', { name: '王建国' });
    expect(dialog.textContent).toContain('擅长冠心病介入治疗');
    expect(dialog.textContent).toContain('主任医师 · 北京协和医院');
    await userEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on Escape and on the mask, and emits select with the expert', async () => {
    const emit = vi.fn(async () => true);
    const expert = { id: 3, name: '张伟', bio: '' };
    const { container } = render(<ExpertList props={{ items: [expert] }} emit={emit} nodeId="e" preview={false} />);
    await userEvent.click(screen.getByRole('button', { name: '张伟' }));
    expect(emit).toHaveBeenCalledWith('select', expert);
    expect(screen.getByRole('dialog').textContent).toContain('暂无简介');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '张伟' }));
    await userEvent.click(container.querySelector('.w-expert-list__mask')!);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
