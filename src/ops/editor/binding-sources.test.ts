import { describe, expect, it } from 'vitest';
import type { TypeSet } from '../../../contract/bind/value-types';
import type { LayoutDocument } from '../../../contract/generated/schema-types';
import type { BindingField } from './binding-fields';
import { bindingSources, sampleRoute, sourceOf } from './binding-sources';
import { sampleUrl } from './entry-sample';
import { problemsByField } from './field-problems';

const doc: LayoutDocument = {
  schemaVersion: 1,
  id: 'channel-home.3',
  data: {
    home: { endpoint: 'getHome' },
    sections: { endpoint: 'getChannelHome', args: { id: '$route.query.channel' } },
    feed: { endpoint: 'listContentSelect', args: { pageSize: 10 }, paged: true },
  },
  body: [
    { id: 'banner', widget: 'section', props: { title: '推荐' }, on: { more: [{ action: 'set-overlay', name: 'booked', value: '$event' }] } },
    { id: 'cards', widget: 'section', repeat: '$data.home.banners', children: [{ id: 'card', widget: 'section' }] },
  ],
};

const TEXT: TypeSet = new Set(['string']);

/** Every reference that can be chosen, depth first. */
function choices(field: BindingField): string[] {
  return [...(field.fits ? [field.reference] : []), ...field.children.flatMap(choices)];
}

function offered(accepted: TypeSet, extra: { repeat?: string; event?: boolean } = {}): string[] {
  return bindingSources({ doc, layoutId: 'channel-home.3', accepted, ...extra }).flatMap((source) => choices(source.field));
}

describe('binding choices', () => {
  it('offers only fields of a fitting type, reached through lists and objects', () => {
    const text = offered(TEXT);
    expect(text).toContain('$data.home.banners.0.title');
    expect(text).toContain('$data.sections.case.list.0.title');
    expect(text).not.toContain('$data.home.banners');
    expect(text).not.toContain('$data.home.banners.length');
    const lists = offered(new Set(['array']));
    expect(lists).toContain('$data.home.banners');
    expect(lists).not.toContain('$data.home.banners.0.title');
    expect(offered(new Set(['integer']))).toEqual(expect.arrayContaining(['$data.home.banners.length', '$data.sections.case.count', '$data.feed.total']));
  });

  it('gives a paged entry its virtual shape', () => {
    const flags = offered(new Set(['boolean']));
    expect(flags).toEqual(expect.arrayContaining(['$data.feed.hasMore', '$data.feed.loading', '$data.feed.error']));
    expect(offered(new Set(['array']))).toContain('$data.feed.list');
  });

  it('offers declared state, the page address and, in actions, the event', () => {
    const text = offered(TEXT);
    expect(text).toEqual(expect.arrayContaining(['$state.user.mobile', '$route.query.channel']));
    expect(text).not.toContain('$state.loggedIn');
    expect(text.some((reference) => reference.startsWith('$event'))).toBe(false);
    expect(offered(new Set(['boolean']))).toContain('$state.loggedIn');
    // The overlays this layout opens are listed by name.
    expect(offered(null)).toContain('$state.overlay.booked');
    expect(offered(TEXT, { event: true })).toEqual(expect.arrayContaining(['$event', '$event.link', '$event.target_url']));
  });

  it('offers the repeated element as $item', () => {
    const sources = bindingSources({ doc, layoutId: 'channel-home.3', accepted: TEXT, repeat: '$data.home.banners' });
    expect(choices(sourceOf(sources, '$item.title')!.field)).toEqual(['$item.img', '$item.target_url', '$item.title']);
  });
});

describe('sample calls', () => {
  it("settle a per-channel page's address and call reads only", () => {
    expect(sampleRoute('channel-home.3')).toEqual({ params: {}, query: { channel: '3' } });
    expect(sampleRoute('home-new')).toEqual({ params: {}, query: {} });
    expect(sampleUrl(doc, 'channel-home.3', 'sections')).toBe('/course/api/channel/3/home');
    expect(sampleUrl(doc, 'channel-home', 'sections')).toBeUndefined();
    expect(sampleUrl(doc, 'channel-home.3', 'feed')).toBe('/course/api/content/select?pageSize=10&page=1');
  });
});

describe('problems at their field', () => {
  it('files each problem under the prop, action or argument it points at', () => {
    const problems = [
      { path: '/body/0/bind/title', node_id: 'banner', kind: 'binding-type', message: '标题类型不符' },
      { path: '/body/0/on/more/0/url', node_id: 'banner', kind: 'action-arg', message: '链接不能为空' },
      { path: '/body/0/on/more/0', node_id: 'banner', kind: 'schema', message: '动作有误' },
      { path: '/body/0/id', node_id: 'banner', kind: 'duplicate-id', message: '重复的 id' },
    ];
    const { fields, rest } = problemsByField(doc, 'banner', problems);
    expect(Object.fromEntries(fields)).toEqual({ 'prop:title': ['标题类型不符'], 'arg:more:0:url': ['链接不能为空'], 'action:more:0': ['动作有误'] });
    expect(rest.map((problem) => problem.kind)).toEqual(['duplicate-id']);
    expect(
      problemsByField(doc, 'card', [{ path: '/body/1/children/0/props/title', node_id: 'card', kind: 'props', message: 'x' }]).fields.get('prop:title'),
    ).toEqual(['x']);
  });

  it('shows beside the field only what is wrong, without naming the node, event and action again', () => {
    const at = {
      path: '/body/0/on/more/0/url',
      node_id: 'banner',
      kind: 'action-arg',
      message: '节点 banner（轮播图）的事件 more 第 1 个动作 open-link 的参数 url（链接）必须是非空文字，现在是 ""',
      reason: '必须是非空文字，现在是 ""',
    };
    expect(problemsByField(doc, 'banner', [at]).fields.get('arg:more:0:url')).toEqual(['必须是非空文字，现在是 ""']);
  });
});
