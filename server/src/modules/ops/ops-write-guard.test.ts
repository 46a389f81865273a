import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefusal } from '../../testing/schema-assert';
import { openTestApp } from '../../testing/test-app';
import { testDatabases } from '../../testing/test-database';
import { OPS_TEST_PASSWORD, withOpsHelpers, type OpsTestApp } from './ops-test-kit';

const CONSOLE_HOST = 'ops.example.test';
const PUBLIC_ORIGIN = 'https://m.example.test';

/**
 * CSRF (docs/security.md): a page on another site can make a browser send a form (urlencoded, multipart,
 * text/plain) with the console's cookie if SameSite ever fails (an old browser, a same-site subdomain). Every
 * /ops/api write must refuse such a body and any Origin but the console's own.
 */
describe.each(testDatabases())('ops writes refuse what a foreign page can send on %s', (kind) => {
  let t: OpsTestApp;
  let cookie: string;
  let revision: number;
  beforeAll(async () => {
    t = withOpsHelpers(await openTestApp(kind, { config: { PUBLIC_ORIGIN } }));
    ({ cookie } = await t.signInAs('csrf-publisher', 'publisher'));
    revision = (await t.ops('GET', '/layouts/channel-more', { cookie })).json().data.revision as number;
  });
  afterAll(async () => {
    await t?.close();
  });

  const write = (headers: Record<string, string>, payload: string) =>
    t.app.inject({ method: 'POST', url: '/ops/api/layouts/channel-more/publish', headers: { cookie, host: CONSOLE_HOST, ...headers }, payload });
  const stillUnpublished = async () => {
    const audit = (await t.ops('GET', '/audit?action=layout.publish', { cookie })).json().data;
    expect(audit.total).toBe(0);
  };

  it('refuses text/plain and form-encoded bodies with 415 and changes nothing', async () => {
    const body = JSON.stringify({ revision });
    expectRefusal(await write({ 'content-type': 'text/plain' }, body), 415, /^请求格式不支持：此接口只接受 application\/json$/);
    expectRefusal(await write({ 'content-type': 'application/x-www-form-urlencoded' }, `revision=${revision}`), 415, '请求格式不支持');
    expectRefusal(
      await write({ 'content-type': 'multipart/form-data; boundary=x' }, `--x\r\nContent-Disposition: form-data; name="revision"\r\n\r\n1\r\n--x--`),
      415,
    );
    // A body without any type is refused too (a form cannot omit it, but nothing else should rely on that).
    expectRefusal(await t.app.inject({ method: 'PUT', url: '/ops/api/layouts/channel-more/draft', headers: { cookie }, payload: Buffer.from(body) }), 415);
    // The sign-in itself (public) takes JSON only as well.
    expectRefusal(
      await t.app.inject({
        method: 'POST',
        url: '/ops/api/session',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `name=csrf-publisher&password=${OPS_TEST_PASSWORD}`,
      }),
      415,
    );
    await stillUnpublished();
  });

  it('refuses a foreign Origin, a null Origin and a cross-site fetch with 403', async () => {
    const json = { 'content-type': 'application/json' };
    const body = JSON.stringify({ revision });
    expectRefusal(await write({ ...json, origin: 'https://evil.example' }, body), 403, '拒绝跨站请求：请从运营后台页面操作');
    expectRefusal(await write({ ...json, origin: 'null' }, body), 403);
    expectRefusal(await write({ ...json, origin: `https://${CONSOLE_HOST}.evil.example` }, body), 403);
    expectRefusal(await write({ ...json, 'sec-fetch-site': 'cross-site' }, body), 403);
    expectRefusal(await write({ ...json, 'sec-fetch-site': 'same-site' }, body), 403);
    await stillUnpublished();
  });

  it('passes the console’s own writes: its Origin, PUBLIC_ORIGIN, same-origin fetches, and non-browser clients', async () => {
    const json = { 'content-type': 'application/json; charset=utf-8' };
    const layout = (await t.ops('GET', '/layouts/channel-more', { cookie })).json().data;
    const save = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'PUT',
        url: '/ops/api/layouts/channel-more/draft',
        headers: { cookie, host: CONSOLE_HOST, ...json, ...headers },
        payload: JSON.stringify({ document: layout.document, base_revision: layout.revision }),
      });
    const own = await save({ origin: `https://${CONSOLE_HOST}`, 'sec-fetch-site': 'same-origin' });
    expect(own.statusCode, own.body).toBe(200);
    const next = own.json().data.revision as number;
    const viaPublic = await t.app.inject({
      method: 'POST',
      url: '/ops/api/layouts/channel-more/publish',
      headers: { cookie, host: 'api.internal:8080', origin: PUBLIC_ORIGIN, ...json },
      payload: JSON.stringify({ revision: next }),
    });
    expect(viaPublic.statusCode, viaPublic.body).toBe(200);
    // No Origin but Sec-Fetch-Site: same-origin; a write without body (sign-out) needs no type.
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/ops/api/layouts/channel-more/presence', headers: { cookie, 'sec-fetch-site': 'same-origin' } }))
        .statusCode,
    ).toBe(200);
    // Neither header: not a browser (curl, a script, these tests), which a foreign page cannot be.
    expect((await t.ops('GET', '/me', { cookie })).statusCode).toBe(200);
  });

  it('takes multipart only where an endpoint takes files, and the upload endpoint’s pieces as octet-stream', async () => {
    const json = await t.app.inject({ method: 'POST', url: '/ops/api/media', headers: { cookie, 'content-type': 'application/json' }, payload: '{}' });
    expectRefusal(json, 415, 'multipart/form-data');
    const multipart = await t.app.inject({
      method: 'POST',
      url: '/ops/api/media',
      headers: { cookie, 'content-type': 'multipart/form-data; boundary=x', origin: `https://${CONSOLE_HOST}`, host: CONSOLE_HOST },
      payload: '--x--\r\n',
    });
    expect(multipart.statusCode).not.toBe(415);
    expect(multipart.statusCode).not.toBe(403);
    const tus = { cookie, 'tus-resumable': '1.0.0' };
    expectRefusal(
      await t.app.inject({ method: 'POST', url: '/ops/api/media/uploads', headers: { ...tus, origin: 'https://evil.example', 'upload-length': '10' } }),
      403,
    );
    expectRefusal(
      await t.app.inject({
        method: 'PATCH',
        url: '/ops/api/media/uploads/x',
        headers: { ...tus, 'content-type': 'text/plain', 'upload-offset': '0' },
        payload: 'x',
      }),
      415,
    );
  });
});
