import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultRoot } from '../../server/src/schemas/schema-store';
import { makeTempRoot, TEST_WIDGETS } from '../../server/src/testing/temp-root';
import { lintLayoutDocument, lintWidgetExample, type LintIssue } from '../../server/src/layout-lint/lint-layout';
import { lintLayoutFiles } from './lint-layouts';

const tmp = makeTempRoot({ widgets: TEST_WIDGETS });
afterAll(() => tmp.remove());
const root = tmp.dir;

type Doc = Record<string, unknown>;

function doc(extra: Doc = {}): Doc {
  return {
    schemaVersion: 1,
    id: 'home-new',
    data: {
      home: { endpoint: 'getHome' },
      feed: { endpoint: 'listContentSelect', args: { pageSize: 10 }, paged: true },
    },
    body: [
      {
        id: 'card',
        widget: 'test-card',
        props: { title: '推荐' },
        bind: { items: '$data.home.articles' },
        when: { path: '$data.home.articles.length', op: 'gt', value: 0 },
        on: { select: [{ action: 'navigate-by-origin', item: '$event' }] },
      },
      {
        id: 'feed',
        widget: 'test-list',
        bind: { items: '$data.feed.list', hasMore: '$data.feed.hasMore', loading: '$data.feed.loading' },
        on: { 'load-more': [] },
      },
    ],
    ...extra,
  };
}

function lint(d: unknown): LintIssue[] {
  return lintLayoutDocument(d, { file: 'layouts/home-new.layout.json', root });
}

function only(issues: LintIssue[], kind: LintIssue['kind']): { kind: string; path: string }[] {
  return issues.filter((i) => i.kind === kind).map(({ kind: k, path }) => ({ kind: k, path }));
}

/** Path and message of every issue (optionally of one kind), in order. */
function described(issues: LintIssue[], kind?: LintIssue['kind']): { path: string; message: string }[] {
  return issues.filter((i) => kind === undefined || i.kind === kind).map(({ path: p, message }) => ({ path: p, message }));
}

function withNode(node: Doc, extra: Doc = {}): Doc {
  const d = doc(extra);
  (d.body as Doc[]).push(node);
  return d;
}

