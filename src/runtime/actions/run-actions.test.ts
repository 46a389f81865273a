import { describe, expect, it, vi } from 'vitest';
import type { Action } from '../../../contract/generated/schema-types';
import type { BindingScope } from '../../../contract/bind/scope';
import { fakeCallEndpoint } from '../../test-utils/fake-action-services';
import { memoryStorage } from '../../test-utils/memory-storage';
import type { ActionServices } from './action-context';
import { LinkFailure } from './link-failure';
import { isKnownAction, runActions } from './run-actions';

function services() {
  return {
    navigate: vi.fn(),
    openExternal: vi.fn(),
    toast: vi.fn(),
    confirm: vi.fn(async () => true),
    callEndpoint: fakeCallEndpoint(() => ({ ok: true, data: null })),
    currentPath: () => '/course-detail/1',
    config: { meetingUrlTemplate: 'https://m.test/{uuid}' },
  } satisfies ActionServices;
}

const screen = { refetch: vi.fn() };
function context(s: ActionServices) {
  return { scope, services: s, screen };
}

const scope: BindingScope = {
  data: {},
  route: { params: { id: '5' }, query: {} },
  state: {},
  event: { id: 12, origin_type: 13, target_url: 'https://example.org/a', link: '/course-detail/3' },
};

describe('actions', () => {
  it('navigate builds the path from route name, params and query', async () => {
    const s = services();
    await runActions(
      [{ action: 'navigate', route: 'channel-more', params: { id: '$route.params.id', origin_type: 4 }, query: { from: 'home' } }],
      context(s),
      vi.fn(),
    );
    expect(s.navigate).toHaveBeenCalledWith('/channel-more/5/4?from=home', { replace: undefined });
  });

  it('navigate to login keeps the page as back-url, other routes leave it alone', async () => {
    vi.stubGlobal('sessionStorage', memoryStorage());
    const s = services();
    await runActions([{ action: 'navigate', route: 'ys' }], context(s), vi.fn());
    expect(sessionStorage.getItem('back-url')).toBeNull();
    await runActions([{ action: 'navigate', route: 'login' }], context(s), vi.fn());
    expect(s.navigate).toHaveBeenLastCalledWith('/login', { replace: undefined });
    expect(sessionStorage.getItem('back-url')).toBe('/course-detail/1');
    // From a login screen (e.g. 更换手机号 on the code screen) the earlier page stays the return path.
    await runActions([{ action: 'navigate', route: 'login' }], context({ ...s, currentPath: () => '/send-verify?tel=1' }), vi.fn());
    expect(sessionStorage.getItem('back-url')).toBe('/course-detail/1');
    vi.unstubAllGlobals();
  });

  it('navigate-by-origin routes the event item', async () => {
    const s = services();
    await runActions([{ action: 'navigate-by-origin', item: '$event' }], context(s), vi.fn());
    expect(s.navigate).toHaveBeenCalledWith('/topic-detail/12');
  });

  it('open-link keeps internal paths inside the app and sends http(s) out; never javascript:', async () => {
    const s = services();
    await runActions(
      [
        { action: 'open-link', url: '$event.link' },
        { action: 'open-link', url: '$event.target_url' },
      ],
      context(s),
      vi.fn(),
    );
    expect(s.navigate).toHaveBeenCalledWith('/course-detail/3');
    expect(s.openExternal).toHaveBeenCalledWith('https://example.org/a');
    for (const url of ['javascript:alert(1)', '//evil.test', '/no-such-page-xyz', 'data:text/html,x']) {
      const report = vi.fn();
      await runActions([{ action: 'open-link', url }], context(s), report);
      expect(report.mock.calls[0]?.[0]).toBeInstanceOf(LinkFailure);
    }
    expect(s.openExternal).toHaveBeenCalledTimes(1);
    expect(s.navigate).toHaveBeenCalledTimes(1);
  });

  it('navigate refuses an unknown route, a missing id and a mistyped one as links that go nowhere', async () => {
    const s = services();
    for (const action of [
      { action: 'navigate', route: 'no-such-route' },
      { action: 'navigate', route: 'article-detail' },
      { action: 'navigate', route: 'channel-more', params: { id: 'abc', origin_type: 4 } },
    ] as Action[]) {
      const report = vi.fn();
      await runActions([action], context(s), report);
      expect(report.mock.calls[0]?.[0]).toBeInstanceOf(LinkFailure);
    }
    expect(s.navigate).not.toHaveBeenCalled();
  });

  it('toast shows resolved text', async () => {
    const s = services();
    await runActions([{ action: 'toast', text: '操作成功', kind: 'success' }], context(s), vi.fn());
    expect(s.toast).toHaveBeenCalledWith('操作成功', 'success');
  });

  it('stops the chain at a failing action and reports it', async () => {
    const s = services();
    const report = vi.fn();
    const actions: Action[] = [
      { action: 'navigate', route: 'no-such-route' },
      { action: 'toast', text: 'never' },
    ];
    await runActions(actions, context(s), report);
    expect(report).toHaveBeenCalledOnce();
    expect(s.toast).not.toHaveBeenCalled();
  });

  it('knows exactly the action types that have a schema', () => {
    expect(['navigate', 'navigate-by-origin', 'open-link', 'toast'].every(isKnownAction)).toBe(true);
    expect(isKnownAction('eval')).toBe(false);
  });
});
