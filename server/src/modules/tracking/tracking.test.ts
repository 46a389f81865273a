import { and, desc, eq, isNotNull, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, browsingRecords, exposureRecords, footprints } from '../../db/schema';
import { CONTENT_PASS_HEADER, issueContentPass } from '../../plugins/content-pass';
import { signIn, type SignedIn } from '../../testing/auth-session';
import { expectEndpointData, expectRefusal } from '../../testing/schema-assert';
import { openTestApp, type TestApp } from '../../testing/test-app';
import { testDatabases } from '../../testing/test-database';
import { MAX_EXPOSURES_PER_BATCH } from './tracking.routes';

describe.each(testDatabases())('tracking on %s', (kind) => {
  let t: TestApp;
  let user: SignedIn;
  const form = (url: string, body: Record<string, string>, who?: SignedIn) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: new URLSearchParams(body).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(who?.headers ?? {}) },
    });

  beforeAll(async () => {
    t = await openTestApp(kind);
    user = await signIn(t.database, '13800000003');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('records a footprint for the viewer (and for guests without a user)', async () => {
    const response = await form(
      '/user/api/footprint/record',
      { id: '12', type: '2', content_type: '6', source_type: '1', title: '病例讨论', page_type: '36' },
      user,
    );
    expect(response.statusCode).toBe(200);
    expectEndpointData('recordFootprint', response.json());
    const [row] = await t.database.db.select().from(footprints).where(eq(footprints.id, response.json().data.id));
    expect(row).toMatchObject({ userId: user.userId, type: 2, targetId: 12, contentType: 6, sourceType: 1, pageType: '36', title: '病例讨论' });
    const guest = await form('/user/api/footprint/record', { type: '13', id: '3' });
    const [guestRow] = await t.database.db.select().from(footprints).where(eq(footprints.id, guest.json().data.id));
    expect(guestRow.userId).toBeNull();
  });

  it('a locked article the viewer never unlocked stays out of the history; once unlocked it is in', async () => {
    const [locked] = await t.database.db
      .select({ id: articles.id })
      .from(articles)
      .where(and(eq(articles.needPassword, 1), isNotNull(articles.passwordHash), ne(articles.passwordHash, '')))
      .limit(1);
    const reader = await signIn(t.database, '13900000311');
    const visit = (headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/user/api/footprint/record',
        payload: new URLSearchParams({ id: String(locked.id), type: '2', title: '加密文章' }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...reader.headers, ...headers },
      });
    const history = () =>
      t.database.db
        .select()
        .from(footprints)
        .where(and(eq(footprints.userId, reader.userId), eq(footprints.targetId, locked.id)));
    const refused = await visit();
    expect(refused.statusCode).toBe(200);
    expectEndpointData('recordFootprint', refused.json());
    expect(refused.json().data.id).toBe(0);
    // A pass for another article does not count.
    expect((await visit({ [CONTENT_PASS_HEADER]: issueContentPass({ type: 2, id: locked.id + 1 }, t.app.contentPassSecret!).pass })).json().data.id).toBe(0);
    expect(await history()).toHaveLength(0);
    const unlocked = await visit({ [CONTENT_PASS_HEADER]: issueContentPass({ type: 2, id: locked.id }, t.app.contentPassSecret!).pass });
    expect(unlocked.json().data.id).toBeGreaterThan(0);
    expect(await history()).toHaveLength(1);
  });

  it('records an exposure batch as sent', async () => {
    const data = JSON.stringify([
      { layout: 'home-new', node: 'feed', widget: 'content-list', path: '/' },
      { layout: 'home-new', node: 'banner', widget: 'banner-carousel', path: '/' },
    ]);
    const response = await form('/course/api/exposure/record', { data }, user);
    expectEndpointData('recordExposure', response.json());
    expect(response.json().data.count).toBe(2);
    const [row] = await t.database.db.select().from(exposureRecords).orderBy(desc(exposureRecords.id)).limit(1);
    expect(row.userId).toBe(user.userId);
    expect((row.data as { list: unknown[] }).list).toHaveLength(2);
  });

  it('records page views and chains them by the previous id', async () => {
    const first = await form('/user/api/browsing/record', { title: '我的', path: '/my' }, user);
    expectEndpointData('recordBrowsing', first.json());
    const second = await form('/user/api/browsing/record', { id: String(first.json().data.id), title: '我的收藏', path: '/my-favorite' });
    const [row] = await t.database.db.select().from(browsingRecords).where(eq(browsingRecords.id, second.json().data.id));
    expect(row).toMatchObject({ targetId: first.json().data.id, path: '/my-favorite', userId: null });
  });

  it('counts views and clicks', async () => {
    for (const url of ['/course-phase/api/recommend_v2/5/view', '/course/api/content_relation/6/view', '/course/api/ad/7/view', '/course/api/hot/8/view']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.json().code).toBe(0);
    }
    const rows = await t.database.db.select().from(exposureRecords).orderBy(desc(exposureRecords.id)).limit(4);
    expect(rows.map((r) => r.data).reverse()).toEqual([
      { kind: 'recommend_view', id: 5 },
      { kind: 'content_relation_view', id: 6 },
      { kind: 'ad_click', id: 7 },
      { kind: 'hot_click', id: 8 },
    ]);
  });

  it('refuses bad input with a clear 4xx and never a 5xx', async () => {
    expectRefusal(await form('/user/api/footprint/record', { id: '1' }), 400, /type/);
    expectRefusal(await form('/user/api/footprint/record', { type: '5' }), 400, /type/);
    expectRefusal(await form('/user/api/footprint/record', { type: '1', id: '99999999999' }), 400, /id/);
    expectRefusal(await form('/user/api/footprint/record', { type: '1', title: 'x'.repeat(300) }), 400, /title/);
    expectRefusal(await form('/course/api/exposure/record', {}), 400, /data/);
    expectRefusal(await form('/course/api/exposure/record', { data: '{not json' }), 400, /data/);
    expectRefusal(await form('/course/api/exposure/record', { data: '[1,2]' }), 400, /data/);
    expectRefusal(await form('/course/api/exposure/record', { data: '[]' }), 400, /data/);
    const many = JSON.stringify(Array.from({ length: MAX_EXPOSURES_PER_BATCH + 1 }, (_, i) => ({ node: `n${i}` })));
    expectRefusal(await form('/course/api/exposure/record', { data: many }), 400, /data/);
    expectRefusal(await form('/user/api/browsing/record', { title: '无路径' }), 400, /path/);
    expectRefusal(await form('/user/api/browsing/record', { path: '/x', id: 'abc' }), 400, /id/);
    expectRefusal(await t.app.inject({ url: '/course/api/ad/abc/view' }), 400, /adId/);
    expectRefusal(await t.app.inject({ url: '/course/api/hot/0/view' }), 400, /id/);
    expectRefusal(await t.app.inject({ url: '/course-phase/api/recommend_v2/99999999999/view' }), 400, /id/);
  });
});
