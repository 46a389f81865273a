import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LayoutDocument } from '../../../../contract/generated/schema-types';
import { expectRefusal } from '../../testing/schema-assert';
import { bothTestDatabases } from '../../testing/test-database';
import { openOpsApp, publishLayoutAsOperator, type OpsTestApp } from '../ops/ops-test-kit';

const URL_HOME = '/layout/api/layouts/home-new';

describe.each(bothTestDatabases())('layout store on %s', (kind) => {
  let t: OpsTestApp;
  const getDoc = async (url: string) => {
    const response = await t.app.inject(url);
    expect(response.statusCode).toBe(200);
    return { doc: response.json().data as LayoutDocument, etag: response.headers.etag as string };
  };

  beforeAll(async () => {
    t = await openOpsApp(kind);
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

  it('takes no writes: layouts are written through the operator API only (roles, conflict check, audit)', async () => {
    const before = await getDoc(URL_HOME);
    for (const headers of [{}, { 'x-layout-admin-token': 'dev-layout-token' }]) {
      expectRefusal(await t.app.inject({ method: 'PUT', url: URL_HOME, payload: before.doc, headers }), 404);
    }
    expect((await getDoc(URL_HOME)).etag).toBe(before.etag);
  });

  it('serves an operator’s published revision at once, with a new ETag', async () => {
    const before = await getDoc(URL_HOME);
    const reordered = { ...before.doc, body: [...before.doc.body].reverse() };
    const { revision } = await publishLayoutAsOperator(t, reordered);
    const after = await getDoc(URL_HOME);
    expect(after.etag).toMatch(new RegExp(`^"r${revision}-`));
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
    await publishLayoutAsOperator(t, variant);
    const own = await getDoc('/layout/api/layouts/channel-home.12?fallback=channel-home');
    expect(own.doc).toMatchObject({ id: 'channel-home.12', title: '第 12 频道' });
    expect(own.etag).not.toBe(base.etag);
  });

  it('has no public revision history, for stored and unknown layouts alike', async () => {
    expectRefusal(await t.app.inject('/layout/api/layouts/channel-more/revisions'), 404);
    expectRefusal(await t.app.inject('/layout/api/layouts/nothing-here/revisions'), 404);
  });
});
