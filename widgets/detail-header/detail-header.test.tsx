import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LayoutNode } from '../../contract/generated/schema-types';
import { renderNode } from '../../src/test-utils/render-node';
import { DetailHeader } from './detail-header';
import example from './detail-header.example.json';

const node = example as LayoutNode;
const noEmit = async () => true;

describe('detail-header', () => {
  it('shows the title cut at 34 characters, the date and the views', async () => {
    await renderNode(node);
    const heading = await screen.findByRole('heading', { level: 1, name: example.props.title });
    expect(heading.textContent).toBe(`${Array.from(example.props.title).slice(0, 34).join('')}…`);
    expect(screen.getByText('2025-05-28')).toBeTruthy();
    expect(screen.getByText('1.3万阅读')).toBeTruthy();
  });

  it('keeps a short title whole, shows a cover and omits missing meta', () => {
    render(<DetailHeader props={{ title: '医学工具箱', cover: '/media/c.svg' }} emit={noEmit} nodeId="n" preview={false} />);
    expect(screen.getByRole('heading', { name: '医学工具箱' }).textContent).toBe('医学工具箱');
    expect(screen.getByRole('img', { name: '医学工具箱的封面' })).toBeTruthy();
    expect(screen.queryByText(/阅读/)).toBeNull();
  });

  it('uses the given titleLength and viewLabel', () => {
    render(
      <DetailHeader props={{ title: '一二三四五六七八九十十一', titleLength: 10, views: 5, viewLabel: '观看' }} emit={noEmit} nodeId="n" preview={false} />,
    );
    expect(screen.getByRole('heading').textContent).toBe('一二三四五六七八九十…');
    expect(screen.getByText('5观看')).toBeTruthy();
  });
});
