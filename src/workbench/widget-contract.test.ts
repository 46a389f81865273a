import { describe, expect, it } from 'vitest';
import type { LayoutDocument } from '../../contract/generated/schema-types';
import { eventRows, propRows, usesInLayouts, versionRows } from './widget-contract';

describe('a widget contract, read from its props schema', () => {
  it('lists each prop with its type, description, default and whether it is required', () => {
    const rows = propRows('news-list');
    expect(rows.find((row) => row.name === 'items')).toEqual({
      name: 'items',
      type: expect.stringMatching(/^列表（/),
      description: '资讯条目',
      defaultValue: '',
      required: true,
    });
    expect(rows.find((row) => row.name === 'titleLength')).toMatchObject({ type: '整数', defaultValue: '26', required: false });
  });

  it('names enum values and unions as the schema allows them', () => {
    const active = propRows('tabs').find((row) => row.name === 'activeIndex');
    expect(active).toMatchObject({ type: '整数 | 文字', defaultValue: '0' });
  });

  it('lists events with what their data is', () => {
    expect(eventRows('tabs')).toEqual([{ name: 'change', description: '切换到另一个标签，事件数据为 { index }（从 0 开始）' }]);
    expect(eventRows('page-title')).toEqual([]);
  });

  it('tells migrated versions from compatible bumps', () => {
    expect(versionRows('tabs', undefined)).toEqual([{ version: 1, migrated: false }]);
  });

  it('finds a widget in bodies, overlays and children', () => {
    const docs: LayoutDocument[] = [
      {
        schemaVersion: 1,
        id: 'a',
        body: [{ id: 's', widget: 'section', children: [{ id: 'n', widget: 'news-list', props: { items: [] } }] }],
        overlays: [{ id: 'o', widget: 'news-list', props: { items: [] } }],
      },
    ];
    expect(usesInLayouts(docs).get('news-list')).toEqual([
      { layoutId: 'a', nodeId: 'n' },
      { layoutId: 'a', nodeId: 'o' },
    ]);
  });
});