describe('lintLayoutDocument', () => {
  it('passes a valid document', () => {
    expect(lint(doc())).toEqual([]);
  });

  it('names the file on every issue', () => {
    const issues = lint(doc({ schemaVersion: 0 }));
    expect(issues).toEqual([{ file: 'layouts/home-new.layout.json', path: '/schemaVersion', kind: 'schema', message: '应当为 >= 1' }]);
  });

  it('schema: explains a bad condition through the branch that was meant', () => {
    const issues = lint(withNode({ id: 'x', widget: 'test-list', when: { all: [{ path: '$route.query.a', op: 'bigger' }] } }));
    expect(only(issues, 'schema')).toEqual([{ kind: 'schema', path: '/body/2/when/all/0/op' }]);
  });

  it('schema: validates each action against its own schema', () => {
    const issues = lint(withNode({ id: 'x', widget: 'test-card', props: { title: 't' }, on: { select: [{ action: 'navigate' }] } }));
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ kind: 'schema', path: '/body/2/on/select/0' });
    expect(issues[0].message).toContain('route');
  });

  it('unknown-widget', () => {
    expect(only(lint(withNode({ id: 'x', widget: 'no-such' })), 'unknown-widget')).toEqual([{ kind: 'unknown-widget', path: '/body/2/widget' }]);
  });

  it('props: static props against the widget schema', () => {
    const issues = lint(withNode({ id: 'x', widget: 'test-card', props: { title: 't', count: -1 } }));
    expect(only(issues, 'props')).toEqual([{ kind: 'props', path: '/body/2/props/count' }]);
  });

  it('props: a required prop may come from bind, else it is missing', () => {
    const bound = withNode({ id: 'x', widget: 'test-card', bind: { title: '$data.home.banners.0.title' } });
    expect(lint(bound)).toEqual([]);
    expect(only(lint(withNode({ id: 'x', widget: 'test-card' })), 'props')).toEqual([{ kind: 'props', path: '/body/2/props' }]);
  });

  it('props: bind of an undeclared prop', () => {
    const issues = lint(withNode({ id: 'x', widget: 'test-list', bind: { colour: '$route.query.c' } }));
    expect(only(issues, 'props')).toEqual([{ kind: 'props', path: '/body/2/bind/colour' }]);
  });

  it('unknown-action (and no schema noise for it)', () => {
    const issues = lint(withNode({ id: 'x', widget: 'test-card', props: { title: 't' }, on: { select: [{ action: 'fly' }] } }));
    expect(issues.map((i) => ({ kind: i.kind, path: i.path }))).toEqual([{ kind: 'unknown-action', path: '/body/2/on/select/0/action' }]);
  });

  it('unknown-endpoint', () => {
    const issues = lint(doc({ data: { home: { endpoint: 'getHome' }, feed: { endpoint: 'listContentSelect', paged: true }, x: { endpoint: 'getNothing' } } }));
    expect(only(issues, 'unknown-endpoint')).toEqual([{ kind: 'unknown-endpoint', path: '/data/x/endpoint' }]);
  });

  it('endpoint-args: a data entry with an unknown, missing or wrong-typed literal argument', () => {
    const issues = lint(
      doc({
        data: {
          home: { endpoint: 'getHome' },
          feed: { endpoint: 'listContentSelect', args: { pageSize: 'ten' }, paged: true },
          ch: { endpoint: 'getChannelHome', args: { channel: 3 } },
          live: { endpoint: 'getLiveDetail', args: { id: '$route.params.id' } },
        },
      }),
    );
    expect(described(issues, 'endpoint-args')).toEqual([
      { path: '/data/feed/args/pageSize', message: '接口 "listContentSelect" 的参数 "pageSize" 应当是 integer 类型（现在是 "ten"）' },
      { path: '/data/ch/args/channel', message: '接口 "getChannelHome" 没有参数 "channel"' },
      { path: '/data/ch', message: '接口 "getChannelHome" 需要参数 "id"' },
    ]);
  });

  it('paged-mismatch both ways', () => {
    const issues = lint(doc({ data: { home: { endpoint: 'getHome', paged: true }, feed: { endpoint: 'listContentSelect', args: { pageSize: 10 } } } }));
    expect(only(issues, 'paged-mismatch')).toEqual([
      { kind: 'paged-mismatch', path: '/data/home/paged' },
      { kind: 'paged-mismatch', path: '/data/feed' },
    ]);
  });

  it('main-data: one main entry per page, never a paged list', () => {
    const issues = lint(
      doc({
        data: {
          home: { endpoint: 'getHome', main: true },
          feed: { endpoint: 'listContentSelect', args: { pageSize: 10 }, paged: true, main: true },
        },
      }),
    );
    expect(only(issues, 'main-data')).toEqual([
      { kind: 'main-data', path: '/data/feed/main' },
      { kind: 'main-data', path: '/data/feed/main' },
    ]);
  });

  it('unknown-event (load-more is built in)', () => {
    const issues = lint(withNode({ id: 'x', widget: 'test-card', props: { title: 't' }, on: { tap: [], 'load-more': [] } }));
    expect(only(issues, 'unknown-event')).toEqual([{ kind: 'unknown-event', path: '/body/2/on/tap' }]);
  });

  it('duplicate-id anywhere in body, overlays and children', () => {
    const d = doc({ overlays: [{ id: 'card', widget: 'test-list', children: [{ id: 'feed', widget: 'test-list' }] }] });
    expect(only(lint(d), 'duplicate-id')).toEqual([
      { kind: 'duplicate-id', path: '/overlays/0/id' },
      { kind: 'duplicate-id', path: '/overlays/0/children/0/id' },
    ]);
  });

  it('binding-path: unknown entry, unknown field, and paged virtual shape', () => {
    const node = {
      id: 'x',
      widget: 'test-card',
      props: { title: 't' },
      bind: { items: '$data.home.articlez', count: '$data.feed.total' },
      when: { path: '$data.nope.a', op: 'truthy' },
      on: { select: [{ action: 'toast', text: '$data.feed.list.0.titl' }] },
    };
    expect(only(lint(withNode(node)), 'binding-path')).toEqual([
      { kind: 'binding-path', path: '/body/2/on/select/0/text' },
      { kind: 'binding-path', path: '/body/2/bind/items' },
      { kind: 'binding-path', path: '/body/2/when/path' },
    ]);
  });

  it('binding-path: accepts length, indices, oneOf and the paged keys; checks data args', () => {
    const ok = withNode({
      id: 'x',
      widget: 'test-card',
      props: { title: 't' },
      bind: { count: '$data.feed.list.length', items: '$data.home.recommend.0.module_data' },
      when: {
        all: [
          { path: '$data.home.screen_advert.cover_img.length', op: 'gt', value: 0 },
          { path: '$data.feed.error', op: 'falsy' },
        ],
      },
    });
    expect(lint(ok)).toEqual([]);
    const d = doc();
    (d.data as Doc).ch = { endpoint: 'getChannelHome', args: { id: '$data.home.bannerz.0.id' } };
    expect(only(lint(d), 'binding-path')).toEqual([{ kind: 'binding-path', path: '/data/ch/args/id' }]);
  });
});

