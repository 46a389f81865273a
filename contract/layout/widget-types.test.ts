import { describe, expect, it } from 'vitest';
import { layoutWidgetTypes } from './widget-types';

describe('layoutWidgetTypes', () => {
  it('lists every widget type of body and overlays once, children included, in document order', () => {
    const body = [{ widget: 'rich-text', children: [{ widget: 'comment-thread', children: [{ widget: 'rich-text' }] }] }, { widget: 'section' }];
    expect(layoutWidgetTypes(body, [{ widget: 'search-bar' }])).toEqual(['rich-text', 'comment-thread', 'section', 'search-bar']);
  });

  it('skips what is not a node', () => {
    expect(layoutWidgetTypes(undefined, 'x', [null, 3, { widget: 7 }, { children: [{ widget: 'a' }] }])).toEqual(['a']);
  });

  it('leaves out hidden nodes and their children', () => {
    const body = [
      { widget: 'section', hidden: true, children: [{ widget: 'rich-text' }] },
      { widget: 'search-bar', hidden: false },
    ];
    expect(layoutWidgetTypes(body)).toEqual(['search-bar']);
  });
});
