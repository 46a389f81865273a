import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Action } from '../../../contract/generated/schema-types';
import { memoryStorage } from '../../test-utils/memory-storage';
import type { BindingScope } from '../../../contract/bind/scope';
import { readSession, readStoredUser } from '../data/session-storage';
import type { ActionServices } from './action-context';
import { oauthUrl } from './handoff-login';
import { runActions } from './run-actions';
import { fakeActionServices, type EndpointOutcome } from '../../test-utils/fake-action-services';

function services(outcome: EndpointOutcome) {
  return fakeActionServices('/middle', outcome, true);
}

function run(s: ActionServices, query: Record<string, string>, action: Action = { action: 'handoff-login' }) {
  const scope: BindingScope = { data: {}, route: { params: {}, query }, state: {} };
  return runActions([action], { scope, services: s, screen: { refetch: vi.fn() } }, (error) => {
    throw error;
  });
}

const handedOver: EndpointOutcome = {
  ok: true,
  data: { user: { id: 3, uuid: 'u-3', is_complete: 1, mobile: '13800000003' }, access_token: 'acc-3', refresh_token: 'ref-3', user_id: 3, uuid: 'u-3' },
};

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage());
  vi.stubGlobal('location', { origin: 'https://h5.test' });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('handoff-login (/middle)', () => {
  it('wx_token: logs in with the one-time token, keeps search_channel, and replaces the screen with path', async () => {
    const s = services(handedOver);
    expect(await run(s, { wx_token: 'wx-t1', path: '/course-detail/37', search_channel: 'wechat' })).toBe(true);
    expect(s.callEndpoint).toHaveBeenCalledWith('loginByUnionId', { wx_token: 'wx-t1', path: '/course-detail/37' });
    expect(readSession()).toMatchObject({ accessToken: 'acc-3', refreshToken: 'ref-3', userId: '3' });
    expect(readStoredUser()).toMatchObject({ id: 3 });
    expect(localStorage.getItem('wx_token')).toBeNull();
    expect(localStorage.getItem('search_channel')).toBe('wechat');
    expect(s.navigate).toHaveBeenCalledWith('/course-detail/37', { replace: true });
  });

  it('a raw union_id in the address is no credential: nothing is called', async () => {
    const s = services(handedOver);
    await run(s, { union_id: 'wx-u1', path: '/my' });
    expect(s.callEndpoint).not.toHaveBeenCalled();
    expect(s.navigate).toHaveBeenCalledWith('/my', { replace: true });
  });

  it("an unbound WeChat identity (code -2): the server's message, the token kept for the code login, on as a guest", async () => {
    const s = services({ ok: false, code: -2, message: '微信账号尚未绑定，请使用手机号登录' });
    expect(await run(s, { wx_token: 'wx-new', path: '/my' })).toBe(false);
    expect(s.toast).toHaveBeenCalledWith('微信账号尚未绑定，请使用手机号登录', 'fail');
    expect(localStorage.getItem('wx_token')).toBe('wx-new');
    expect(s.navigate).toHaveBeenCalledWith('/my', { replace: true });
    expect(s.openExternal).not.toHaveBeenCalled();
  });

  it("an expired or spent token: the server's message, then after 3 s the WeChat OAuth with redirect_url and path", async () => {
    vi.useFakeTimers();
    const s = services({ ok: false, code: -1, message: '用户不存在' });
    const done = run(s, { wx_token: 'wx-old', path: '/live-list' });
    await vi.advanceTimersByTimeAsync(0);
    expect(s.toast).toHaveBeenCalledWith('用户不存在', 'fail');
    await vi.advanceTimersByTimeAsync(2999);
    expect(s.openExternal).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(await done).toBe(false);
    expect(s.openExternal).toHaveBeenCalledExactlyOnceWith('https://h5.test/wechat/wxOauth?redirect_url=https%3A%2F%2Fh5.test%2Fmiddle&path=%2Flive-list');
    expect(readSession().accessToken).toBeUndefined();
  });

  it("uuid: logs in with it; a failure shows the server's message and goes on as a guest", async () => {
    const ok = services(handedOver);
    await run(ok, { uuid: 'u-3' });
    expect(ok.callEndpoint).toHaveBeenCalledWith('loginByUuid', { uuid: 'u-3', path: '/' });
    expect(ok.navigate).toHaveBeenCalledWith('/', { replace: true });
    localStorage.clear();
    const refused = services({ ok: false, code: -1, message: 'uuid 无效' });
    expect(await run(refused, { uuid: 'nope', path: '/my' })).toBe(false);
    expect(refused.toast).toHaveBeenCalledWith('uuid 无效', 'fail');
    expect(refused.navigate).toHaveBeenCalledWith('/my', { replace: true });
    expect(refused.openExternal).not.toHaveBeenCalled();
    expect(readSession().accessToken).toBeUndefined();
  });

  it('without an id it just goes on; a path that leaves the app is replaced by home', async () => {
    const s = services(handedOver);
    await run(s, { path: 'https://evil.test/x' });
    await run(s, { path: '//evil.test' });
    expect(s.callEndpoint).not.toHaveBeenCalled();
    expect(s.navigate.mock.calls).toEqual([
      ['/', { replace: true }],
      ['/', { replace: true }],
    ]);
  });

  it('oauthUrl points at the API on the same origin', () => {
    expect(oauthUrl('/a?b=1', 'http://x.test')).toBe('http://x.test/wechat/wxOauth?redirect_url=http%3A%2F%2Fx.test%2Fmiddle&path=%2Fa%3Fb%3D1');
  });
});
