import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectRefusal } from '../../testing/schema-assert';
import { openTestApp, type TestApp } from '../../testing/test-app';
import { testDatabases } from '../../testing/test-database';
import { loadConfig } from '../../config/config';

/** What a developer's plain start reads: no NODE_ENV, no secrets; DEV_TOOLS only where a test says so. */
function startConfig(extra: Record<string, string> = {}) {
  return loadConfig({ DATA_DIR: inject('testDataDir'), CLIENT_DIR: '/nonexistent-client-dir', ...extra });
}

const LAYOUT_URL = '/layout/api/layouts/channel-more';
/** The well-known token DEV_TOOLS=1 once accepted for layout writes from this machine. */
const OLD_DEV_LAYOUT_TOKEN = 'dev-layout-token';

async function sendCode(t: TestApp, mobile: string, remoteAddress: string) {
  const sent = await t.app.inject({ url: `/user/api/send-verify?mobile=${mobile}`, remoteAddress });
  expect(sent.json()).toMatchObject({ code: 0 });
}

async function publishWithOldDevToken(t: TestApp, remoteAddress: string) {
  const document = (await t.app.inject(LAYOUT_URL)).json().data as object;
  return t.app.inject({ method: 'PUT', url: LAYOUT_URL, payload: document, remoteAddress, headers: { 'x-layout-admin-token': OLD_DEV_LAYOUT_TOKEN } });
}

describe.each(testDatabases())('development tools on %s', (kind) => {
  describe('without DEV_TOOLS (a plain start outside production)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await openTestApp(kind, { config: startConfig() });
    });
    afterAll(async () => {
      await t?.close();
    });

    it('has no SMS inbox, even for this machine', async () => {
      await sendCode(t, '13977770001', '127.0.0.1');
      expectRefusal(await t.app.inject({ url: '/dev/api/sms/latest?mobile=13977770001', remoteAddress: '127.0.0.1' }), 404);
    });

    it('takes no layout write by token', async () => {
      expectRefusal(await publishWithOldDevToken(t, '127.0.0.1'), 404);
    });
  });

  describe('with DEV_TOOLS=1', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await openTestApp(kind, { config: startConfig({ DEV_TOOLS: '1' }) });
    });
    afterAll(async () => {
      await t?.close();
    });

    it('answers the SMS inbox to loopback clients only', async () => {
      await sendCode(t, '13977770002', '10.1.2.3');
      const local = await t.app.inject({ url: '/dev/api/sms/latest?mobile=13977770002', remoteAddress: '127.0.0.1' });
      expect(local.json()).toMatchObject({ code: 0, data: { code: expect.stringMatching(/^\d{4}$/) } });
      const v6 = await t.app.inject({ url: '/dev/api/sms/latest?mobile=13977770002', remoteAddress: '::1' });
      expect(v6.json()).toMatchObject({ code: 0 });
      expectRefusal(await t.app.inject({ url: '/dev/api/sms/latest?mobile=13977770002', remoteAddress: '10.1.2.3' }), 404);
      expectRefusal(await t.app.inject({ url: '/dev/api/sms/latest?mobile=13977770002', remoteAddress: '192.168.1.20' }), 404);
      // A local proxy (the Vite dev server) forwarding someone else's request is not this machine.
      const proxied = await t.app.inject({
        url: '/dev/api/sms/latest?mobile=13977770002',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': '192.168.1.20' },
      });
      expectRefusal(proxied, 404);
    });

    it('takes no layout write by token either, even from this machine: layouts are written through the operator API only', async () => {
      const before = (await t.app.inject(LAYOUT_URL)).headers.etag;
      expectRefusal(await publishWithOldDevToken(t, '127.0.0.1'), 404);
      expect((await t.app.inject(LAYOUT_URL)).headers.etag).toBe(before);
    });
  });
});
