import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Action } from '../../../contract/generated/schema-types';
import type { BindingScope } from '../../../contract/bind/scope';
import { contentPassHeader, readContentPasses, saveContentPass } from '../data/content-pass';
import type { ActionServices } from './action-context';
import { isKnownAction, runActions } from './run-actions';
import { memoryStorage } from '../../test-utils/memory-storage';
import { fakeActionServices, type EndpointOutcome } from '../../test-utils/fake-action-services';

function services(outcome: EndpointOutcome = { ok: true, data: null }, confirmed = true) {
  return fakeActionServices('/course-detail/39?tab=1', outcome, confirmed);
}

function run(actions: Action[], s: ActionServices, scope: Partial<BindingScope> = {}) {
  const screen = { refetch: vi.fn() };
  const report = vi.fn();
  const full: BindingScope = { data: {}, route: { params: { id: '39' }, query: {} }, state: { certified: false, user: null }, ...scope };
  return { done: runActions(actions, { scope: full, services: s, screen }, report), screen, report };
}
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const after: Action = { action: 'toast', text: 'after' };

beforeEach(() => vi.stubGlobal('sessionStorage', memoryStorage()));
afterEach(() => vi.unstubAllGlobals());

describe('require-login', () => {
  it('lets a certified viewer, or content without need_auth, through', async () => {
    const s = services();
    expect(await run([{ action: 'require-login', required: '$data.course.need_auth' }, after], s, { data: { course: { need_auth: 0 } } }).done).toBe(true);
    expect(await run([{ action: 'require-login' }, after], s, { state: { certified: true } }).done).toBe(true);
    expect(s.toast).toHaveBeenCalledTimes(2);
    expect(s.confirm).not.toHaveBeenCalled();
  });

  it('stops the chain at once, opens the 需要登录 dialog and on confirm saves back-url and goes to /login', async () => {
    const s = services();
    const { done } = run([{ action: 'require-login', required: '$data.course.need_auth' }, after], s, { data: { course: { need_auth: 1 } } });
    expect(await done).toBe(false);
    expect(s.toast).not.toHaveBeenCalled();
    expect(s.confirm).toHaveBeenCalledWith(expect.objectContaining({ title: '需要登录', message: '为了方便学习课程,需要您登录认证', confirmText: '去认证' }));
    await flush();
    expect(sessionStorage.getItem('back-url')).toBe('/course-detail/39?tab=1');
    expect(s.navigate).toHaveBeenCalledWith('/login');
  });

  it('sends a known user with a mobile number but an incomplete profile to /add-info, asking to certify (never 您还未登录)', async () => {
    const s = services();
    await run([{ action: 'require-login', variant: 'legacy' }], s, { state: { certified: false, user: { mobile: '13800000000', is_complete: 0 } } }).done;
    expect(s.confirm).toHaveBeenCalledWith(expect.objectContaining({ title: '需要登录', message: '为了方便学习课程,需要您登录认证', confirmText: '去认证' }));
    await flush();
    expect(s.navigate).toHaveBeenCalledWith('/add-info');
  });

  it('a user without a mobile goes to /login; declining stays put', async () => {
    const s = services(undefined, false);
    expect(await run([{ action: 'require-login', required: '1' }], s, { state: { certified: false, user: { id: 3 } } }).done).toBe(false);
    await flush();
    expect(s.navigate).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('back-url')).toBeNull();
  });
});

