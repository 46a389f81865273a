import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Action } from '../../../contract/generated/schema-types';
import { memoryStorage } from '../../test-utils/memory-storage';
import type { BindingScope } from '../../../contract/bind/scope';
import { readSession, readStoredUser, saveSession } from '../data/session-storage';
import { makeStore } from '../state/make-store';
import type { ActionServices } from './action-context';
import { runActions } from './run-actions';
import { fakeActionServices, type EndpointOutcome } from '../../test-utils/fake-action-services';

function services(outcome: EndpointOutcome = { ok: true, data: {} }) {
  return fakeActionServices('/send-verify?tel=13800000001', outcome, true);
}

function run(actions: Action[], s: ActionServices, scope: Partial<BindingScope> = {}) {
  const full: BindingScope = { data: {}, route: { params: {}, query: {} }, state: {}, ...scope };
  return runActions(actions, { scope: full, services: s, screen: { refetch: vi.fn() } }, (error) => {
    throw error;
  });
}

const user = (isComplete: number | string) => ({
  id: 7,
  uuid: 'u-7',
  name: '',
  nick_name: '医生7',
  avatar: '',
  mobile: '13800000001',
  point: 0,
  is_complete: isComplete,
  identity: null,
});
const session = (isComplete: number | string, extra: Record<string, unknown> = {}) => ({
  user: user(isComplete),
  access_token: 'acc-1',
  refresh_token: 'ref-1',
  hasIInWhiteList: false,
  ...extra,
});
const login = (isComplete: number | string, extra: Record<string, unknown> = {}): EndpointOutcome => ({ ok: true, data: session(isComplete, extra) });
const after: Action = { action: 'toast', text: 'after' };

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage());
  vi.stubGlobal('sessionStorage', memoryStorage());
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('send-code', () => {
  it('empty number: 请填入手机号 (login) / 请填入新手机号 (change-tel); nothing is sent', async () => {
    const s = services();
    expect(await run([{ action: 'send-code', mobile: '  ', purpose: 'login' }, after], s)).toBe(false);
    expect(await run([{ action: 'send-code', mobile: '$event.mobile', purpose: 'change-tel' }], s, { event: {} })).toBe(false);
    expect(s.toast.mock.calls).toEqual([
      ['请填入手机号', 'fail'],
      ['请填入新手机号', 'fail'],
    ]);
    expect(s.callEndpoint).not.toHaveBeenCalled();
  });

  it('agreement not accepted: 请先阅读并同意用户协议', async () => {
    const s = services();
    expect(
      await run([{ action: 'send-code', mobile: '$event.mobile', agreed: '$event.agreed', purpose: 'login' }], s, {
        event: { mobile: '13800000001', agreed: false },
      }),
    ).toBe(false);
    expect(s.toast).toHaveBeenCalledExactlyOnceWith('请先阅读并同意用户协议', 'fail');
    expect(s.callEndpoint).not.toHaveBeenCalled();
  });

  it('sends the number without spaces (and is_register when given) and goes on', async () => {
    const s = services({ ok: true, data: { countdown: 60 } });
    const ok = await run([{ action: 'send-code', mobile: '$event.mobile', agreed: '$event.agreed', purpose: 'login', isRegister: 1 }, after], s, {
      event: { mobile: '138 0000 0001', agreed: true },
    });
    expect(ok).toBe(true);
    expect(s.callEndpoint).toHaveBeenCalledWith('sendVerify', { mobile: '13800000001', is_register: 1 });
    expect(s.toast).toHaveBeenCalledWith('after', 'info');
  });

  it("a -1 refusal shows the server's message and stops; network failures were already shown", async () => {
    const s = services({ ok: false, code: -1, message: '发送过于频繁，请60秒后再试' });
    expect(await run([{ action: 'send-code', mobile: '13800000001', purpose: 'login' }, after], s)).toBe(false);
    expect(s.toast).toHaveBeenCalledExactlyOnceWith('发送过于频繁，请60秒后再试', 'fail');
    const offline = services({ ok: false, message: 'network' });
    expect(await run([{ action: 'send-code', mobile: '13800000001', purpose: 'login' }], offline)).toBe(false);
    expect(offline.toast).not.toHaveBeenCalled();
  });
});

