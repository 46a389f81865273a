import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { LayoutNode } from '../../contract/generated/schema-types';
import { renderNode } from '../../src/test-utils/render-node';
import { Section } from './section';
import example from './section.example.json';

const node = example as LayoutNode;

describe('section', () => {
  it('shows the title, 查看更多 and its child nodes', async () => {
    await renderNode(node);
    expect(screen.getByRole('heading', { name: '直播' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '查看更多' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '急性缺血性脑卒中静脉溶栓与取栓进展' })).toBeTruthy();
    expect(screen.getByText('直播中')).toBeTruthy();
    expect(screen.getByText('回放')).toBeTruthy();
    // The child list is configured not to show its own end text inside a section.
    expect(screen.queryByText('已到底部')).toBeNull();
  });

  it('goes to the channel-more list on 查看更多', async () => {
    const view = await renderNode(node);
    await userEvent.click(screen.getByRole('button', { name: '查看更多' }));
    await waitFor(() => expect(view.location()).toBe('/channel-more/1/4'));
  });

  it('opens a child card by its origin type', async () => {
    const view = await renderNode(node);
    await userEvent.click(screen.getByRole('button', { name: '感染性休克早期液体复苏病例讨论' }));
    await waitFor(() => expect(view.location()).toMatch(/^\/live-detail-home\/\d+/));
  });

  it('hides 查看更多 when showMore is false and shows the count when given', async () => {
    const emit = vi.fn();
    render(
      <Section props={{ title: '指南', showMore: false, count: 12 }} emit={emit} nodeId="s" preview={false}>
        <p>子内容</p>
      </Section>,
    );
    expect(screen.queryByRole('button', { name: '查看更多' })).toBeNull();
    expect(screen.getByText('共 12 条')).toBeTruthy();
    expect(screen.getByText('子内容')).toBeTruthy();
  });

  it('emits more', async () => {
    const emit = vi.fn();
    render(<Section props={{ title: '好课' }} emit={emit} nodeId="s" preview={false} />);
    await userEvent.click(screen.getByRole('button', { name: '查看更多' }));
    expect(emit).toHaveBeenCalledWith('more');
  });

  it('with no title and no 查看更多 shows its children alone, with no empty heading', () => {
    render(
      <Section props={{ title: '', showMore: false }} emit={vi.fn()} nodeId="n" preview={false}>
        <p>直播介绍</p>
      </Section>,
    );
    expect(screen.getByText('直播介绍')).toBeTruthy();
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