describe('check-password', () => {
  const check: Action = { action: 'check-password', type: 1, id: '$route.params.id' };
  const event = { password: '1234' };
  const member = { state: { certified: true, user: { id: 7, mobile: '13800000000', is_complete: 1 } } };

  it('right: keeps the pass, toasts 验证成功!, reloads the screen and continues', async () => {
    const s = services({ ok: true, data: { pass: '1:39:4102444800:sig', expires_at: 4102444800 } });
    const { done, screen } = run([check, after], s, { event, ...member });
    expect(await done).toBe(true);
    expect(s.callEndpoint).toHaveBeenCalledWith('checkPassword', { id: 39, password: '1234', type: 1 });
    expect(s.toast).toHaveBeenNthCalledWith(1, '验证成功!', 'success');
    expect(s.toast).toHaveBeenCalledWith('after', 'info');
    expect(screen.refetch).toHaveBeenCalledWith(undefined);
    expect(contentPassHeader()).toBe('1:39:4102444800:sig');
  });

  it('wrong: 密码错误请重试 and the chain stops', async () => {
    const s = services({ ok: false, code: -1, message: '密码错误请重试' });
    const { done, screen } = run([check, after], s, { event, ...member });
    expect(await done).toBe(false);
    expect(s.toast).toHaveBeenCalledExactlyOnceWith('密码错误请重试', 'fail');
    expect(screen.refetch).not.toHaveBeenCalled();
  });

  it("too many tries: the server's message; network failures were already shown", async () => {
    const s = services({ ok: false, code: 429, message: '尝试次数过多，请15分钟后再试' });
    expect(await run([check], s, { event, ...member }).done).toBe(false);
    expect(s.toast).toHaveBeenCalledWith('尝试次数过多，请15分钟后再试', 'fail');
    const offline = services({ ok: false, message: 'network' });
    expect(await run([check], offline, { event, ...member }).done).toBe(false);
    expect(offline.toast).not.toHaveBeenCalled();
  });

  it('does not submit an empty password; a bad id is reported', async () => {
    const s = services();
    expect(await run([check, after], s, { event: { password: '' }, ...member }).done).toBe(false);
    expect(s.callEndpoint).not.toHaveBeenCalled();
    const bad = run([{ ...check, id: '$data.missing' } as Action], s, { event, ...member });
    expect(await bad.done).toBe(false);
    expect(bad.report).toHaveBeenCalledOnce();
  });

  it('a visitor gets the login-needed dialog instead of a check; confirming saves back-url and goes to /login', async () => {
    const s = services();
    const { done } = run([check, after], s, { event });
    expect(await done).toBe(false);
    expect(s.callEndpoint).not.toHaveBeenCalled();
    expect(s.toast).not.toHaveBeenCalled();
    expect(s.confirm).toHaveBeenCalledWith(expect.objectContaining({ title: '验证联系方式', message: '您还未登录，请先登录', confirmText: '去登录' }));
    await flush();
    expect(sessionStorage.getItem('back-url')).toBe('/course-detail/39?tab=1');
    expect(s.navigate).toHaveBeenCalledWith('/login');
  });
});

describe('go-back', () => {
  it('goes home when this screen was opened directly', async () => {
    const s = services();
    await run([{ action: 'go-back' }], s).done;
    expect(s.navigate).toHaveBeenCalledWith('/', { replace: true });
  });

  it('goes back when the previous history entry is ours', async () => {
    const back = vi.fn();
    vi.stubGlobal('window', { history: { state: { idx: 2 }, back } });
    const s = services();
    await run([{ action: 'go-back' }], s).done;
    expect(back).toHaveBeenCalledOnce();
    expect(s.navigate).not.toHaveBeenCalled();
  });
});

describe('record-progress', () => {
  it('reports the rounded, clamped percent and never stops the chain', async () => {
    const s = services();
    expect(await run([{ action: 'record-progress', type: 3, contentId: '$route.params.id' }, after], s, { event: { percent: 42.6 } }).done).toBe(true);
    expect(s.callEndpoint).toHaveBeenCalledWith('recordProgress', { content_id: 39, progress: 43, type: 3 });
    await run([{ action: 'record-progress', type: 1, contentId: 39, percent: 140 }], s).done;
    expect(s.callEndpoint).toHaveBeenLastCalledWith('recordProgress', { content_id: 39, progress: 100, type: 1 });
    // The player's position, length and seconds played since the last report go along, whole and bounded.
    await run([{ action: 'record-progress', type: 1, contentId: 39 }], s, { event: { percent: 12, currentTime: 754.6, duration: 1200.2, played: 9.7 } }).done;
    expect(s.callEndpoint).toHaveBeenLastCalledWith('recordProgress', { content_id: 39, progress: 12, type: 1, position: 755, duration: 1200, played: 10 });
    await run([{ action: 'record-progress', type: 1, contentId: 39 }], s, { event: { percent: 12, currentTime: -3, duration: 'x', played: 5000 } }).done;
    expect(s.callEndpoint).toHaveBeenLastCalledWith('recordProgress', { content_id: 39, progress: 12, type: 1, played: 600 });
    const skipped = services({ ok: false, message: 'x' });
    expect(await run([{ action: 'record-progress', type: 1, contentId: 'abc' }, after], skipped, { event: { percent: 5 } }).done).toBe(true);
    expect(skipped.callEndpoint).not.toHaveBeenCalled();
  });

  it('all four are known actions', () => {
    expect(['require-login', 'check-password', 'go-back', 'record-progress'].every(isKnownAction)).toBe(true);
  });
});

describe('content pass storage', () => {
  it('sends unexpired passes only', () => {
    saveContentPass(2, 57, '2:57:4102444800:a');
    saveContentPass(1, 39, '1:39:1000:b');
    expect(readContentPasses()).toEqual(['2:57:4102444800:a']);
    expect(sessionStorage.getItem('content-pass:1:39')).toBeNull();
  });
});
