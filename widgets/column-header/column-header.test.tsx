import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { LayoutNode } from '../../contract/generated/schema-types';
import { renderNode } from '../../src/test-utils/render-node';
import { ColumnHeader } from './column-header';
import example from './column-header.example.json';

const node = example as LayoutNode;
const noEmit = async () => true;

describe('column-header', () => {
  it('shows logo, title, the three counts, the cut description and the follow state', async () => {
    await renderNode(node);
    expect(await screen.findByRole('heading', { level: 1, name: '安心心血管' })).toBeTruthy();
    expect(screen.getByRole('img', { name: '安心心血管的标志' })).toBeTruthy();
    expect(screen.getByText('12 内容')).toBeTruthy();
    expect(screen.getByText('3280 关注')).toBeTruthy();
    expect(screen.getByText('12万 阅读')).toBeTruthy();
    expect(screen.getByText('安心心血管：冠心病、心衰与高血压的规范化诊疗与随访管…')).toBeTruthy();
    expect(screen.getByText('+关注')).toBeTruthy();
  });

  it('opens the column detail from its link', async () => {
    const view = await renderNode(node, { path: '/medical-column-list/601' });
    await userEvent.click(await screen.findByRole('button', { name: '专栏简介' }));
    await waitFor(() => expect(view.location()).toBe('/medical-column-detail/601'));
  });

  it('shows 已更新N篇 | 共N篇 for case columns and the whole description with descLength 0', () => {
    const desc = '一'.repeat(40);
    render(
      <ColumnHeader
        props={{ title: '心血管疑难病例', updatedCount: 5, totalCount: 8, desc, descLength: 0, isSubscribe: 1 }}
        emit={noEmit}
        nodeId="n"
        preview={false}
      />,
    );
    expect(screen.getByText('已更新5篇 | 共8篇')).toBeTruthy();
    expect(screen.getByText(desc)).toBeTruthy();
    expect(screen.getByText('已关注')).toBeTruthy();
    // The follow button is the only control without linkText.
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['已关注']);
  });

  it('the follow button emits follow with the current state (is_subscribe 1 = followed)', async () => {
    const events: Array<[string, unknown]> = [];
    const emit = async (event: string, payload?: unknown) => {
      events.push([event, payload]);
      return true;
    };
    render(<ColumnHeader props={{ title: '安心心血管', isSubscribe: 0 }} emit={emit} nodeId="n" preview={false} />);
    const button = screen.getByRole('button', { name: '关注 安心心血管' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(button);
    expect(events).toEqual([['follow', { is_subscribe: 0 }]]);
  });

  it('shows 收藏 / 已收藏 from isFavorite and emits favourite with the state before the tap (live columns)', async () => {
    const events: Array<[string, unknown]> = [];
    const emit = async (event: string, payload?: unknown) => {
      events.push([event, payload]);
      return true;
    };
    const view = render(<ColumnHeader props={{ title: '名医大讲堂', showFollow: false, isFavorite: false }} emit={emit} nodeId="n" preview={false} />);
    const button = screen.getByRole('button', { name: '收藏' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(button);
    expect(events).toEqual([['favourite', { isFavorite: false }]]);
    view.rerender(<ColumnHeader props={{ title: '名医大讲堂', showFollow: false, isFavorite: true }} emit={emit} nodeId="n" preview={false} />);
    expect(screen.getByRole('button', { name: '已收藏' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('shows no favourite button while isFavorite is unknown (older layouts, data still loading)', () => {
    render(<ColumnHeader props={{ title: '名医大讲堂', showFollow: false }} emit={noEmit} nodeId="n" preview={false} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
