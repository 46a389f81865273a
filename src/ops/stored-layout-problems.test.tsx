import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeOpsServer, renderOps } from '../test-utils/render-ops';
import { pageName } from './page-names';
import { StoredLayoutProblems } from './stored-layout-problems';

const found = {
  revisions: 12,
  problems: [
    {
      layout_id: 'article-column',
      revision: 3,
      state: 'history' as const,
      node_id: 'header',
      path: '/body/0/props/nameLength',
      kind: 'props',
      message: '多余的属性 nameLength',
    },
  ],
};

describe('stored layout problems on the widget usage page', () => {
  it('shows each stored revision that fails against the current widgets, at its layout, revision and node', async () => {
    fakeOpsServer(() => ({ data: found }));
    const onOpen = vi.fn();
    renderOps(<StoredLayoutProblems onOpen={onOpen} />);
    expect(await screen.findByText('已检查 12 个已保存的版本，发现 1 处问题：')).toBeTruthy();
    const where = screen.getByRole('button', { name: `${pageName('article-column')} · 第 3 版（历史版本）` });
    expect(where.title).toBe('节点编号：header');
    expect(where.parentElement?.textContent).toContain('多余的属性 nameLength');
    fireEvent.click(where);
    expect(onOpen).toHaveBeenCalledWith('article-column');
  });

  it('says so when every stored revision passes', async () => {
    fakeOpsServer(() => ({ data: { revisions: 67, problems: [] } }));
    renderOps(<StoredLayoutProblems onOpen={() => undefined} />);
    expect(await screen.findByText(/已检查 67 个已保存的版本.*都符合当前组件/)).toBeTruthy();
  });
});