describe('verify-login', () => {
  const verify: Action = { action: 'verify-login', mobile: '$route.query.tel', code: '$event.code' };
  const scope = { route: { params: {}, query: { tel: '138 0000 0001' } }, event: { code: '12 34' } };

  it('complete profile: stores the session and goes on (登录成功 …)', async () => {
    const s = services(login(1));
    expect(await run([verify, after], s, scope)).toBe(true);
    expect(s.callEndpoint).toHaveBeenCalledWith('checkVerify', { mobile: '13800000001', code: '1234', wx_token: undefined, live_id: undefined });
    expect(readSession()).toEqual({ accessToken: 'acc-1', refreshToken: 'ref-1', userId: '7' });
    expect(readStoredUser()).toMatchObject({ id: 7, is_complete: 1 });
    expect(s.navigate).not.toHaveBeenCalled();
    expect(s.toast).toHaveBeenCalledWith('after', 'info');
  });

  it("sends the code's digits whatever length the server uses (4 to 8)", async () => {
    for (const code of ['246810', '12345678']) {
      const s = services(login(1));
      expect(await run([verify], s, { ...scope, event: { code } })).toBe(true);
      expect(s.callEndpoint).toHaveBeenCalledWith('checkVerify', { mobile: '13800000001', code, wx_token: undefined, live_id: undefined });
    }
  });

  it("incomplete ('0' or 0) and not white-listed → /add-info?tel=… and the chain stops", async () => {
    for (const isComplete of ['0', 0]) {
      const s = services(login(isComplete));
      expect(await run([verify, after], s, scope)).toBe(false);
      expect(s.navigate).toHaveBeenCalledWith('/add-info?tel=13800000001', { replace: true });
      expect(s.toast).not.toHaveBeenCalled();
      expect(readSession().accessToken).toBe('acc-1');
    }
  });

  it('incomplete but white-listed goes on like a complete profile; code 1 with a session is accepted', async () => {
    const listed = services(login(0, { hasIInWhiteList: true }));
    expect(await run([verify, after], listed, scope)).toBe(true);
    const codeOne = services({ ok: false, code: 1, message: 'ok', data: session(1) });
    expect(await run([verify], codeOne, scope)).toBe(true);
    expect(readStoredUser()).toMatchObject({ id: 7 });
  });

  it('sends the stored WeChat hand-off token (once) and live_id along, never a union id or openid', async () => {
    localStorage.setItem('wx_token', 'wx-token-1');
    localStorage.setItem('union_id', 'o-union');
    localStorage.setItem('openid', 'o-open');
    sessionStorage.setItem('live_id', '319');
    const s = services(login(1));
    await run([verify], s, scope);
    expect(s.callEndpoint).toHaveBeenCalledWith('checkVerify', { mobile: '13800000001', code: '1234', wx_token: 'wx-token-1', live_id: '319' });
    expect(localStorage.getItem('wx_token')).toBeNull();
  });

  it("a wrong code: the server's message, nothing stored, the chain stops; fewer than 4 digits are not sent", async () => {
    const s = services({ ok: false, code: -1, message: '验证码错误或已失效' });
    expect(await run([verify, after], s, scope)).toBe(false);
    expect(s.toast).toHaveBeenCalledExactlyOnceWith('验证码错误或已失效', 'fail');
    expect(readSession().accessToken).toBeUndefined();
    const short = services(login(1));
    expect(await run([verify], short, { ...scope, event: { code: '12' } })).toBe(false);
    expect(short.callEndpoint).not.toHaveBeenCalled();
  });

  it('keeps $state in step: the store sees the new user, certified when complete', async () => {
    const store = makeStore({ notify: vi.fn(), onUnauthorized: vi.fn() });
    expect(store.getState().app).toMatchObject({ loggedIn: false, certified: false });
    await run([verify], services(login(1)), scope);
    expect(store.getState().app).toMatchObject({ loggedIn: true, certified: true, user: { id: 7 } });
  });
});

describe('verify-change-tel', () => {
  const change: Action = { action: 'verify-change-tel', mobile: '$route.query.tel', code: '$event.code' };
  const scope = { route: { params: {}, query: { tel: '13900000009' } }, event: { code: '4321' } };

  it('updates the stored user with the new number and goes on (修改成功 → my)', async () => {
    saveSession({ access_token: 'acc-1', refresh_token: 'ref-1', user: user(1) });
    const s = services({ ok: true, data: { user: { ...user(1), mobile: '13900000009' } } });
    expect(await run([change, after], s, scope)).toBe(true);
    expect(s.callEndpoint).toHaveBeenCalledWith('updateTel', { mobile: '13900000009', code: '4321' });
    expect(readStoredUser()).toMatchObject({ mobile: '13900000009', id: 7 });
    expect(readSession().accessToken).toBe('acc-1');
  });

  it("a refusal shows the server's message and stops", async () => {
    const s = services({ ok: false, code: -1, message: '该手机号已被其他账号使用' });
    expect(await run([change, after], s, scope)).toBe(false);
    expect(s.toast).toHaveBeenCalledExactlyOnceWith('该手机号已被其他账号使用', 'fail');
  });
});

