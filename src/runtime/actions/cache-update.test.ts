import { produce } from 'immer';
import { describe, expect, it, vi } from 'vitest';
import type { Action } from '../../../contract/generated/schema-types';
import type { BindingScope } from '../../../contract/bind/scope';
import type { ScreenData } from './action-context';
import { runActions } from './run-actions';
import { fakeActionServices, type EndpointOutcome } from '../../test-utils/fake-action-services';

function services(outcome: EndpointOutcome = { ok: true, data: null }) {
  return fakeActionServices('/short-video-detail/5', outcome, true);
}

/** A screen whose cache is a plain object changed through immer, as RTK Query's updateQueryData does. */
function screenWith(cache: Record<string, unknown>) {
  const screen = {
    cache,
    refetch: vi.fn(),
    patch: vi.fn((name: string, recipe: (draft: unknown) => void) => {
      screen.cache = { ...screen.cache, [name]: produce(screen.cache[name], recipe) };
    }),
  } satisfies ScreenData & { cache: Record<string, unknown> };
  return screen;
}

const scope: BindingScope = { data: {}, route: { params: { id: '5' }, query: {} }, state: { loggedIn: true, certified: true }, event: { id: 12 } };

describe('cached data after a toggle (docs/product-rules.md#favourites-likes-and-follows: flip after code 0, count ±1)', () => {
  const like: Action = { action: 'toggle-like', target: 'short-video', id: '$route.params.id', update: { data: 'video', flag: 'isLike', count: 'like_count' } };
  const favourite: Action = {
    action: 'toggle-favourite',
    target: 'short-video',
    id: '$route.params.id',
    update: { data: 'video', flag: 'isFavorite', count: 'favorite_count' },
  };

  it('a like flips isLike and moves like_count by one, both ways', async () => {
    const screen = screenWith({ video: { id: 5, isLike: false, like_count: 3, isFavorite: false, favorite_count: 0 } });
    expect(await runActions([like], { scope, services: services(), screen }, vi.fn())).toBe(true);
    expect(screen.cache.video).toMatchObject({ isLike: true, like_count: 4 });
    await runActions([like], { scope, services: services(), screen }, vi.fn());
    expect(screen.cache.video).toMatchObject({ isLike: false, like_count: 3 });
  });

  it('a favourite flips isFavorite and its count; the count never goes below zero', async () => {
    const screen = screenWith({ video: { id: 5, isFavorite: true, favorite_count: 0 } });
    await runActions([favourite], { scope, services: services(), screen }, vi.fn());
    expect(screen.cache.video).toMatchObject({ isFavorite: false, favorite_count: 0 });
  });

  it('leaves the cache alone when the server refuses', async () => {
    const screen = screenWith({ video: { id: 5, isLike: false, like_count: 3 } });
    expect(await runActions([like], { scope, services: services({ ok: false, code: 1, message: '操作太频繁' }), screen }, vi.fn())).toBe(false);
    expect(screen.patch).not.toHaveBeenCalled();
    expect(screen.cache.video).toMatchObject({ isLike: false, like_count: 3 });
  });

  it('without update, nothing is patched (the widget flips on its own)', async () => {
    const screen = screenWith({ video: { id: 5, isLike: false, like_count: 3 } });
    await runActions([{ action: 'toggle-like', target: 'short-video', id: 5 }], { scope, services: services(), screen }, vi.fn());
    expect(screen.patch).not.toHaveBeenCalled();
  });
});

describe('cached data after a booking', () => {
  it('book-live sets isAppointment on the booked card of a list and leaves the others', async () => {
    const screen = screenWith({
      lives: {
        list: [
          { id: 11, isAppointment: false },
          { id: 12, isAppointment: false },
        ],
      },
    });
    const book: Action = { action: 'book-live', id: '$event.id', overlay: true, refetch: [], update: { data: 'lives', list: 'list', flag: 'isAppointment' } };
    const s = services({ ok: true, data: { isAppointment: true, appointment_count: 3 } });
    expect(await runActions([book], { scope, services: s, screen }, vi.fn())).toBe(true);
    expect(s.callEndpoint).toHaveBeenCalledWith('createLiveAppointment', { id: 12 });
    expect(screen.cache.lives).toEqual({
      list: [
        { id: 11, isAppointment: false },
        { id: 12, isAppointment: true },
      ],
    });
    // Booking again keeps it booked (set, not toggle).
    await runActions([book], { scope, services: s, screen }, vi.fn());
    expect(screen.cache.lives).toEqual({
      list: [
        { id: 11, isAppointment: false },
        { id: 12, isAppointment: true },
      ],
    });
    expect(screen.refetch).toHaveBeenCalledWith([]);
  });
});
