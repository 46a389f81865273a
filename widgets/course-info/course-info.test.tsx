import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { LayoutNode } from '../../contract/generated/schema-types';
import { renderNode } from '../../src/test-utils/render-node';
import { CourseInfo } from './course-info';
import example from './course-info.example.json';

const node = example as LayoutNode;

describe('course-info', () => {
  it('shows title, speaker, views, duration and the parent series cut to 10', async () => {
    await renderNode(node);
    expect(await screen.findByRole('heading', { name: '第1讲 心力衰竭的分型诊断与规范化治疗策略' })).toBeTruthy();
    expect(screen.getByText('王建国 主任医师 · 北京协和医院')).toBeTruthy();
    expect(screen.getByText('12876人学习')).toBeTruthy();
    expect(screen.getByText('32:15')).toBeTruthy();
    expect(screen.getByText('心血管专科医师进阶系…')).toBeTruthy();
  });

  it('goes to the parent series on tap', async () => {
    const view = await renderNode(node);
    await userEvent.click(await screen.findByRole('button', { name: /所属系列/ }));
    await waitFor(() => expect(view.location()).toBe('/course-column/7'));
  });

  it('cuts the title when titleLength is set, shows 共N讲, hides an absent parent', () => {
    const emit = vi.fn();
    render(
      <CourseInfo
        props={{ title: '一二三四五六七八九十', titleLength: 4, courseCount: 5, parent: null, cover: '/c.svg' }}
        emit={emit}
        nodeId="c"
        preview={false}
      />,
    );
    expect(screen.getByRole('img', { name: '一二三四五六七八九十封面' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '一二三四…' })).toBeTruthy();
    expect(screen.getByText('共5讲')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
  it('shows 收藏 beside the title only when asked; a tap emits toggle-favourite and the bound flag decides the text', async () => {
    const emit = vi.fn(async () => true);
    const { rerender } = render(<CourseInfo props={{ title: '课' }} emit={emit} nodeId="n" preview={false} />);
    expect(screen.queryByRole('button', { name: '收藏' })).toBeNull();
    rerender(<CourseInfo props={{ title: '课', showFavorite: true, isFavorite: false }} emit={emit} nodeId="n" preview={false} />);
    await userEvent.click(screen.getByRole('button', { name: '收藏' }));
    expect(emit).toHaveBeenCalledWith('toggle-favourite');
    rerender(<CourseInfo props={{ title: '课', showFavorite: true, isFavorite: true }} emit={emit} nodeId="n" preview={false} />);
    expect(screen.getByRole('button', { name: '已收藏' }).getAttribute('aria-pressed')).toBe('true');
  });
});
