import { describe, expect, it } from 'vitest';
import type { DataEntry } from '../../../contract/generated/schema-types';
import { catalogueEndpoint } from '../data/catalogue-api';
import { makeStore } from '../state/make-store';
import { createEntryValues, createScreenHandle, resolveEntries } from './screen-data';

function server() {
  const asked: string[] = [];
  const fetch = (async (url: string) => {
    asked.push(new URL(url).pathname);
    const id = Number(/detail\/(\d+)/.exec(url)?.[1] ?? 1);
    const data = url.includes('/video/info/') ? { play_url: 'https://v.test/v9.m3u8' } : { id, title: id === 1 ? '心衰' : `课程${id}`, video_id: 'v9' };
    return new Response(JSON.stringify({ code: 0, message: 'ok', data }));
  }) as typeof globalThis.fetch;
  const store = makeStore({ notify: () => undefined, onUnauthorized: () => undefined, baseUrl: 'http://api.test', fetch });
  return { store, asked };
}

const entries: Record<string, DataEntry> = {
  // Declared before the entry it takes its argument from: resolution goes on until nothing changes.
  video: { endpoint: 'getVideoInfo', args: { video_id: '$data.course.video_id' }, when: { path: '$data.course.video_id', op: 'nonempty' } },
  course: { endpoint: 'getCourseDetail', args: { id: 1 } },
};
const base = { route: { params: {}, query: {} }, state: {} };

describe('screen data read from the RTK Query cache', () => {
  it('gives each entry the cached answer itself, and entries their args from other entries', async () => {
    const { store } = server();
    const values = createEntryValues();
    expect(values(store.getState(), entries, base)).toEqual({ video: undefined, course: undefined });
    await store.dispatch(catalogueEndpoint('getCourseDetail').initiate({ id: 1 }));
    const withCourse = values(store.getState(), entries, base);
    // One copy: the value is the very object RTK Query caches.
    expect(withCourse.course).toBe(catalogueEndpoint('getCourseDetail').select({ id: 1 })(store.getState()).data);
    expect(resolveEntries(entries, { ...base, data: withCourse })[0]).toMatchObject({ args: { video_id: 'v9' }, skip: false });
    await store.dispatch(catalogueEndpoint('getVideoInfo').initiate({ video_id: 'v9' }));
    expect(values(store.getState(), entries, base).video).toEqual({ play_url: 'https://v.test/v9.m3u8' });
  });

  it('patches and reloads the cache entry a data entry reads, and leaves skipped entries alone', async () => {
    const { store, asked } = server();
    await store.dispatch(catalogueEndpoint('getCourseDetail').initiate({ id: 1 }));
    const values = createEntryValues();
    const current = () => resolveEntries(entries, { ...base, data: values(store.getState(), entries, base) });
    const screen = createScreenHandle({ dispatch: store.dispatch, getState: store.getState, entries: current, setOverlay: () => undefined });
    screen.patch('course', (draft) => {
      (draft as { title: string }).title = '心衰（已更新）';
    });
    expect(values(store.getState(), entries, base).course).toMatchObject({ title: '心衰（已更新）' });
    asked.length = 0;
    screen.refetch(['course']);
    const title = () => (values(store.getState(), entries, base).course as { title: string }).title;
    // The server's answer replaces the patched one once the reload arrives.
    await new Promise<void>((resolve) => {
      const stop = store.subscribe(() => {
        if (title() !== '心衰') return;
        stop();
        resolve();
      });
    });
    expect(asked).toEqual(['/course/api/course/detail/1']);
  });

  it('keeps showing the last answer while the answer for new arguments loads, until it arrives or the entry is skipped', async () => {
    const { store } = server();
    const values = createEntryValues();
    const byQuery: Record<string, DataEntry> = {
      course: { endpoint: 'getCourseDetail', args: { id: '$route.query.id' }, when: { path: '$route.query.id', op: 'nonempty' } },
    };
    const at = (id: string) => values(store.getState(), byQuery, { route: { params: {}, query: id ? { id } : {} }, state: {} }).course;
    // A layout's route arguments are strings, whatever the catalogue's type; the cache keys them so.
    await store.dispatch(catalogueEndpoint('getCourseDetail').initiate({ id: '1' } as never));
    expect(at('1')).toMatchObject({ title: '心衰' });
    expect(at('2')).toMatchObject({ title: '心衰' });
    await store.dispatch(catalogueEndpoint('getCourseDetail').initiate({ id: '2' } as never));
    expect(at('2')).toMatchObject({ title: '课程2' });
    expect(at('')).toBeUndefined();
    expect(at('3')).toBeUndefined();
  });
});
