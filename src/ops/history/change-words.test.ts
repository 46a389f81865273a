import { describe, expect, it } from 'vitest';
import type { LayoutDocument } from '../../../contract/generated/schema-types';
import { boundedChanges, layoutChanges } from '../../../contract/layout/layout-changes';
import { changeLines } from './change-words';

const before: LayoutDocument = {
  schemaVersion: 1,
  id: 'channel-home.2',
  title: '呼吸',
  body: [
    { id: 'search', widget: 'search-bar' },
    { id: 'section-live', widget: 'section', props: { title: '直播', moreText: '查看更多' } },
    { id: 'section-course', widget: 'section', props: { title: '好课' } },
    { id: 'section-case', widget: 'section', props: { title: '病例' }, children: [{ id: 'case-list', widget: 'content-list' }] },
  ],
};

const after: LayoutDocument = {
  ...before,
  title: '呼吸科',
  body: [
    { id: 'section-course', widget: 'section', props: { title: '精品课' }, on: { more: [{ action: 'navigate', route: 'course-list' }] } },
    { id: 'search', widget: 'search-bar' },
    { id: 'section-live', widget: 'section', props: { title: '直播', moreText: '全部直播' }, schedule: { start: '2026-12-01T02:00:00.000Z' } },
    { id: 'notice', widget: 'rich-text', props: { html: '<p>年会报名开始</p>' } },
  ],
};

describe('a revision diff in the operator’s words', () => {
  it('names sections added, removed and moved, and each field changed with its old and new value', () => {
    const changes = layoutChanges(before, after);
    expect(changes.removed.map((node) => node.id)).toEqual(['section-case']);
    expect(changes.added.map((node) => node.id)).toEqual(['notice']);
    expect(changes.moved.map((node) => node.id)).toEqual(['section-course']);
    const lines = changeLines(changes, { before, after });
    expect(lines).toContain('添加了 富文本正文');
    expect(lines).toContain('删除了 病例（分区）');
    expect(lines).toContain('移动了 精品课（分区）');
    expect(lines).toContain('好课（分区）的「分区标题」：「好课」 → 「精品课」');
    expect(lines).toContain('好课（分区）的「点击「查看更多」时的动作」：（未设置） → 跳转页面');
    expect(lines).toContain('直播（分区）的「右上角按钮文字」：「查看更多」 → 「全部直播」');
    expect(lines.find((line) => line.startsWith('直播（分区）的「展示时间段」'))).toMatch(/（未设置） → 2026-12-01 \d\d:00 起/);
    expect(lines).toContain('页面标题：「呼吸」 → 「呼吸科」');
    for (const line of lines) expect(line).not.toMatch(/[{}"]|section-|\$data/);
  });

  it('names only the fields when the values are not at hand (the audit log keeps a bounded summary)', () => {
    const summary = boundedChanges(layoutChanges(before, after), 3);
    expect(summary.more).toBe(3);
    const lines = changeLines(JSON.parse(JSON.stringify(summary)) as typeof summary);
    expect(lines).toContain('修改了 精品课（分区）的「分区标题」「点击「查看更多」时的动作」');
    expect(lines.at(-1)).toBe('还有 3 处修改');
  });

  it('says nothing changed for the same document', () => {
    expect(changeLines(layoutChanges(before, structuredClone(before)))).toEqual([]);
  });
});

describe('page settings and data entries in the audit log', () => {
  it('names document fields by their Chinese titles and data entries by their endpoints, never by developer keys', () => {
    const lines = changeLines({ added: [], removed: [], moved: [], edited: [], page: ['schemaVersion', 'skeletonMs', 'data.video'] });
    expect(lines).toEqual(['修改了 页面设置「文档格式版本」', '修改了 页面设置「骨架屏最短显示时间（毫秒）」', '修改了 页面数据']);
    const unbound: LayoutDocument = { schemaVersion: 1, id: 'x', body: [], data: {} };
    const bound: LayoutDocument = { ...unbound, data: { video: { endpoint: 'getHome' } } };
    expect(changeLines({ added: [], removed: [], moved: [], edited: [], page: ['data.video'] }, { before: unbound, after: bound })).toEqual([
      '修改了 页面数据「首页数据」',
    ]);
  });
});
