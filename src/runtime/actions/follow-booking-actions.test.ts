import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Action } from '../../../contract/generated/schema-types';
import type { BindingScope } from '../../../contract/bind/scope';
import type { ActionServices } from './action-context';
import { runActions } from './run-actions';
import { memoryStorage } from '../../test-utils/memory-storage';
import { fakeActionServices, type EndpointOutcome } from '../../test-utils/fake-action-services';

function services(outcome: EndpointOutcome = { ok: true, data: null }, confirmed = true) {
  return fakeActionServices('/medical-column-list/602', outcome, confirmed);
}

const loggedIn = { loggedIn: true, certified: true, user: { id: 1 } };
function run(actions: Action[], s: ActionServices, scope: Partial<BindingScope> = {}) {
  const screen = { refetch: vi.fn() };
  const full: BindingScope = { data: {}, route: { params: { id: '602' }, query: {} }, state: loggedIn, ...scope };
  return { done: runActions(actions, { scope: full, services: s, screen }, vi.fn()), screen };
}

beforeEach(() => vi.stubGlobal('sessionStorage', memoryStorage()));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('toggle-follow', () => {
  const follow: Action = {
    action: 'toggle-follow',
    kind: 'medical-column',
    id: '$route.params.id',
    followed: '$data.column.is_subscribe',
    refetch: ['column'],
  };

  it('follows without asking: 关注成功 and the column reloads', async () => {
    const s = services({ ok: true, data: { is_subscribe: 1, subscribe_count: 9 } });
    const { done, screen } = run([follow], s, { data: { column: { is_subscribe: 0 } } });
    expect(await done).toBe(true);
    expect(s.confirm).not.toHaveBeenCalled();
    expect(s.callEndpoint).toHaveBeenCalledWith('toggleMedicalColumnFollow', { id: 602 });
    expect(s.toast).toHaveBeenCalledWith('关注成功', 'success');
    expect(screen.refetch).toHaveBeenCalledWith(['column']);
  });

  it('asks 提醒 / 确定取消关注吗？ / 确定 before unfollowing; cancelling sends nothing', async () => {
    const cancelled = services({ ok: true, data: { is_subscribe: 0 } }, false);
    expect(await run([follow], cancelled, { data: { column: { is_subscribe: 1 } } }).done).toBe(false);
    expect(cancelled.confirm).toHaveBeenCalledWith(expect.objectContaining({ title: '提醒', message: '确定取消关注吗？', confirmText: '确定' }));
    expect(cancelled.callEndpoint).not.toHaveBeenCalled();

    const s = services({ ok: true, data: { is_subscribe: 0 } });
    expect(await run([follow], s, { data: { column: { is_subscribe: 1 } } }).done).toBe(true);
    expect(s.toast).toHaveBeenCalledWith('取消关注成功', 'success');
  });

  it('shows the server’s message on failure and stops', async () => {
    const s = services({ ok: false, code: 404, message: '专栏不存在' });
    const { done, screen } = run([follow], s, { data: { column: { is_subscribe: 0 } } });
    expect(await done).toBe(false);
    expect(s.toast).toHaveBeenCalledWith('专栏不存在', 'fail');
    expect(screen.refetch).not.toHaveBeenCalled();
  });

  it('picks the endpoint from origin_type and sends a visitor to /login', async () => {
    const s = services({ ok: true, data: { is_subscribe: 1 } });
    const byOrigin: Action = { action: 'toggle-follow', originType: '$event.origin_type', id: '$event.id', followed: '$event.is_subscribe' };
    await run([byOrigin], s, { event: { id: 12, origin_type: 2, is_subscribe: 0 } }).done;
    expect(s.callEndpoint).toHaveBeenCalledWith('toggleColumnFollow', { pageID: 12 });
    await run([byOrigin], s, { event: { id: 607, origin_type: 30, is_subscribe: 0 } }).done;
    expect(s.callEndpoint).toHaveBeenLastCalledWith('toggleMedicalColumnFollow', { id: 607 });

    const visitor = services();
    expect(await run([follow], visitor, { state: { loggedIn: false, certified: false, user: null } }).done).toBe(false);
    expect(visitor.navigate).toHaveBeenCalledWith('/login');
    expect(visitor.callEndpoint).not.toHaveBeenCalled();
  });
});

describe('book-live and apply-meeting', () => {
  it('books: 预约成功, the data reloads, live-detail-home after 1 s', async () => {
    vi.useFakeTimers();
    const s = services({ ok: true, data: { isAppointment: true, appointment_count: 3 } });
    const { done, screen } = run([{ action: 'book-live', id: '$event.id' }], s, { event: { id: 88 } });
    expect(await done).toBe(true);
    expect(s.callEndpoint).toHaveBeenCalledWith('createLiveAppointment', { id: 88 });
    expect(s.toast).toHaveBeenCalledWith('预约成功', 'success');
    expect(screen.refetch).toHaveBeenCalled();
    expect(s.navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(s.navigate).toHaveBeenCalledWith('/live-detail-home/88');
  });

  it('a refused booking toasts code plus message and stops', async () => {
    const s = services({ ok: false, code: 409, message: '直播已结束' });
    expect(await run([{ action: 'book-live', id: 5 }], s).done).toBe(false);
    expect(s.toast).toHaveBeenCalledWith('409 直播已结束', 'fail');
  });

  it('signs up for a meeting behind the login gate: 报名成功, not the 预约成功 of a live; 已报名 comes from the reloaded list', async () => {
    const s = services({ ok: true, data: { isApply: true } });
    const { done, screen } = run([{ action: 'require-login' }, { action: 'apply-meeting', id: '$event.id', pageType: 1 }], s, { event: { id: 4 } });
    expect(await done).toBe(true);
    expect(s.callEndpoint).toHaveBeenCalledWith('createMeetingApplication', { id: 4, page_type: 1 });
    expect(s.toast).toHaveBeenCalledWith('报名成功', 'success');
    expect(s.toast).not.toHaveBeenCalledWith('预约成功', expect.anything());
    expect(screen.refetch).toHaveBeenCalled();

    const visitor = services();
    const gated = run([{ action: 'require-login' }, { action: 'apply-meeting', id: 4 }], visitor, { state: { loggedIn: false, certified: false, user: null } });
    expect(await gated.done).toBe(false);
    expect(visitor.callEndpoint).not.toHaveBeenCalled();
  });
});
