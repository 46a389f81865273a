import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LayoutDocument } from '../../../../contract/generated/schema-types';
import { expectRefusal } from '../../testing/schema-assert';
import { TEST_ADMIN_TOKEN, openTestApp, type TestApp } from '../../testing/test-app';
import { testDatabases } from '../../testing/test-database';

const URL_HOME = '/layout/api/layouts/home-new';

describe.each(testDatabases())('layout store on %s', (kind) => {
  let t: TestApp;
  const put = (url: string, payload: unknown, token: string | null = TEST_ADMIN_TOKEN) =>
    t.app.inject({ method: 'PUT', url, payload: payload as object, headers: token ? { 'x-layout-admin-token': token } : {} });
  const getDoc = async (url: string) => {
    const response = await t.app.inject(url);
    expect(response.statusCode).toBe(200);
    return { doc: response.json().data as LayoutDocument, etag: response.headers.etag as string };
  };

  beforeAll(async () => {
    t = await openTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('serves the published layout with a strong ETag, and 304 when it has not changed', async () => {
    const response = await t.app.inject(URL_HOME);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ code: 0, data: { id: 'home-new', schemaVersion: 1 } });
    const etag = response.headers.etag as string;
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(response.headers['cache-control']).toBe('no-cache');
    const again = await t.app.inject({ url: URL_HOME, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    const stale = await t.app.inject({ url: URL_HOME, headers: { 'if-none-match': '"something-else"' } });
    expect(stale.statusCode).toBe(200);
  });

  it('gives each content coding its own ETag and still revalidates', async () => {
    const plain = await t.app.inject(URL_HOME);
    const br = await t.app.inject({ url: URL_HOME, headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    const etag = br.headers.etag as string;
    expect(etag).toBe(`${(plain.headers.etag as string).slice(0, -1)}-br"`);
    const again = await t.app.inject({ url: URL_HOME, headers: { 'accept-encoding': 'gzip, br', 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.headers.etag).toBe(etag);
  });

  it('answers 404 for a layout that does not exist', async () => {
    expectRefusal(await t.app.inject('/layout/api/layouts/no-such-layout'), 404, '内容不存在');
    expectRefusal(await t.app.inject('/layout/api/layouts/Bad%20Id'), 400, /参数错误: id/);
  });

  it('refuses a write without the admin token', async () => {
    const { doc } = await getDoc(URL_HOME);
    expectRefusal(await put(URL_HOME, doc, null), 401, '需要管理令牌');
    expectRefusal(await put(URL_HOME, doc, 'wrong-token-value'), 401, '需要管理令牌');
  });

  it('refuses a document whose id is not the path id', async () => {
    const { doc } = await getDoc(URL_HOME);
    expectRefusal(await put(URL_HOME, { ...doc, id: 'channel-home' }), 400, /id/);
    expectRefusal(await put(URL_HOME, [1, 2]), 400, /参数错误/);
  });

  it('refuses a document that fails lint with its issues, and keeps serving the old revision', async () => {
    const before = await getDoc(URL_HOME);
    const broken = { ...before.doc, body: [...before.doc.body, { id: 'mystery', widget: 'no-such-widget' }] };
    const response = await put(URL_HOME, broken);
    expectRefusal(response, 422, '布局校验未通过');
    const issues = response.json().data.issues as { kind: string; path: string }[];
    expect(issues.some((i) => i.kind === 'unknown-widget')).toBe(true);
    const after = await getDoc(URL_HOME);
    expect(after.etag).toBe(before.etag);
    expect(after.doc).toEqual(before.doc);
  });

  it('publishes a valid document as a new revision with a new ETag', async () => {
    const before = await getDoc(URL_HOME);
    const reordered = { ...before.doc, body: [...before.doc.body].reverse() };
    const response = await put(URL_HOME, reordered);
    expect(response.statusCode).toBe(200);
    const saved = response.json().data as { id: string; revision: number; etag: string };
    expect(saved).toMatchObject({ id: 'home-new', revision: expect.any(Number) });
    const after = await getDoc(URL_HOME);
    expect(after.etag).toBe(saved.etag);
    expect(after.etag).not.toBe(before.etag);
    expect(after.doc.body.map((n) => n.id)).toEqual(before.doc.body.map((n) => n.id).reverse());
    const revalidated = await t.app.inject({ url: URL_HOME, headers: { 'if-none-match': before.etag } });
    expect(revalidated.statusCode).toBe(200);

    // Revision history (operator names, drafts) is the operator API's only (ops-layouts.test.ts).
    expectRefusal(await t.app.inject(`${URL_HOME}/revisions`), 404);
  });

  it('answers the fallback layout until a variant is published', async () => {
    expectRefusal(await t.app.inject('/layout/api/layouts/channel-home.12'), 404);
    const base = await getDoc('/layout/api/layouts/channel-home');
    const viaFallback = await getDoc('/layout/api/layouts/channel-home.12?fallback=channel-home');
    expect(viaFallback.doc).toEqual(base.doc);
    expect(viaFallback.etag).toBe(base.etag);

    const variant = { ...base.doc, id: 'channel-home.12', title: '第 12 频道' };
    expect((await put('/layout/api/layouts/channel-home.12', variant)).statusCode).toBe(200);
    const own = await getDoc('/layout/api/layouts/channel-home.12?fallback=channel-home');
    expect(own.doc).toMatchObject({ id: 'channel-home.12', title: '第 12 频道' });
    expect(own.etag).not.toBe(base.etag);
  });

  it('has no public revision history, for stored and unknown layouts alike', async () => {
    expectRefusal(await t.app.inject('/layout/api/layouts/channel-more/revisions'), 404);
    expectRefusal(await t.app.inject('/layout/api/layouts/nothing-here/revisions'), 404);
  });
});

describe('layout writes in production without a token', () => {
  it('are off', async () => {
    const t = await openTestApp('pglite', { config: { NODE_ENV: 'production', LAYOUT_ADMIN_TOKEN: null } });
    try {
      const { doc } = { doc: (await t.app.inject(URL_HOME)).json().data };
      const response = await t.app.inject({ method: 'PUT', url: URL_HOME, payload: doc, headers: { 'x-layout-admin-token': 'dev-layout-token' } });
      expectRefusal(response, 403, /LAYOUT_ADMIN_TOKEN/);
    } finally {
      await t.close();
    }
  });
});
