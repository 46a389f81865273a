import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { LayoutNode, TopicHonour } from '../../contract/generated/schema-types';
import { renderNode } from '../../src/test-utils/render-node';
import { HonourDetail } from './honour-detail';
import example from './honour-detail.example.json';

const base = { emit: async () => true, nodeId: 'h', preview: false };
const detailPage: TopicHonour = {
  id: 1,
  topic_id: 1,
  type: 1,
  title: '示范单位',
  cover_img: ['/media/covers/a.svg'],
  content: '<p>正文</p>',
  created_at: '2025-05-20 10:00:00',
};

describe('honour-detail', () => {
  it('shows an image set (type ≠ 1): title, date and every picture, without the body', async () => {
    await renderNode(example as LayoutNode);
    expect(await screen.findByRole('heading', { name: '优秀项目团队' })).toBeTruthy();
    expect(screen.getByText('2025-04-20')).toBeTruthy();
    const set = screen.getByRole('list', { name: '优秀项目团队图集' });
    expect(set.querySelectorAll('img')).toHaveLength(2);
    expect(screen.getByRole('img', { name: '优秀项目团队 第2张，共2张' })).toBeTruthy();
  });

  it('enlarges a picture of the set and closes it again', async () => {
    await renderNode(example as LayoutNode);
    await userEvent.click(await screen.findByRole('button', { name: '放大查看优秀项目团队 第1张，共2张' }));
    expect(screen.getByRole('dialog', { name: '优秀项目团队 第1张，共2张' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a detail page (type 1): title, date and its body child, no picture set', () => {
    render(
      <HonourDetail {...base} props={{ honour: detailPage }}>
        <p>荣誉正文</p>
      </HonourDetail>,
    );
    expect(screen.getByRole('heading', { name: '示范单位' })).toBeTruthy();
    expect(screen.getByText('荣誉正文')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('hides the body child of an image set and renders nothing before the data arrives', () => {
    const { container, rerender } = render(
      <HonourDetail {...base} props={{ honour: { ...detailPage, type: 3 } }}>
        <p>荣誉正文</p>
      </HonourDetail>,
    );
    expect(screen.queryByText('荣誉正文')).toBeNull();
    rerender(<HonourDetail {...base} props={{}} />);
    expect(container.innerHTML).toBe('');
  });
});