describe('lintLayoutDocument: repeat and $item', () => {
  const repeated = (node: Doc): Doc => withNode({ id: 'x', widget: 'test-card', props: { title: 't' }, ...node });
  const messages = (issues: LintIssue[]) => described(issues, 'binding-path');

  it('accepts $item paths inside the repeating node, its actions and its children', () => {
    const d = repeated({
      repeat: '$data.home.recommend',
      bind: { title: '$item.module_name', items: '$item.module_data' },
      when: { path: '$item.module_data.length', op: 'gt', value: 0 },
      on: { select: [{ action: 'toast', text: '$item.module_name' }] },
      children: [{ id: 'y', widget: 'test-card', bind: { title: '$item.module_data.0.title' } }],
    });
    expect(lint(d)).toEqual([]);
    // The paged virtual `list` is an array of the response's list items.
    expect(lint(repeated({ repeat: '$data.feed.list', bind: { title: '$item.title' } }))).toEqual([]);
  });

  it("keeps home-new's repeated recommend node clean", () => {
    const layout = JSON.parse(readFileSync(path.join(defaultRoot, 'layouts/home-new.layout.json'), 'utf8')) as Doc;
    const recommend = (layout.body as Doc[]).find((n) => n.repeat !== undefined)!;
    expect(recommend).toMatchObject({ repeat: '$data.home.recommend', bind: { module: '$item' } });
    // Its widget is not among the test widgets; only the bindings matter here.
    expect(messages(lint(withNode(recommend)))).toEqual([]);
  });

  it('repeat over a non-array', () => {
    expect(messages(lint(repeated({ repeat: '$data.home.screen_advert' })))).toEqual([
      { path: '/body/2/repeat', message: '重复数据 "$data.home.screen_advert" 必须指向列表，但它不是列表' },
    ]);
    expect(messages(lint(repeated({ repeat: '$data.feed' })))[0].message).toContain('分页数据的列表是 $data.feed.list');
  });

  it('repeat over a missing path or entry', () => {
    expect(messages(lint(repeated({ repeat: '$data.home.recomend', bind: { title: '$item.anything' } })))).toEqual([
      { path: '/body/2/repeat', message: '重复数据 "$data.home.recomend"：接口 getHome 返回的数据中，$data.home 下没有「recomend」' },
    ]);
    expect(only(lint(repeated({ repeat: '$data.nope.list' })), 'binding-path')).toEqual([{ kind: 'binding-path', path: '/body/2/repeat' }]);
  });

  it('bad $item paths in bind, when, actions and children', () => {
    const d = repeated({
      repeat: '$data.home.recommend',
      bind: { title: '$item.modul_name' },
      when: { path: '$item.module_data.0.titl', op: 'truthy' },
      on: { select: [{ action: 'toast', text: '$item.module_name.x' }] },
      children: [{ id: 'y', widget: 'test-card', bind: { title: '$item.nope' } }],
    });
    const issues = messages(lint(d));
    expect(issues.map((i) => i.path)).toEqual(['/body/2/on/select/0/text', '/body/2/bind/title', '/body/2/when/path', '/body/2/children/0/bind/title']);
    expect(issues[1].message).toBe('"$item.modul_name"：$data.home.recommend 的列表项中，$item 下没有「modul_name」');
    expect(issues[2].message).toContain('$item.module_data.0 下没有「titl」');
  });

  it('$item outside any repeating node, in a node or a data entry', () => {
    const d = withNode({ id: 'x', widget: 'test-card', props: { title: 't' }, bind: { items: '$item' } });
    (d.data as Doc).ch = { endpoint: 'getChannelHome', args: { id: '$item.id' } };
    const issues = messages(lint(d));
    expect(issues.map((i) => i.path)).toEqual(['/data/ch/args/id', '/body/2/bind/items']);
    expect(issues[1].message).toContain('"$item" 用在了重复显示的节点之外');
  });
});

