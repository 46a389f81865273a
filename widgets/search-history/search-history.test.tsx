import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { LayoutNode } from '../../contract/generated/schema-types';
import { renderNode } from '../../src/test-utils/render-node';
import example from './search-history.example.json';
import { visibleCount } from './search-history';

const node = example as LayoutNode;
const tags = () =>
  within(screen.getByRole('list'))
    .getAllByRole('button')
    .filter((b) => !['展开', '收起'].includes(b.textContent ?? ''));

describe('search-history', () => {
  it('shows at most 10 tags, two lines collapsed with 展开 / 收起', async () => {
    await renderNode(node);
    const collapsed = tags().length;
    expect(collapsed).toBeGreaterThan(2);
    expect(collapsed).toBeLessThan(10);
    await userEvent.click(screen.getByRole('button', { name: '展开' }));
    expect(tags().map((t) => t.textContent)).toHaveLength(10);
    expect(screen.queryByText('多余的第十一个')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '收起' }));
    expect(tags()).toHaveLength(collapsed);
  });

  it('shows no toggle when everything fits in two lines, and nothing without history', () => {
    expect(visibleCount(['高血压', '糖尿病', 'PCI'], 2)).toBe(3);
    expect(
      visibleCount(
        Array.from({ length: 10 }, () => '一个很长很长的搜索历史关键词'),
        2,
      ),
    ).toBeLessThan(10);
  });

  it('clearing asks 提醒 / 确定删除全部历史记录吗？ first', async () => {
    const view = await renderNode(node, { confirmAnswer: false });
    await userEvent.click(screen.getByRole('button', { name: '清空搜索历史' }));
    await waitFor(() => expect(view.dialogs()).toHaveLength(1));
    expect(view.dialogs()[0]).toMatchObject({ title: '提醒', message: '确定删除全部历史记录吗？' });
  });

  it('a tag searches its keyword', async () => {
    const view = await renderNode(node, { path: '/search-new' });
    await userEvent.click(screen.getByRole('button', { name: '高血压' }));
    await waitFor(() => expect(decodeURIComponent(view.location())).toBe('/search-new?keyword=高血压'));
  });
});
