import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { LayoutNode } from '../../contract/generated/schema-types';
import { renderNode } from '../../src/test-utils/render-node';
import { ContinueLearning } from './continue-learning';
import example from './continue-learning.example.json';

const node = example as LayoutNode;

describe('continue-learning', () => {
  it('shows each started item with where the doctor stopped, and a series with its next lesson', async () => {
    await renderNode(node);
    expect(await screen.findByRole('heading', { name: '继续学习' })).toBeTruthy();
    expect(screen.getByText('学到 12:34 · 已学 42%')).toBeTruthy();
    expect(screen.getByText('下一课：第2课 心衰的药物治疗')).toBeTruthy();
  });

  it('emits select with the card', async () => {
    const emit = vi.fn();
    const item = { id: 7, origin_type: 1, title: '指南解读', study_percent: 10, study_position: 30 };
    render(<ContinueLearning props={{ items: [item] }} emit={emit} nodeId="n" preview={false} />);
    await userEvent.click(screen.getByRole('button', { name: /指南解读/ }));
    expect(emit).toHaveBeenCalledWith('select', item);
  });

  it('shows nothing without items, and totals with time per item as a list', () => {
    const { container, rerender } = render(<ContinueLearning props={{ items: [] }} emit={vi.fn()} nodeId="n" preview={false} />);
    expect(container.innerHTML).toBe('');
    rerender(
      <ContinueLearning
        props={{
          title: '学习记录',
          variant: 'list',
          totals: { week_seconds: 3900, month_seconds: 7200, year_seconds: 30 },
          items: [{ id: 7, origin_type: 1, title: '指南解读', study_percent: 100, study_seconds: 720 }],
        }}
        emit={vi.fn()}
        nodeId="n"
        preview={false}
      />,
    );
    expect(screen.getByText('1 小时 5 分钟')).toBeTruthy();
    expect(screen.getByText('2 小时')).toBeTruthy();
    expect(screen.getByText('不足 1 分钟')).toBeTruthy();
    expect(screen.getByText('已学完')).toBeTruthy();
    expect(screen.getByText('学习 12 分钟')).toBeTruthy();
  });
});
