import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { LayoutNode } from '../../contract/generated/schema-types';
import { renderNode } from '../../src/test-utils/render-node';
import { Tabs } from './tabs';
import example from './tabs.example.json';

const node = example as LayoutNode;

describe('tabs', () => {
  it('shows the tabs and only the first panel', async () => {
    await renderNode(node);
    const intro = await screen.findByRole('tab', { name: '简介' });
    expect(intro.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: '评论' }).getAttribute('aria-selected')).toBe('false');
    expect(screen.getByRole('heading', { name: '课程简介' })).toBeTruthy();
    expect(screen.queryByText('暂无评论')).toBeNull();
  });

  it('switches panels on tap and opens a card of the related panel', async () => {
    const view = await renderNode(node);
    await userEvent.click(await screen.findByRole('tab', { name: '评论' }));
    expect(await screen.findByText('暂无评论')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: '课程简介' })).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: '相关' }));
    expect(screen.getByRole('tab', { name: '相关' }).getAttribute('aria-selected')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: /心力衰竭患者的容量管理/ }));
    await waitFor(() => expect(view.location()).toBe('/course-detail/31'));
  });

  it('emits change with the index, not for the active tab; arrow keys move too', async () => {
    const emit = vi.fn().mockResolvedValue(true);
    render(
      <Tabs props={{ tabs: [{ title: '目录' }, { title: '简介' }] }} emit={emit} nodeId="t" preview={false}>
        <p>目录面板</p>
        <p>简介面板</p>
      </Tabs>,
    );
    await userEvent.click(screen.getByRole('tab', { name: '目录' }));
    expect(emit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('tab', { name: '简介' }));
    expect(emit).toHaveBeenCalledWith('change', { index: 1 });
    expect(screen.getByText('简介面板')).toBeTruthy();
    await userEvent.keyboard('{ArrowRight}');
    expect(emit).toHaveBeenLastCalledWith('change', { index: 0 });
    expect(screen.getByText('目录面板')).toBeTruthy();
  });

  it('follows a bound activeIndex given as a string and ignores bad values', () => {
    const emit = vi.fn();
    const { rerender } = render(
      <Tabs props={{ tabs: [{ title: 'A' }, { title: 'B' }], activeIndex: '1' }} emit={emit} nodeId="t" preview={false}>
        <p>面板A</p>
        <p>面板B</p>
      </Tabs>,
    );
    expect(screen.getByText('面板B')).toBeTruthy();
    rerender(
      <Tabs props={{ tabs: [{ title: 'A' }, { title: 'B' }], activeIndex: 'x' }} emit={emit} nodeId="t" preview={false}>
        <p>面板A</p>
        <p>面板B</p>
      </Tabs>,
    );
    expect(screen.getByText('面板A')).toBeTruthy();
  });
});
