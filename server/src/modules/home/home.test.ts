import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointCatalogue } from '../../../../contract/generated/endpoints';
import type { ContentItem, HomePayload } from '../../../../contract/generated/schema-types';
import { banners, screenAdverts } from '../../db/schema/index';
import { signIn } from '../../testing/auth-session';
import { expectEndpointData } from '../../testing/schema-assert';
import { openTestApp, type TestApp } from '../../testing/test-app';
import { testDatabases } from '../../testing/test-database';

interface LayoutNode {
  widget?: string;
  bind?: Record<string, string>;
}

/**
 * The URL the home screen's 直播预告 carousel loads its lives from, read from the home layout itself
 * (its items binding → the data entry → the endpoint's path), so this follows the layout if it is rebound.
 */
function carouselSourceUrl(): string {
  const layout = JSON.parse(readFileSync(new URL('../../../../layouts/home-new.layout.json', import.meta.url), 'utf8')) as {
    data: Record<string, { endpoint: string; args?: Record<string, unknown> }>;
    body: LayoutNode[];
  };
  const carousel = layout.body.find((node) => node.widget === 'live-preview-carousel');
  const binding = /^\$data\.([A-Za-z_]+)\.list$/.exec(carousel?.bind?.items ?? '');
  if (!binding) throw new Error(`the home carousel's items binding is not $data.<entry>.list: ${carousel?.bind?.items}`);
  const entry = layout.data[binding[1]];
  const definition = (endpointCatalogue as Record<string, { method: string; path: string }>)[entry.endpoint];
  expect(definition.method).toBe('GET');
  expect(entry.args ?? {}).toEqual({});
  return definition.path;
}

describe.each(testDatabases())('home on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers the seeded home payload in the schema shape', async () => {
    const response = await t.app.inject('/course/api/home');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expectEndpointData('getHome', response.json());
    const home = response.json().data as HomePayload;
    expect(home.banners.length).toBeGreaterThan(0);
    expect(home.banners[0]).toMatchObject({ id: expect.any(Number), img: expect.stringMatching(/^\/media\//) });
    expect(home.position_type_1.length).toBeGreaterThan(10);
    expect(home.position_type_2.length).toBeGreaterThan(0);
    expect(home.messages.length).toBeGreaterThan(0);
    expect(home.hot_words?.length).toBeGreaterThan(0);
    expect(home.articles.length).toBeGreaterThan(0);
    expect(home.articles.every((a) => a.origin_type === 2)).toBe(true);
  });

  it('sorts icon entrances by their order', async () => {
    const home = (await t.app.inject('/course/api/home')).json().data as HomePayload;
    const ids = home.position_type_1.map((s) => s.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(home.position_type_1[0].title).toBe('临床好课');
  });

  it('fills recommend modules with content cards of their module type', async () => {
    const home = (await t.app.inject('/course/api/home')).json().data as HomePayload;
    expect(home.recommend.length).toBeGreaterThan(0);
    for (const module of home.recommend) {
      expect([1, 2, 3]).toContain(module.layout);
      expect(module.module_data.length).toBeGreaterThan(0);
      for (const card of module.module_data) {
        expect(card.origin_type).toBe(module.module_type);
        expect(card.title.length).toBeGreaterThan(0);
      }
    }
    const lives = home.recommend.find((m) => m.module_type === 4)!.module_data;
    expect(lives[0]).toMatchObject({ live_status: expect.any(Number), start_at_format: expect.stringMatching(/^\d\d-\d\d \d\d:\d\d$/) });
  });

  it('shows only a screen advert inside its time window', async () => {
    const home = (await t.app.inject('/course/api/home')).json().data as HomePayload;
    expect(home.screen_advert).not.toBeNull();
    const now = Date.now();
    expect(Date.parse(home.screen_advert!.start_time)).toBeLessThanOrEqual(now);
    expect(Date.parse(home.screen_advert!.end_time)).toBeGreaterThanOrEqual(now);

    await t.database.db.update(screenAdverts).set({ enabled: false });
    t.app.invalidateHome();
    const after = (await t.app.inject('/course/api/home')).json().data as HomePayload;
    expect(after.screen_advert).toBeNull();
  });

  it('serves the cached payload until invalidated', async () => {
    const before = (await t.app.inject('/course/api/home')).json().data as HomePayload;
    await t.database.db.update(banners).set({ title: '缓存测试' });
    const cached = (await t.app.inject('/course/api/home')).json().data as HomePayload;
    expect(cached.banners[0].title).toBe(before.banners[0].title);
    t.app.invalidateHome();
    const fresh = (await t.app.inject('/course/api/home')).json().data as HomePayload;
    expect(fresh.banners[0].title).toBe('缓存测试');
  });

  it('sends the cached payload compressed when the client accepts it', async () => {
    const plain = await t.app.inject('/course/api/home');
    const gzipped = await t.app.inject({ url: '/course/api/home', headers: { 'accept-encoding': 'gzip, deflate' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toContain('accept-encoding');
    expect(gzipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(plain.body);
  });

  it('ignores unknown query parameters (cache busters) instead of failing', async () => {
    const response = await t.app.inject('/course/api/home?_t=123');
    expect(response.statusCode).toBe(200);
  });

  it("shows a signed-in viewer's booking on the home carousel after a fresh load, and only to that viewer", async () => {
    const booker = await signIn(t.database, '13800000003');
    const otherViewer = await signIn(t.database, '13800000004');
    const carouselUrl = carouselSourceUrl();
    const carousel = async (headers: Record<string, string> = {}) => {
      const response = await t.app.inject({ url: carouselUrl, headers });
      expect(response.statusCode).toBe(200);
      return response.json().data.list as ContentItem[];
    };
    const live = (await carousel(booker.headers)).find((l) => l.live_status === 0 && l.isAppointment === false);
    if (!live) throw new Error('the seed has no upcoming live on the home carousel that user 3 has not booked');

    const booking = await t.app.inject({ url: `/live/api/appointment/${live.id}`, headers: booker.headers });
    expect(booking.json()).toMatchObject({ code: 0, data: { isAppointment: true } });

    // A fresh load (a reload: nothing of the client's own patch is left) asks the server again.
    expect((await carousel(booker.headers)).find((l) => l.id === live.id)?.isAppointment).toBe(true);
    expect((await carousel(otherViewer.headers)).find((l) => l.id === live.id)?.isAppointment).toBe(false);
    expect((await carousel()).find((l) => l.id === live.id)?.isAppointment).toBe(false);
  });
});
