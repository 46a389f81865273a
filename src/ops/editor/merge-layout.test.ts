import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import type { LayoutDocument, LayoutNode } from '../../../contract/generated/schema-types';
import { mergeLayouts, type MergeNames } from './merge-layout';
import { insertNode, moveNode, removeNode, reorderSiblings, updateNode } from './outline-tree';

const base: LayoutDocument = {
  schemaVersion: 1,
  id: 'channel-home.2',
  title: '呼吸',
  data: { feed: { endpoint: 'home.recommend' } },
  body: [
    { id: 'search', widget: 'search-bar' },
    { id: 'section-meeting', widget: 'section', props: { title: '学术会' }, children: [{ id: 'meeting-list', widget: 'content-list' }] },
    { id: 'section-course', widget: 'section', props: { title: '好课' } },
    { id: 'section-case', widget: 'section', props: { title: '病例' } },
  ],
};

/** Readable names as in the tests' stories: the title prop, else the id. */
const names: MergeNames = {
  theirs: 'bob',
  label: (node) => {
    const title = node.props?.title;
    return typeof title === 'string' ? title : node.id;
  },
};

const retitle = (doc: LayoutDocument, id: string, title: string) => updateNode(doc, id, (node) => ({ ...node, props: { ...node.props, title } }));
const ids = (nodes: LayoutNode[] | undefined): string[] => (nodes ?? []).flatMap((node) => [node.id, ...ids(node.children)]);
const order = (doc: LayoutDocument) => doc.body.map((node) => node.id);
const texts = (merge: ReturnType<typeof mergeLayouts>) => merge.changes.map((change) => change.text);

