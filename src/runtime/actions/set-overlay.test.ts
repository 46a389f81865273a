import { describe, expect, it, vi } from 'vitest';
import type { Action } from '../../../contract/generated/schema-types';
import type { BindingScope } from '../../../contract/bind/scope';
import { createDataStore } from '../render/data-store';
import { fakeCallEndpoint } from '../../test-utils/fake-action-services';
import type { ActionServices } from './action-context';
import { runActions } from './run-actions';

const services: ActionServices = {
  navigate: vi.fn(),
  openExternal: vi.fn(),
  toast: vi.fn(),
  confirm: vi.fn(async () => true),
  callEndpoint: fakeCallEndpoint(() => ({ ok: true, data: null })),
  currentPath: () => '/',
  config: { meetingUrlTemplate: '/meeting-list?uuid={uuid}' },
};

function scope(event: unknown, data: Record<string, unknown> = {}): BindingScope {
  return { data, route: { params: {}, query: {} }, state: {}, event };
}

describe('set-overlay', () => {
  it('opens the overlay with the event by default, readable as $state.overlay.<name>', async () => {
    const store = createDataStore();
    const live = { id: 7, title: '心衰直播' };
    const ok = await runActions([{ action: 'set-overlay', name: 'booked' }], { scope: scope(live), services, screen: store }, vi.fn());
    expect(ok).toBe(true);
    expect(store.getSnapshot().overlays).toEqual({ booked: live });
  });

  it('stores a resolved value when one is given', async () => {
    const store = createDataStore();
    const action: Action = { action: 'set-overlay', name: 'poster', value: '$data.share.post_img_url' };
    await runActions([action], { scope: scope(undefined, { share: { post_img_url: '/media/p.png' } }), services, screen: store }, vi.fn());
    expect(store.getSnapshot().overlays).toEqual({ poster: '/media/p.png' });
  });

  it('closes with value null and leaves the other overlays open', async () => {
    const store = createDataStore();
    store.setOverlay('booked', { id: 7 });
    store.setOverlay('email', { id: 3 });
    const listener = vi.fn();
    store.subscribe(listener);
    await runActions([{ action: 'set-overlay', name: 'booked', value: null }], { scope: scope({ id: 7 }), services, screen: store }, vi.fn());
    expect(store.getSnapshot().overlays).toEqual({ email: { id: 3 } });
    expect(listener).toHaveBeenCalled();
  });

  it('closes when the default $event is empty, and the chain goes on', async () => {
    const store = createDataStore();
    store.setOverlay('booked', { id: 7 });
    const actions: Action[] = [{ action: 'set-overlay', name: 'booked' }, { action: 'toast', text: '已关闭' }];
    expect(await runActions(actions, { scope: scope(undefined), services, screen: store }, vi.fn())).toBe(true);
    expect(store.getSnapshot().overlays).toEqual({});
    expect(services.toast).toHaveBeenCalled();
  });

  it('stays open while data arrives or changes (a reload, a cache update after the booking)', async () => {
    const store = createDataStore();
    await runActions([{ action: 'set-overlay', name: 'booked' }], { scope: scope({ id: 7 }), services, screen: store }, vi.fn());
    store.set('lives', { list: [{ id: 7, isAppointment: true }] }, false);
    expect(store.getSnapshot().overlays).toEqual({ booked: { id: 7 } });
  });

  it('does nothing (and does not fail) on a screen without overlays', async () => {
    const screen = { refetch: vi.fn() };
    expect(await runActions([{ action: 'set-overlay', name: 'booked' }], { scope: scope({ id: 1 }), services, screen }, vi.fn())).toBe(true);
  });
});
