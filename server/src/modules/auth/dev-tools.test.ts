import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectRefusal } from '../../testing/schema-assert';
import { openTestApp, type TestApp } from '../../testing/test-app';
import { testDatabases } from '../../testing/test-database';
import { loadConfig } from '../../config';

/** What a developer's plain start reads: no NODE_ENV, no secrets; DEV_TOOLS only where a test says so. */
function startConfig(extra: Record<string, string> = {}) {
  return loadConfig({ DATA_DIR: inject('testDataDir'), CLIENT_DIR: '/nonexistent-client-dir', ...extra });
}

const LAYOUT_URL = '/layout/api/layouts/channel-more';
const DEV_LAYOUT_TOKEN = 'dev-layout-token';

async function sendCode(t: TestApp, mobile: string, remoteAddress: string) {
  const sent = await t.app.inject({ url: `/user/api/send-verify?mobile=${mobile}`, remoteAddress });
  expect(sent.json()).toMatchObject({ code: 0 });
}

async function publishWithDevToken(t: TestApp, remoteAddress: string, headers: Record<string, string> = {}) {
  const document = (await t.app.inject(LAYOUT_URL)).json().data as object;
  return t.app.inject({ method: 'PUT', url: LAYOUT_URL, payload: document, remoteAddress, headers: { 'x-layout-admin-token': DEV_LAYOUT_TOKEN, ...headers } });
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

    it('does not take the well-known development layout token', async () => {
      const response = await publishWithDevToken(t, '127.0.0.1');
      expect(response.statusCode).not.toBe(200);
      expect(response.json().code).not.toBe(0);
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
      const proxied = await t.app.inject({ url: '/dev/api/sms/latest?mobile=13977770002', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '192.168.1.20' } });
      expectRefusal(proxied, 404);
    });

    it('takes the development layout token from loopback clients only', async () => {
      expectRefusal(await publishWithDevToken(t, '10.1.2.3'), 403, '开发工具只接受本机访问');
      expectRefusal(await publishWithDevToken(t, '127.0.0.1', { 'x-forwarded-for': '10.1.2.3' }), 403, '开发工具只接受本机访问');
      const local = await publishWithDevToken(t, '127.0.0.1');
      expect(local.json()).toMatchObject({ code: 0, data: { id: 'channel-more' } });
    });
  });

  describe('with DEV_TOOLS=1 and an operator-chosen LAYOUT_ADMIN_TOKEN', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await openTestApp(kind, { config: startConfig({ DEV_TOOLS: '1', LAYOUT_ADMIN_TOKEN: 'chosen-layout-token' }) });
    });
    afterAll(async () => {
      await t?.close();
    });

    it('takes the chosen token from any address and the development token from none', async () => {
      const document = (await t.app.inject(LAYOUT_URL)).json().data as object;
      const chosen = await t.app.inject({ method: 'PUT', url: LAYOUT_URL, payload: document, remoteAddress: '10.1.2.3', headers: { 'x-layout-admin-token': 'chosen-layout-token' } });
      expect(chosen.json()).toMatchObject({ code: 0 });
      expectRefusal(await publishWithDevToken(t, '127.0.0.1'), 401);
    });
  });
});
