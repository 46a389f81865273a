import { describe, expect, it } from 'vitest';
import type { LayoutDocument } from '../../../contract/generated/schema-types';
import { allNodeIds, findNode, insertNode, locateNode, moveNode, removeNode, reorderSiblings, uniqueNodeId, updateNode } from './outline-tree';
import { nodeIdOfProblem, problemsByNode } from './node-problems';

const doc: LayoutDocument = {
  schemaVersion: 1,
  id: 'channel-home.2',
  body: [
    { id: 'search', widget: 'search-bar' },
    { id: 'section-live', widget: 'section', props: { title: '直播' }, children: [{ id: 'section-live-list', widget: 'content-list' }] },
    {
      id: 'section-course',
      widget: 'section',
      props: { title: '好课' },
      children: [
        { id: 'a', widget: 'content-list' },
        { id: 'b', widget: 'content-list' },
      ],
    },
    { id: 'section-case', widget: 'section', props: { title: '病例' } },
  ],
  overlays: [{ id: 'advert', widget: 'screen-advert' }],
};

const order = (d: LayoutDocument) => d.body.map((node) => node.id);

describe('outline edits', () => {
  it('moves a node up and down among its siblings, and not past either end', () => {
    expect(order(moveNode(doc, 'section-case', -1))).toEqual(['search', 'section-live', 'section-case', 'section-course']);
    expect(order(moveNode(doc, 'search', 1))).toEqual(['section-live', 'search', 'section-course', 'section-case']);
    expect(moveNode(doc, 'search', -1)).toBe(doc);
    expect(moveNode(doc, 'section-case', 1)).toBe(doc);
    const inner = moveNode(doc, 'b', -1);
    expect(findNode(inner, 'section-course')?.children?.map((n) => n.id)).toEqual(['b', 'a']);
  });

  it('drops a dragged node where the node it was dropped on was (病例 above 直播)', () => {
    expect(order(reorderSiblings(doc, 'section-case', 'section-live'))).toEqual(['search', 'section-case', 'section-live', 'section-course']);
    expect(order(reorderSiblings(doc, 'search', 'section-course'))).toEqual(['section-live', 'section-course', 'search', 'section-case']);
  });

  it('never re-parents on a drop across lists, and leaves the original untouched', () => {
    expect(reorderSiblings(doc, 'section-case', 'a')).toBe(doc);
    expect(reorderSiblings(doc, 'advert', 'search')).toBe(doc);
    reorderSiblings(doc, 'section-case', 'section-live');
    expect(order(doc)).toEqual(['search', 'section-live', 'section-course', 'section-case']);
  });

  it('removes, inserts after the selection (or at the end) and updates nodes by id', () => {
    expect(allNodeIds(removeNode(doc, 'section-course')).has('a')).toBe(false);
    const added = insertNode(doc, { id: 'new', widget: 'rich-text' }, 'a');
    expect(findNode(added, 'section-course')?.children?.map((n) => n.id)).toEqual(['a', 'new', 'b']);
    expect(order(insertNode(doc, { id: 'new', widget: 'rich-text' }, null)).at(-1)).toBe('new');
    const renamed = updateNode(doc, 'section-live', (node) => ({ ...node, props: { title: '直播间' } }));
    expect(findNode(renamed, 'section-live')?.props).toEqual({ title: '直播间' });
    expect(findNode(doc, 'section-live')?.props).toEqual({ title: '直播' });
  });

  it('finds where a node sits and makes unique ids for new nodes', () => {
    expect(locateNode(doc, 'b')).toMatchObject({ parentId: 'section-course', index: 1, depth: 1, list: 'body' });
    expect(locateNode(doc, 'advert')).toMatchObject({ parentId: null, list: 'overlays' });
    expect(uniqueNodeId(doc, 'section-live')).toBe('section-live-2');
    expect(uniqueNodeId(doc, 'rich-text')).toBe('rich-text');
  });
});

describe('problems at nodes', () => {
  it('uses node_id, else the deepest node on the JSON path; document problems go under null', () => {
    expect(nodeIdOfProblem(doc, { path: '/body/0', node_id: 'section-case', kind: 'schema', message: 'x' })).toBe('section-case');
    expect(nodeIdOfProblem(doc, { path: '/body/2/children/1/props/title', node_id: null, kind: 'schema', message: 'x' })).toBe('b');
    expect(nodeIdOfProblem(doc, { path: '/body/1/props/title', node_id: null, kind: 'schema', message: 'x' })).toBe('section-live');
    expect(nodeIdOfProblem(doc, { path: '/overlays/0/widget', node_id: null, kind: 'schema', message: 'x' })).toBe('advert');
    expect(nodeIdOfProblem(doc, { path: '/data/home/endpoint', node_id: null, kind: 'schema', message: 'x' })).toBeNull();
    const grouped = problemsByNode(doc, [
      { path: '/body/3/props', node_id: null, kind: 'schema', message: 'title 必填' },
      { path: '/data/x', node_id: null, kind: 'unknown-endpoint', message: 'unknown endpoint' },
    ]);
    expect(grouped.get('section-case')?.[0].message).toBe('title 必填');
    expect(grouped.get(null)).toHaveLength(1);
  });
});

describe('why 发布 is disabled', () => {
  const ok = { role: 'publisher' as const, dirty: false, pending: false, problems: 0, validationError: false, hasDraft: true };
  it('names the first reason, validation errors before unsaved changes', async () => {
    const { publishBlocker } = await import('./publish-rules');
    expect(publishBlocker(ok)).toBeNull();
    expect(publishBlocker({ ...ok, role: 'editor' })).toBe('你是编辑角色，只有发布者可以发布');
    // Where review is not required (OPS_REVIEW_REQUIRED=0) an editor may publish their own draft.
    expect(publishBlocker({ ...ok, role: 'editor', mayPublish: true })).toBeNull();
    expect(publishBlocker({ ...ok, dirty: true, problems: 2 })).toBe('校验有 2 个错误，修正后才能发布');
    expect(publishBlocker({ ...ok, dirty: true })).toBe('有未保存的修改，请先保存草稿');
    expect(publishBlocker({ ...ok, pending: true })).toBe('正在校验…');
    expect(publishBlocker({ ...ok, hasDraft: false })).toBe('没有可发布的草稿');
  });
});
