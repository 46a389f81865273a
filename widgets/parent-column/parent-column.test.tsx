import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ArticleParent, LayoutNode } from '../../contract/generated/schema-types';
import { renderNode } from '../../src/test-utils/render-node';
import { ParentColumn } from './parent-column';
import example from './parent-column.example.json';

const node = example as LayoutNode;
const noEmit = async () => true;
const parent = example.props.parent as ArticleParent;

describe('parent-column', () => {
  it('shows the column cut at 10 characters, its description and follow state', async () => {
    await renderNode(node);
    expect(await screen.findByRole('button', { name: '所属专栏：欧洲心脏病学年会速递专栏' })).toBeTruthy();
    expect(screen.getByText('欧洲心脏病学年会速递…')).toBeTruthy();
    expect(screen.getByText('ESC 年会重磅研究解读，带你第一时间了解心血管领域…')).toBeTruthy();
    expect(screen.getByText('+关注')).toBeTruthy();
  });

  it('opens the column by its origin (30 → medical column)', async () => {
    const view = await renderNode(node, { path: '/article-detail/5' });
    await userEvent.click(await screen.findByRole('button', { name: '所属专栏：欧洲心脏病学年会速递专栏' }));
    await waitFor(() => expect(view.location()).toBe('/medical-column-detail/618'));
  });

  it('renders nothing without a parent, and 已关注 when followed', () => {
    const { container, rerender } = render(<ParentColumn props={{ parent: null }} emit={noEmit} nodeId="n" preview={false} />);
    expect(container.innerHTML).toBe('');
    rerender(<ParentColumn props={{ parent: { ...parent, is_subscribe: 1 } }} emit={noEmit} nodeId="n" preview={false} />);
    expect(screen.getByText('已关注')).toBeTruthy();
  });
});