describe('endpoint calls in actions', () => {
  function calling(action: Doc): Doc {
    return withNode({ id: 'x', widget: 'test-card', props: { title: 't' }, on: { select: [action] } });
  }
  const at = '/body/2/on/select/0';

  it('passes a call-endpoint action whose endpoint and arguments fit the catalogue (references checked at run time)', () => {
    expect(lint(calling({ action: 'call-endpoint', endpoint: 'recordLiveViewCount', args: { id: '$route.params.id', type: 4, increment: 2 } }))).toEqual([]);
  });

  it('fails a call-endpoint action naming an unknown endpoint', () => {
    const issues = lint(calling({ action: 'call-endpoint', endpoint: 'recordLiveViewCont', args: { id: 1 } }));
    expect(issues).toMatchObject([
      { kind: 'unknown-endpoint', path: `${at}/endpoint`, message: expect.stringContaining('没有名为 "recordLiveViewCont" 的接口') },
    ]);
  });

  it('refuses operator API endpoints: the ops catalogue is not bindable, as a data source or a call-endpoint target', () => {
    const issues = lint(calling({ action: 'call-endpoint', endpoint: 'publishOpsLayout', args: { id: 'home', revision: 1 } })).concat(
      lint(doc({ data: { home: { endpoint: 'getHome' }, feed: { endpoint: 'listContentSelect', paged: true }, ops: { endpoint: 'listOpsLayouts' } } })),
    );
    expect(only(issues, 'unknown-endpoint')).toEqual([
      { kind: 'unknown-endpoint', path: `${at}/endpoint` },
      { kind: 'unknown-endpoint', path: '/data/ops/endpoint' },
    ]);
  });

  it('fails a call-endpoint action with an unknown, a missing or a wrong-typed argument', () => {
    const issues = lint(calling({ action: 'call-endpoint', endpoint: 'recordLiveViewCount', args: { type: 'four', incremnt: 2 } }));
    expect(described(issues)).toEqual([
      { path: `${at}/args/type`, message: '接口 "recordLiveViewCount" 的参数 "type" 应当是 integer 类型（现在是 "four"）' },
      { path: `${at}/args/type`, message: '接口 "recordLiveViewCount" 的参数 "type" 应当是 [4] 之一（现在是 "four"）' },
      { path: `${at}/args/incremnt`, message: '接口 "recordLiveViewCount" 没有参数 "incremnt"' },
      { path: at, message: '接口 "recordLiveViewCount" 需要参数 "id"' },
    ]);
    expect(issues.every((i) => i.kind === 'endpoint-args')).toBe(true);
  });

  it('checks a literal against the declared values, not only the JSON type', () => {
    const issues = lint(calling({ action: 'call-endpoint', endpoint: 'recordLiveViewCount', args: { id: 0, type: 5 } }));
    expect(described(issues).map((i) => i.path)).toEqual([`${at}/args/id`, `${at}/args/type`]);
  });

  it('makes the layout CLI fail for such a layout file', () => {
    const files = makeTempRoot({ widgets: TEST_WIDGETS });
    try {
      files.write('layouts/home-new.layout.json', calling({ action: 'call-endpoint', endpoint: 'recordNothing' }));
      expect(lintLayoutFiles(files.dir).issues).toMatchObject([{ file: 'layouts/home-new.layout.json', kind: 'unknown-endpoint' }]);
      files.write('layouts/home-new.layout.json', calling({ action: 'call-endpoint', endpoint: 'recordLiveViewCount', args: { id: 'x' } }));
      expect(lintLayoutFiles(files.dir).issues).toMatchObject([{ kind: 'endpoint-args', path: `${at}/args/id` }]);
    } finally {
      files.remove();
    }
  });
});

