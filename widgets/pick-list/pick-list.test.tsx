import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { LayoutNode } from '../../contract/generated/schema-types';
import { renderNode } from '../../src/test-utils/render-node';
import { PickList } from './pick-list';
import example from './pick-list.example.json';

const node = example as LayoutNode;

describe('pick-list', () => {
  it('lists the hospitals with grade and district; tapping one runs its actions', async () => {
    const view = await renderNode(node);
    const item = await screen.findByRole('button', { name: /北京协和医院\s*三级甲等 东城区/ });
    await userEvent.click(item);
    await waitFor(() => expect(view.location()).toBe('/add-info?hospital=1'));
  });

  it('searches by the typed name and offers adding a hospital', async () => {
    const view = await renderNode(node);
    await userEvent.type(await screen.findByRole('searchbox', { name: '搜索' }), '协和{Enter}');
    await waitFor(() => expect(view.location()).toBe(`/choose-hospital?name=${encodeURIComponent('协和')}`));
    await userEvent.click(screen.getByRole('button', { name: '没有找到？添加医院' }));
    await waitFor(() => expect(view.location()).toBe('/add-hospital'));
  });

  it('shows the empty text when nothing matches', () => {
    const emit = vi.fn(async () => true);
    render(<PickList props={{ items: [], emptyText: '没有找到相关医院' }} emit={emit} nodeId="n" preview={false} />);
    expect(screen.getByText('没有找到相关医院')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /添加/ })).toBeNull();
  });
});
