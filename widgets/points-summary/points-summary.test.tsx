import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { LayoutNode } from '../../contract/generated/schema-types';
import { renderNode } from '../../src/test-utils/render-node';
import example from './points-summary.example.json';

const node = example as LayoutNode;

describe('points-summary', () => {
  it('shows the balance and the income records with note, value and time', async () => {
    await renderNode(node);
    expect(await screen.findByLabelText('博贝余额 68')).toBeTruthy();
    const list = screen.getByRole('tabpanel', { name: '获得博贝' });
    expect(within(list).getByText('分享内容')).toBeTruthy();
    expect(within(list).getByText('+3')).toBeTruthy();
    expect(within(list).getByText('2026-11-20 09:30')).toBeTruthy();
  });

  it('switches to 消耗博贝 and goes to the rules', async () => {
    const view = await renderNode(node);
    await userEvent.click(await screen.findByRole('tab', { name: '消耗博贝' }));
    const list = screen.getByRole('tabpanel', { name: '消耗博贝' });
    expect(within(list).getByText('兑换学习资料')).toBeTruthy();
    expect(within(list).getByText('-20')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '博贝规则' }));
    await waitFor(() => expect(view.location()).toBe('/amount-rule'));
  });
});
