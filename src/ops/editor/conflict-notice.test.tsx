import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { LayoutDocument } from '../../../contract/generated/schema-types';
import { ConflictNotice } from './conflict-notice';
import { mergeLayouts } from './merge-layout';
import { nodeLabel, updateNode } from './outline-tree';

const base: LayoutDocument = {
  schemaVersion: 1,
  id: 'channel-home.2',
  body: [
    { id: 'section-live', widget: 'section', props: { title: '直播' } },
    { id: 'section-case', widget: 'section', props: { title: '病例' } },
  ],
};
const retitle = (doc: LayoutDocument, id: string, title: string) => updateNode(doc, id, (node) => ({ ...node, props: { title } }));
const conflict = { current_revision: 4, changed_by: 'bob', diff: '' };

describe('save conflict notice', () => {
  it('lists what combined, asks about each clash, and saves only once every clash is settled', () => {
    const mine = retitle(retitle(base, 'section-case', '病例讨论'), 'section-live', '直播间');
    const theirs = retitle(base, 'section-case', '病例精选');
    const merge = mergeLayouts(base, mine, theirs, { theirs: 'bob', label: nodeLabel });
    const onSaveMerged = vi.fn();
    render(
      <ConflictNotice
        message="布局已被他人修改"
        conflict={conflict}
        merge={merge}
        mergeError={null}
        busy={false}
        onReload={vi.fn()}
        onSaveMerged={onSaveMerged}
      />,
    );

    const notice = screen.getByRole('alert');
    expect(notice.textContent).toContain('bob 已保存了第 4 版');
    expect(within(screen.getByRole('list', { name: '双方的修改已合并：' })).getByRole('listitem').textContent).toBe(
      '你 把 直播（分区）的「分区标题」改为「直播间」',
    );
    const clash = screen.getByRole('group', { name: '病例（分区）的「分区标题」：bob 改为「病例精选」，你 改为「病例讨论」' });
    expect(within(clash).getByRole('radio', { name: '保留我的修改：「病例讨论」' })).toBeTruthy();
    const save = screen.getByRole('button', { name: '保存合并结果' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    expect(notice.textContent).toContain('还有 1 项冲突未选择');
    expect(screen.queryByRole('button', { name: /保留我的修改，基于最新版本/ })).toBeNull();

    fireEvent.click(within(clash).getByRole('radio', { name: '保留 bob 的修改：「病例精选」' }));
    expect((save as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(save);
    expect(onSaveMerged).toHaveBeenCalledWith({ 'section-case#prop:title': 'theirs' });
    const result = merge.resolve(onSaveMerged.mock.calls[0][0] as Record<string, 'mine' | 'theirs'>);
    expect(result.body.map((node) => node.props?.title)).toEqual(['直播间', '病例精选']);
  });

  it('says so while the revisions are read, and when they cannot be', () => {
    const { rerender } = render(
      <ConflictNotice message="m" conflict={conflict} merge={null} mergeError={null} busy={false} onReload={vi.fn()} onSaveMerged={vi.fn()} />,
    );
    expect(screen.getByRole('alert').textContent).toContain('正在合并双方的修改');
    expect(screen.queryByRole('button', { name: '保存合并结果' })).toBeNull();
    rerender(<ConflictNotice message="m" conflict={conflict} merge={null} mergeError="网络异常" busy={false} onReload={vi.fn()} onSaveMerged={vi.fn()} />);
    expect(screen.getByRole('alert').textContent).toContain('无法读取两个版本来合并：网络异常');
    expect(screen.getByRole('button', { name: '放弃我的修改，载入最新版本' })).toBeTruthy();
  });

  it('keeps the raw diff folded away, below the description in Chinese', () => {
    const withDiff = { ...conflict, diff: '--- a\n+++ b\n-  "title": "直播"\n+  "title": "直播间"' };
    const merge = mergeLayouts(base, base, retitle(base, 'section-live', '直播间'), { theirs: 'bob', label: nodeLabel });
    render(
      <ConflictNotice message="布局已被他人修改" conflict={withDiff} merge={merge} mergeError={null} busy={false} onReload={vi.fn()} onSaveMerged={vi.fn()} />,
    );
    const notice = screen.getByRole('alert');
    const raw = notice.querySelector('details');
    expect(raw).not.toBeNull();
    expect(raw!.open).toBe(false);
    expect(raw!.querySelector('summary')!.textContent).toBe('原始差异（开发者视图）');
    const text = notice.textContent ?? '';
    expect(text.indexOf('bob 已保存了第 4 版')).toBeLessThan(text.indexOf('原始差异'));
  });
});