describe('verify-current-tel', () => {
  const proveCurrent: Action = { action: 'verify-current-tel', code: '$event.code' };
  const scope = { route: { params: {}, query: { tel: '13800000001', step: 'current' } }, event: { code: '1357' } };

  it('sends the code of the current number and goes on', async () => {
    const s = services({ ok: true, data: {} });
    expect(await run([proveCurrent, after], s, scope)).toBe(true);
    expect(s.callEndpoint).toHaveBeenCalledExactlyOnceWith('verifyCurrentTel', { code: '1357' });
  });

  it("a refusal shows the server's message and stops; fewer than 4 digits are not sent", async () => {
    const s = services({ ok: false, code: -1, message: '验证码错误' });
    expect(await run([proveCurrent, after], s, scope)).toBe(false);
    expect(s.toast).toHaveBeenCalledExactlyOnceWith('验证码错误', 'fail');
    const short = services({ ok: true, data: {} });
    expect(await run([proveCurrent], short, { ...scope, event: { code: '13' } })).toBe(false);
    expect(short.callEndpoint).not.toHaveBeenCalled();
  });
});

describe('logout', () => {
  it('ends the session on the server, forgets it here and the back-url too', async () => {
    saveSession({ access_token: 'acc-1', refresh_token: 'ref-1', user: user(1) });
    sessionStorage.setItem('back-url', '/course-detail/37');
    const store = makeStore({ notify: vi.fn(), onUnauthorized: vi.fn() });
    const s = services();
    expect(await run([{ action: 'logout' }, after], s)).toBe(true);
    expect(s.callEndpoint).toHaveBeenCalledWith('logout', { refresh_token: 'ref-1' });
    expect(readSession()).toEqual({ accessToken: undefined, refreshToken: undefined, userId: undefined });
    expect(readStoredUser()).toBeNull();
    expect(sessionStorage.getItem('back-url')).toBeNull();
    expect(store.getState().app).toMatchObject({ loggedIn: false, user: null });
  });

  it('a guest has nothing to end on the server; a failed server call still logs out here', async () => {
    const guest = services();
    await run([{ action: 'logout' }], guest);
    expect(guest.callEndpoint).not.toHaveBeenCalled();
    saveSession({ access_token: 'acc-1', user: user(1) });
    await run([{ action: 'logout' }], services({ ok: false, message: 'network' }));
    expect(readStoredUser()).toBeNull();
  });
});

describe('confirm', () => {
  it('goes on only when confirmed', async () => {
    const yes = services();
    expect(await run([{ action: 'confirm', title: '提醒', message: '确定退出登录吗？' }, after], yes)).toBe(true);
    expect(yes.confirm).toHaveBeenCalledWith({ title: '提醒', message: '确定退出登录吗？', confirmText: '确定', cancelText: '取消' });
    const no = services();
    no.confirm.mockResolvedValue(false);
    expect(await run([{ action: 'confirm', message: '确定退出登录吗？' }, after], no)).toBe(false);
    expect(no.toast).not.toHaveBeenCalled();
  });
});

describe('go-after-login', () => {
  it('waits, then replaces the screen with the stored back-url, once', async () => {
    vi.useFakeTimers();
    sessionStorage.setItem('back-url', '/course-detail/37');
    const s = services();
    const done = run([{ action: 'go-after-login', delayMs: 2000 }], s);
    await vi.advanceTimersByTimeAsync(1999);
    expect(s.navigate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(s.navigate).toHaveBeenCalledWith('/course-detail/37', { replace: true });
    expect(sessionStorage.getItem('back-url')).toBeNull();
  });

  it('home without a back-url, or when it points back into the login flow', async () => {
    const s = services();
    await run([{ action: 'go-after-login' }], s);
    sessionStorage.setItem('back-url', '/send-verify?tel=1');
    await run([{ action: 'go-after-login' }], s);
    expect(s.navigate.mock.calls).toEqual([
      ['/', { replace: true }],
      ['/', { replace: true }],
    ]);
  });
});
