import { afterAll, describe, expect, it } from 'vitest';
import { lintLayoutDocument, type LintIssue } from '../../server/src/layout-lint/lint-layout';
import { makeTempRoot, TEST_WIDGETS } from '../../server/src/testing/temp-root';
import { lintLayoutFiles } from './lint-layouts';

// Binding types and typed action arguments: what a value can be, checked against where it is used.

const tmp = makeTempRoot({ widgets: TEST_WIDGETS });
afterAll(() => tmp.remove());

type Doc = Record<string, unknown>;

function layout(node: Doc): Doc {
  return {
    schemaVersion: 1,
    id: 'home-new',
    data: { home: { endpoint: 'getHome' }, feed: { endpoint: 'listContentSelect', args: { pageSize: 10 }, paged: true } },
    body: [{ id: 'banner', widget: 'test-card', props: { title: '推荐' }, ...node }],
  };
}

function lint(node: Doc): LintIssue[] {
  return lintLayoutDocument(layout(node), { root: tmp.dir });
}

function tapping(...actions: Doc[]): Doc {
  return { on: { select: actions } };
}

const described = (issues: LintIssue[]) => issues.map(({ kind, path, message }) => ({ kind, path, message }));

describe('typed action arguments', () => {
  it('refuses a dead link (an object where the link text goes) in Chinese, at the node and the field, without a schema echo', () => {
    expect(described(lint(tapping({ action: 'open-link', url: {} })))).toEqual([
      {
        kind: 'action-arg',
        path: '/body/0/on/select/0/url',
        message: '节点 banner（测试卡片）的事件 select 第 1 个动作 open-link 的参数 url（链接）必须是非空文字，或指向文字的引用，现在是 {}',
      },
    ]);
  });

  it('refuses an empty link and a wrong-typed literal', () => {
    const issues = lint(tapping({ action: 'open-link', url: '' }, { action: 'toast', text: 3 }));
    expect(issues.map((issue) => [issue.kind, issue.path])).toEqual([
      ['action-arg', '/body/0/on/select/0/url'],
      ['action-arg', '/body/0/on/select/1/text'],
    ]);
    expect(issues[1].message).toContain('参数 text（提示文字）必须是非空文字，或指向文字的引用，现在是 3');
    // The message is the place, then the reason: the reason alone is what the console shows at the field.
    expect(issues[1].reason).toBe('必须是非空文字，或指向文字的引用，现在是 3');
    expect(issues[1].message.endsWith(issues[1].reason!)).toBe(true);
  });

  it('refuses a link that references a list, and passes references that can be text', () => {
    const issues = lint(tapping({ action: 'open-link', url: '$data.home.banners' }));
    expect(described(issues)).toEqual([
      {
        kind: 'action-arg',
        path: '/body/0/on/select/0/url',
        message: '节点 banner（测试卡片）的事件 select 第 1 个动作 open-link 的参数 url（链接）必须是非空文字，或指向文字的引用，但 $data.home.banners 是列表',
      },
    ]);
    const fine = tapping(
      { action: 'open-link', url: '/course-detail/1' },
      { action: 'open-link', url: '$event.target_url' },
      { action: 'open-link', url: '$data.home.banners.0.target_url' },
      { action: 'open-link', url: '$route.query.back' },
      { action: 'toast', text: '$state.user.mobile' },
    );
    expect(lint(fine)).toEqual([]);
  });

  it('leaves untyped value arguments to run time', () => {
    expect(lint(tapping({ action: 'navigate-by-origin', item: {} }, { action: 'set-overlay', name: 'x', value: '$data.home.banners' }))).toEqual([]);
  });

  it('checks $item references in a repeating node against the elements', () => {
    const repeated = { repeat: '$data.home.banners', bind: { title: '$item.title' } };
    expect(lint({ ...repeated, ...tapping({ action: 'open-link', url: '$item.target_url' }) })).toEqual([]);
    expect(lint({ ...repeated, ...tapping({ action: 'open-link', url: '$item' }) }).map((issue) => issue.kind)).toEqual(['action-arg']);
  });
});

describe('binding types', () => {
  it('refuses a text prop bound to a list, in Chinese', () => {
    expect(described(lint({ bind: { title: '$data.home.banners' } }))).toEqual([
      { kind: 'binding-type', path: '/body/0/bind/title', message: '节点 banner（测试卡片）的属性 title（标题）要求文字，但绑定的 $data.home.banners 是列表' },
    ]);
  });

  it('refuses a number bound to a switch and a list bound to a number; passes compatible ones', () => {
    const issues = lint({ bind: { count: '$state.loggedIn', items: '$data.home.banners.0.title' } });
    expect(issues.map((issue) => [issue.kind, issue.path])).toEqual([
      ['binding-type', '/body/0/bind/count'],
      ['binding-type', '/body/0/bind/items'],
    ]);
    expect(issues[0].message).toBe('节点 banner（测试卡片）的属性 count（数量）要求整数，但绑定的 $state.loggedIn 是开关值');
    const fine = lint({ bind: { title: '$route.query.title', count: '$data.feed.list.length', items: '$data.feed.list' } });
    expect(fine).toEqual([]);
  });

  it('refuses a bound $item path of the wrong type', () => {
    const issues = lint({ repeat: '$data.home.recommend', bind: { title: '$item.module_data' } });
    expect(described(issues)).toEqual([
      {
        kind: 'binding-type',
        path: '/body/0/bind/title',
        message: '节点 banner（测试卡片）的属性 title（标题）要求文字，但绑定的 $item.module_data 是列表',
      },
    ]);
  });
});

describe('$state and $route paths', () => {
  it('refuses a state path that is not declared, naming what is', () => {
    const issues = lint({ bind: { title: '$state.usr.name' }, when: { path: '$state.loggedin', op: 'truthy' } });
    expect(described(issues)).toEqual([
      {
        kind: 'scope-path',
        path: '/body/0/bind/title',
        message:
          '节点 banner（测试卡片）的属性 title（标题）：$state.usr.name 不是已声明的应用状态：$state 下没有 usr（可用：user、loggedIn、certified、overlay）',
      },
      { kind: 'scope-path', path: '/body/0/when/path', message: expect.stringContaining('$state 下没有 loggedin') },
    ]);
  });

  it('passes declared state, overlays and route parameters; refuses an unknown route part', () => {
    const fine = lint({
      bind: { title: '$state.user.mobile' },
      when: {
        all: [
          { path: '$state.overlay.booked', op: 'truthy' },
          { path: '$route.params.id', op: 'truthy' },
        ],
      },
    });
    expect(fine).toEqual([]);
    expect(lint({ bind: { title: '$route.param.id' } }).map((issue) => [issue.kind, issue.message])).toEqual([
      ['scope-path', expect.stringContaining('$route.param.id 不是已声明的页面地址：$route 下没有 param（可用：params、query）')],
    ]);
  });

  it('checks state paths in data entry arguments too', () => {
    const d = layout({});
    (d.data as Doc).ch = { endpoint: 'getChannelHome', args: { id: '$state.user.uid' } };
    expect(described(lintLayoutDocument(d, { root: tmp.dir }))).toEqual([
      {
        kind: 'scope-path',
        path: '/data/ch/args/id',
        message: expect.stringMatching(/^数据 ch 的参数 id：\$state\.user\.uid 不是已声明的应用状态：\$state\.user 下没有 uid（可用：id、/),
      },
    ]);
  });
});

describe("the repository's own layouts", () => {
  it('all pass the type checks', () => {
    expect(lintLayoutFiles().issues).toEqual([]);
  });
});
