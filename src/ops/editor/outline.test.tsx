import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { LayoutNode } from '../../../contract/generated/schema-types';
import { Outline } from './outline';

const body: LayoutNode[] = [
  { id: 'section-live', widget: 'section', props: { title: '直播' }, children: [{ id: 'live-list', widget: 'content-list' }] },
  { id: 'section-case', widget: 'section', props: { title: '病例', count: -1 } },
];

function renderOutline() {
  const handlers = { onSelect: vi.fn(), onMove: vi.fn(), onReorder: vi.fn(), onRemove: vi.fn() };
  render(
    <Outline
      body={body}
      overlays={[]}
      selectedId="section-live"
      problems={new Map([['section-case', [{ path: '/body/1/props/count', node_id: 'section-case', kind: 'schema', message: 'section: must be >= 0' }]]])}
      {...handlers}
    />,
  );
  return handlers;
}

describe('layout outline', () => {
  it('shows the tree with a labelled drag handle and move buttons per node', () => {
    const handlers = renderOutline();
    expect(screen.getByRole('button', { name: '拖动排序：病例（分区）' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '拖动排序：内容列表' })).toBeTruthy();
    expect((screen.getByRole('button', { name: '上移 直播（分区）' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '上移 病例（分区）' }));
    expect(handlers.onMove).toHaveBeenCalledWith('section-case', -1);
    fireEvent.click(screen.getByRole('button', { name: '删除 病例（分区）' }));
    expect(handlers.onRemove).toHaveBeenCalledWith('section-case');
    expect(screen.getByRole('button', { name: '直播（分区）' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('puts validation errors at their node', () => {
    renderOutline();
    const list = screen.getByRole('list', { name: '病例（分区） 的校验错误' });
    expect(within(list).getByText('section: must be >= 0')).toBeTruthy();
    expect(screen.getByRole('button', { name: /病例（分区）1 个错误/ })).toBeTruthy();
  });
});