describe('three-way layout merge: changes that combine', () => {
  it('keeps edits of different nodes from both sides', () => {
    const theirs = retitle(base, 'section-course', '精品课');
    const mine = retitle(base, 'section-case', '病例讨论');
    const merge = mergeLayouts(base, mine, theirs, names);
    expect(merge.clashes).toEqual([]);
    expect(texts(merge)).toEqual(['bob 把 好课的「分区标题」改为「精品课」', '你 把 病例的「分区标题」改为「病例讨论」']);
    const result = merge.resolve({});
    expect(result.body[2].props).toEqual({ title: '精品课' });
    expect(result.body[3].props).toEqual({ title: '病例讨论' });
  });

  it('combines a move by one side with an edit of another node by the other', () => {
    const theirs = removeNode(base, 'section-meeting');
    const mine = moveNode(base, 'section-case', -1);
    const merge = mergeLayouts(base, mine, theirs, names);
    expect(merge.clashes).toEqual([]);
    expect(texts(merge).join('；')).toBe('bob 删除了 学术会；你 移动了 病例');
    expect(order(merge.resolve({}))).toEqual(['search', 'section-case', 'section-course']);
  });

  it('combines a move and an edit of the same node', () => {
    const theirs = retitle(base, 'section-case', '病例讨论');
    const mine = moveNode(moveNode(base, 'section-case', -1), 'section-case', -1);
    const merge = mergeLayouts(base, mine, theirs, names);
    expect(merge.clashes).toEqual([]);
    const result = merge.resolve({});
    expect(order(result)).toEqual(['search', 'section-case', 'section-meeting', 'section-course']);
    expect(result.body[1].props).toEqual({ title: '病例讨论' });
  });

  it('keeps additions from both sides, each where its author put it', () => {
    const theirs = insertNode(base, { id: 'banner', widget: 'banner-carousel' }, 'search');
    const mine = insertNode(base, { id: 'notice', widget: 'notice-bar', props: { title: '通知' } }, 'section-course');
    const merge = mergeLayouts(base, mine, theirs, names);
    expect(merge.clashes).toEqual([]);
    expect(texts(merge)).toEqual(['bob 添加了 banner', '你 添加了 通知']);
    expect(order(merge.resolve({}))).toEqual(['search', 'banner', 'section-meeting', 'section-course', 'notice', 'section-case']);
  });

  it('keeps both nodes when both sides added different nodes under the same id', () => {
    const theirs = insertNode(base, { id: 'section', widget: 'section', props: { title: '直播' } }, 'search');
    const mine = insertNode(base, { id: 'section', widget: 'section', props: { title: '指南' } }, 'section-case');
    const result = mergeLayouts(base, mine, theirs, names).resolve({});
    expect(order(result)).toEqual(['search', 'section', 'section-meeting', 'section-course', 'section-case', 'section-2']);
    expect(result.body[5].props).toEqual({ title: '指南' });
  });

  it('keeps one node when both sides added the very same one', () => {
    const node: LayoutNode = { id: 'notice', widget: 'notice-bar' };
    const merge = mergeLayouts(base, insertNode(base, node, 'search'), insertNode(base, node, 'search'), names);
    expect(merge.clashes).toEqual([]);
    expect(texts(merge)).toEqual(['bob 添加了 notice']);
    expect(ids(merge.resolve({}).body)).toEqual(['search', 'notice', 'section-meeting', 'meeting-list', 'section-course', 'section-case']);
  });

  it('deletes a node the other side left untouched, whichever side deleted it', () => {
    const edited = retitle(base, 'section-case', '病例讨论');
    const deleted = removeNode(base, 'section-meeting');
    for (const [mine, theirs] of [
      [edited, deleted],
      [deleted, edited],
    ]) {
      const merge = mergeLayouts(base, mine, theirs, names);
      expect(merge.clashes).toEqual([]);
      const result = merge.resolve({});
      expect(ids(result.body)).toEqual(['search', 'section-course', 'section-case']);
      expect(result.body[2].props).toEqual({ title: '病例讨论' });
    }
  });

  it('does not ask when both sides made the same change', () => {
    const both = retitle(moveNode(base, 'section-case', -1), 'section-case', '病例讨论');
    const merge = mergeLayouts(base, both, both, names);
    expect(merge.clashes).toEqual([]);
    expect(merge.resolve({})).toEqual(both);
  });

  it('changes nothing when neither side changed anything', () => {
    const merge = mergeLayouts(base, base, base, names);
    expect(merge.changes).toEqual([]);
    expect(merge.resolve({})).toEqual(base);
  });

  it('merges different fields of one section: two props, a prop and a binding, actions and the time window or audiences', () => {
    const doc = produce(base, (draft) => {
      draft.body[2].props = { title: '好课', moreText: '更多' };
    });
    const theirs = produce(doc, (draft) => {
      draft.body[2].props!.title = '精品课';
      draft.body[2].bind = { count: '$data.feed.total' };
      draft.body[2].on = { more: [{ action: 'navigate', route: 'course-list' }] };
    });
    const mine = produce(doc, (draft) => {
      draft.body[2].props!.moreText = '查看全部';
      draft.body[2].schedule = { start: '2026-12-01T00:00:00.000Z', end: '2026-12-31T00:00:00.000Z' };
      draft.body[2].audiences = ['respiratory-doctors'];
    });
    const merge = mergeLayouts(doc, mine, theirs, names);
    expect(merge.clashes).toEqual([]);
    expect(texts(merge)).toEqual([
      'bob 修改了 好课的「分区标题」「内容总数」「点击「查看更多」时的动作」',
      '你 修改了 好课的「右上角按钮文字」「展示时间段」「目标人群」',
    ]);
    const section = merge.resolve({}).body[2];
    expect(section).toEqual({
      id: 'section-course',
      widget: 'section',
      props: { title: '精品课', moreText: '查看全部' },
      bind: { count: '$data.feed.total' },
      on: { more: [{ action: 'navigate', route: 'course-list' }] },
      schedule: { start: '2026-12-01T00:00:00.000Z', end: '2026-12-31T00:00:00.000Z' },
      audiences: ['respiratory-doctors'],
    });
  });

  it('keeps a binding one side gave a prop and a value the other gave another prop, and lets a prop turned into a binding win over nothing', () => {
    const theirs = updateNode(base, 'section-course', (node) => ({ ...node, props: {}, bind: { title: '$data.feed.title' } }));
    const mine = updateNode(base, 'section-course', (node) => ({ ...node, props: { ...node.props, showMore: false } }));
    const merge = mergeLayouts(base, mine, theirs, names);
    expect(merge.clashes).toEqual([]);
    expect(merge.resolve({}).body[2]).toEqual({ id: 'section-course', widget: 'section', props: { showMore: false }, bind: { title: '$data.feed.title' } });
  });

  it('merges the page title and data entries field by field', () => {
    const theirs: LayoutDocument = { ...base, title: '呼吸科' };
    const mine: LayoutDocument = { ...base, data: { ...base.data, hot: { endpoint: 'getHome' } } };
    const merge = mergeLayouts(base, mine, theirs, names);
    expect(merge.clashes).toEqual([]);
    // A data entry is named by the endpoint it binds, as the data editor shows it (its key is a developer's).
    expect(texts(merge)).toEqual(['bob 修改了 页面标题', '你 修改了 页面数据「首页数据」']);
    const result = merge.resolve({});
    expect(result.title).toBe('呼吸科');
    expect(result.data).toEqual({ feed: { endpoint: 'home.recommend' }, hot: { endpoint: 'getHome' } });
  });

  it('merges inside a node’s children and in overlays', () => {
    const withOverlay: LayoutDocument = { ...base, overlays: [{ id: 'advert', widget: 'screen-advert' }] };
    const theirs = insertNode(withOverlay, { id: 'meeting-more', widget: 'more-link' }, 'meeting-list');
    const mine = updateNode(withOverlay, 'advert', (node) => ({ ...node, props: { delay: 3 } }));
    const result = mergeLayouts(withOverlay, mine, theirs, names).resolve({});
    expect(result.body[1].children?.map((node) => node.id)).toEqual(['meeting-list', 'meeting-more']);
    expect(result.overlays).toEqual([{ id: 'advert', widget: 'screen-advert', props: { delay: 3 } }]);
  });
});

