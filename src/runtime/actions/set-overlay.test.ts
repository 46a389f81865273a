import { describe, expect, it, vi } from 'vitest';
import type { Action } from '../../../contract/generated/schema-types';
import type { BindingScope } from '../../../contract/bind/scope';
import { withOverlay } from '../render/screen-data';
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

/** A screen's overlay state as LayoutView keeps it. */
function overlayScreen() {
  let overlays: Record<string, unknown> | undefined;
  return {
    refetch: vi.fn(),
    setOverlay: (name: string, value: unknown) => {
      overlays = withOverlay(overlays, name, value);
    },
    overlays: () => overlays,
  };
}

function scope(event: unknown, data: Record<string, unknown> = {}): BindingScope {
  return { data, route: { params: {}, query: {} }, state: {}, event };
}

describe('set-overlay', () => {
  it('opens the overlay with the event by default, readable as $state.overlay.<name>', async () => {
    const store = overlayScreen();
    const live = { id: 7, title: '心衰直播' };
    const ok = await runActions([{ action: 'set-overlay', name: 'booked' }], { scope: scope(live), services, screen: store }, vi.fn());
    expect(ok).toBe(true);
    expect(store.overlays()).toEqual({ booked: live });
  });

  it('stores a resolved value when one is given', async () => {
    const store = overlayScreen();
    const action: Action = { action: 'set-overlay', name: 'poster', value: '$data.share.post_img_url' };
    await runActions([action], { scope: scope(undefined, { share: { post_img_url: '/media/p.png' } }), services, screen: store }, vi.fn());
    expect(store.overlays()).toEqual({ poster: '/media/p.png' });
  });

  it('closes with value null and leaves the other overlays open', async () => {
    const store = overlayScreen();
    store.setOverlay('booked', { id: 7 });
    store.setOverlay('email', { id: 3 });
    await runActions([{ action: 'set-overlay', name: 'booked', value: null }], { scope: scope({ id: 7 }), services, screen: store }, vi.fn());
    expect(store.overlays()).toEqual({ email: { id: 3 } });
  });

  it('closes when the default $event is empty, and the chain goes on', async () => {
    const store = overlayScreen();
    store.setOverlay('booked', { id: 7 });
    const actions: Action[] = [
      { action: 'set-overlay', name: 'booked' },
      { action: 'toast', text: '已关闭' },
    ];
    expect(await runActions(actions, { scope: scope(undefined), services, screen: store }, vi.fn())).toBe(true);
    expect(store.overlays()).toEqual({});
    expect(services.toast).toHaveBeenCalled();
  });

  it('does nothing (and does not fail) on a screen without overlays', async () => {
    const screen = { refetch: vi.fn() };
    expect(await runActions([{ action: 'set-overlay', name: 'booked' }], { scope: scope({ id: 1 }), services, screen }, vi.fn())).toBe(true);
  });
});