describe('lintWidgetExample', () => {
  it('passes a good example and reports a bad one', () => {
    expect(lintWidgetExample({ id: 'e', widget: 'test-card', props: { title: '示例' } }, { root })).toEqual([]);
    const issues = lintWidgetExample({ id: 'e', widget: 'test-card', props: { title: 1 } }, { root, file: 'f.json' });
    expect(issues).toMatchObject([{ kind: 'props', path: '/props/title', file: 'f.json' }]);
  });
});

describe('lintLayoutFiles', () => {
  it('passes with no layouts and checks file name = id', () => {
    const empty = makeTempRoot();
    try {
      expect(lintLayoutFiles(empty.dir)).toEqual({ files: 0, issues: [] });
    } finally {
      empty.remove();
    }
    tmp.write('layouts/other.layout.json', doc());
    expect(lintLayoutFiles(root).issues).toMatchObject([{ file: 'layouts/other.layout.json', path: '/id' }]);
  });
});

describe('widget examples', () => {
  const content = { id: 'card', widget: 'test-card', props: { title: '推荐', items: [] } };

  it('refuses a registered widget without its empty example, and passes once it has one', () => {
    const files = makeTempRoot({ widgets: TEST_WIDGETS });
    try {
      files.write('widgets/test-card/index.ts', 'export {};\n');
      files.write('widgets/test-card/test-card.example.json', content);
      expect(lintLayoutFiles(files.dir).issues).toMatchObject([{ file: 'widgets/test-card/test-card.examples.json', path: '/empty' }]);
      files.write('widgets/test-card/test-card.examples.json', { empty: { ...content, id: 'card-empty' }, 'long-text': { ...content, props: { title: 1 } } });
      expect(lintLayoutFiles(files.dir).issues).toMatchObject([{ file: 'widgets/test-card/test-card.examples.json', path: '/long-text/props/title' }]);
      files.write('widgets/test-card/test-card.examples.json', { empty: { ...content, id: 'card-empty' }, sunny: content });
      expect(lintLayoutFiles(files.dir).issues).toMatchObject([{ path: '/sunny', message: expect.stringContaining('unknown state') }]);
      files.write('widgets/test-card/test-card.examples.json', { empty: { ...content, id: 'card-empty' } });
      expect(lintLayoutFiles(files.dir).issues).toEqual([]);
    } finally {
      files.remove();
    }
  });

  it('refuses a registered widget without its content example', () => {
    const files = makeTempRoot({ widgets: TEST_WIDGETS });
    try {
      files.write('widgets/test-card/index.ts', 'export {};\n');
      files.write('widgets/test-card/test-card.examples.json', { empty: content });
      expect(lintLayoutFiles(files.dir).issues).toMatchObject([
        { file: 'widgets/test-card/test-card.example.json', message: expect.stringContaining('"content"') },
      ]);
    } finally {
      files.remove();
    }
  });
});