describe('three-way layout merge: clashes the operator settles', () => {
  it('asks when both sides changed the same field of a node differently, naming the field and both values', () => {
    const theirs = retitle(base, 'section-case', '病例精选');
    const mine = retitle(base, 'section-case', '病例讨论');
    const merge = mergeLayouts(base, mine, theirs, names);
    expect(merge.clashes).toEqual([
      {
        key: 'section-case#prop:title',
        text: '病例的「分区标题」：bob 改为「病例精选」，你 改为「病例讨论」',
        values: { mine: '「病例讨论」', theirs: '「病例精选」' },
      },
    ]);
    expect(merge.resolve({ 'section-case#prop:title': 'mine' }).body[3].props).toEqual({ title: '病例讨论' });
    expect(merge.resolve({ 'section-case#prop:title': 'theirs' }).body[3].props).toEqual({ title: '病例精选' });
  });

  it('tells clashing values in words: images, lists and actions, never JSON', () => {
    const doc: LayoutDocument = {
      ...base,
      body: [
        { id: 'course', widget: 'course-info', props: { title: '肺结节诊治', cover: 'https://cdn.example.cn/a.jpg' } },
        { id: 'banner', widget: 'banner-carousel', props: { items: [] } },
        { id: 'more', widget: 'section', props: { title: '学术会' }, on: { more: [{ action: 'toast', text: '敬请期待' }] } },
      ],
    };
    const bannerItems = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i + 1, img: `https://cdn.example.cn/b${i}.jpg`, target_url: '' }));
    const theirs = produce(doc, (draft) => {
      draft.body[0].props!.cover = 'https://cdn.example.cn/b.jpg';
      draft.body[1].props!.items = bannerItems(3);
      draft.body[2].on = { more: [{ action: 'navigate', route: 'meeting-list' }] };
    });
    const mine = produce(doc, (draft) => {
      draft.body[0].props!.cover = 'https://cdn.example.cn/c.jpg';
      draft.body[1].props!.items = bannerItems(2);
      draft.body[2].on = { more: [{ action: 'require-login' }, { action: 'navigate', route: 'meeting-list' }] };
    });
    const clashes = mergeLayouts(doc, mine, theirs, names).clashes;
    expect(clashes.map((clash) => clash.values)).toEqual([
      { theirs: '图片', mine: '图片' },
      { theirs: '3 项', mine: '2 项' },
      { theirs: '跳转页面', mine: '需要登录、跳转页面' },
    ]);
    expect(clashes[2].text).toBe('学术会的「点击「查看更多」时的动作」：bob 改为跳转页面，你 改为需要登录、跳转页面');
    for (const clash of clashes) expect(clash.text).not.toMatch(/[{}[\]"]|https?:/);
  });

  it('asks about the whole node when one side replaced its widget and the other edited it', () => {
    const theirs = updateNode(base, 'section-case', (node) => ({ ...node, widget: 'notice-bar', props: { text: '病例征集' } }));
    const mine = retitle(base, 'section-case', '病例讨论');
    const merge = mergeLayouts(base, mine, theirs, names);
    expect(merge.clashes.map((clash) => clash.key)).toEqual(['section-case']);
    expect(merge.resolve({ 'section-case': 'theirs' }).body[3]).toEqual({ id: 'section-case', widget: 'notice-bar', props: { text: '病例征集' } });
  });

  it('asks when one side deleted what the other edited', () => {
    const theirs = removeNode(base, 'section-meeting');
    const mine = retitle(base, 'section-meeting', '学术会议');
    const merge = mergeLayouts(base, mine, theirs, names);
    expect(merge.clashes).toEqual([{ key: 'section-meeting', text: 'bob 删除了 学术会；你 修改了 学术会议' }]);
    expect(ids(merge.resolve({ 'section-meeting': 'theirs' }).body)).toEqual(['search', 'section-course', 'section-case']);
    const kept = merge.resolve({ 'section-meeting': 'mine' });
    expect(ids(kept.body)).toEqual(['search', 'section-meeting', 'meeting-list', 'section-course', 'section-case']);
    expect(kept.body[1].props).toEqual({ title: '学术会议' });
  });

  it('asks when one side deleted what the other moved, or changed inside', () => {
    const moved = mergeLayouts(base, removeNode(base, 'section-case'), moveNode(base, 'section-case', -1), names);
    expect(moved.clashes).toEqual([{ key: 'section-case', text: 'bob 移动了 病例；你 删除了 病例' }]);
    expect(order(moved.resolve({ 'section-case': 'theirs' }))).toEqual(['search', 'section-meeting', 'section-case', 'section-course']);
    expect(order(moved.resolve({ 'section-case': 'mine' }))).toEqual(['search', 'section-meeting', 'section-course']);

    const inside = mergeLayouts(base, insertNode(base, { id: 'more', widget: 'more-link' }, 'meeting-list'), removeNode(base, 'section-meeting'), names);
    expect(inside.clashes).toEqual([{ key: 'section-meeting', text: 'bob 删除了 学术会；你 修改了 学术会 里的内容' }]);
    expect(ids(inside.resolve({ 'section-meeting': 'mine' }).body)).toContain('more');
    expect(ids(inside.resolve({ 'section-meeting': 'theirs' }).body)).not.toContain('more');
  });

  it('asks when both moved the same node to different places', () => {
    const theirs = reorderSiblings(base, 'search', 'section-course');
    const mine = reorderSiblings(base, 'search', 'section-case');
    const merge = mergeLayouts(base, mine, theirs, names);
    expect(merge.clashes.map((clash) => clash.text)).toEqual(['bob 移动了 search；你 移动了 search']);
    const [clash] = merge.clashes;
    expect(order(merge.resolve({ [clash.key]: 'mine' }))).toEqual(['section-meeting', 'section-course', 'section-case', 'search']);
    expect(order(merge.resolve({ [clash.key]: 'theirs' }))).toEqual(['section-meeting', 'section-course', 'search', 'section-case']);
  });

  it('asks about a page field both changed, and combines the rest around the clash', () => {
    const theirs = produce(base, (draft) => {
      draft.title = '呼吸科';
      draft.body.splice(0, 1);
    });
    const mine = retitle({ ...base, title: '呼吸内科' }, 'section-course', '精品课');
    const merge = mergeLayouts(base, mine, theirs, names);
    expect(merge.clashes).toEqual([{ key: 'field:title', text: 'bob 修改了 页面标题；你 修改了 页面标题' }]);
    const result = merge.resolve({ 'field:title': 'mine' });
    expect(result.title).toBe('呼吸内科');
    expect(order(result)).toEqual(['section-meeting', 'section-course', 'section-case']);
    expect(result.body[1].props).toEqual({ title: '精品课' });
  });
});
