import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { LayoutNode } from '../../contract/generated/schema-types';
import { renderNode } from '../../src/test-utils/render-node';
import example from './search-tabs.example.json';

const node = example as LayoutNode;

describe('search-tabs', () => {
  it('marks the bound tab and sends the chosen sort value', async () => {
    const view = await renderNode(node, { path: '/search-new?keyword=x&order=2' });
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('最新');
    await userEvent.click(screen.getByRole('tab', { name: '最热' }));
    await waitFor(() => expect(view.location()).toBe('/search-new?keyword=x&order=3'));
  });

  it('selects the first tab when nothing is bound', async () => {
    await renderNode(node, { path: '/search-new' });
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('综合');
  });

  it("shows each classify tab's match count when asked, 999+ past 999", async () => {
    const tabs = [
      { name: '全部', type: 0, count: 5230 },
      { name: '课程', type: 1, count: 999 },
      { name: '直播', type: 4, count: 1000 },
      { name: '病例', type: 6, count: 3 },
    ];
    await renderNode({ id: 'classify', widget: 'search-tabs', props: { label: '分类', showCount: true, tabs } }, { path: '/search-new?keyword=x' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['全部999+', '课程999', '直播999+', '病例3']);
  });

  it('shows names alone by default', async () => {
    await renderNode({ id: 'classify', widget: 'search-tabs', props: { tabs: [{ name: '全部', type: 0, count: 5230 }] } }, { path: '/search-new' });
    expect(screen.getByRole('tab').textContent).toBe('全部');
  });
});
