import { type Browser, type Page, type Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { OPS_COOKIE, OPS_COOKIE_PATH } from '../../server/src/modules/ops-operators/ops-auth';
import { useConsoleSession } from './ops-console-session';
import { createE2eOperators, E2E_OPERATOR_PASSWORD, E2E_OPERATORS } from './ops-operators';
import { startServer, type ServerProcess } from './server-process';
import { launchBrowser, openPhone, type PhoneSession } from './phone-browser';
import { e2eServer } from './e2e-server';

// What doctors' phones fail to show reaches the operator opsPage. The phone runs the built app against the
// real server; its home layout arrives as a phone with an older app meets a layout written for a newer one
// (the server's real answer, ETag and revision included, with three nodes changed on the way): a widget this
// app does not have, a widget version newer than the app's, and a section whose title is an object, which
// makes the content list throw while rendering (a real crash, caught by the node's error boundary). The
// console's 故障报告 must list all three within 10 s, and the editor's outline marks the failing nodes.

const baseUrl = e2eServer.baseUrl;
const WECHAT_ANDROID =
  'Mozilla/5.0 (Linux; Android 13; V2148A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 MicroMessenger/8.0.47.2560 NetType/WIFI Language/zh_CN';
const LAYOUT = 'home-new';
const WITHIN_MS = 10_000;

interface LayoutNodeLike {
  id: string;
  widget: string;
  version?: number;
  props?: Record<string, unknown>;
}

/** The server's home layout with three nodes the app cannot show. */
async function serveNewerLayout(route: Route): Promise<void> {
  const response = await route.fetch();
  const envelope = (await response.json()) as { code: number; data: { body: LayoutNodeLike[] } };
  const body = envelope.data.body;
  const entrances = body.find((node) => node.id === 'entrances');
  const feed = body.find((node) => node.id === 'feed');
  if (!entrances || !feed) throw new Error('the home layout no longer has its entrances and feed');
  entrances.version = 99;
  feed.props = { ...feed.props, title: { text: '为你推荐' } };
  body.splice(1, 0, { id: 'e2e-future', widget: 'future-card', props: {} });
  const headers = { ...response.headers() };
  delete headers['content-encoding'];
  delete headers['content-length'];
  await route.fulfill({ status: response.status(), headers, body: JSON.stringify(envelope) });
}

let phone: PhoneSession;
let desktop: Browser;

beforeAll(async () => {
  phone = await openPhone(baseUrl);
  desktop = await launchBrowser();
});

afterAll(async () => {
  await phone?.close();
  await desktop?.close();
});

async function openConsole(hash: string): Promise<Page> {
  const context = await desktop.newContext({ baseURL: baseUrl, locale: 'zh-CN', viewport: { width: 1600, height: 1100 } });
  await useConsoleSession(context, baseUrl, E2E_OPERATORS.publisher.name);
  const page = await context.newPage();
  await page.goto(`/ops${hash}`);
  await page.getByRole('navigation', { name: '后台导航' }).waitFor();
  return page;
}

/** The rows of the layout's failure list, as the operator reads them once the list has loaded. */
async function failureRows(page: Page): Promise<Array<Record<string, string>>> {
  const table = page.getByTestId('failure-reports');
  await table.or(page.getByText('这个页面没有故障报告')).waitFor();
  if (!(await table.isVisible())) return [];
  const headers = await table.locator('thead th').allInnerTexts();
  const rows = await table.locator('tbody tr').all();
  return Promise.all(
    rows.map(async (row) => {
      const cells = await row.locator('td').allInnerTexts();
      return Object.fromEntries(headers.map((header, i) => [header, cells[i] ?? '']));
    }),
  );
}

describe('failure reports from phones', () => {
  it('lists a phone’s fallbacks and crash in the console within 10 s, and marks the nodes in the outline', async () => {
    const { page } = phone;
    const crashes: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' && message.text().startsWith('[sdui]')) crashes.push(message.text());
    });
    await page.route((url) => url.pathname === `/layout/api/layouts/${LAYOUT}`, serveNewerLayout);
    // The operator has the failure list open already.
    const opsPage = await openConsole(`#/failures/${LAYOUT}`);
    await opsPage.getByRole('heading', { name: /^故障报告：/ }).waitFor();

    const sent = page.waitForResponse((response) => response.url().includes('/layout/api/failure-reports') && response.request().method() === 'POST');
    await page.goto('/');
    // The rest of the page still shows: only the failing sections are left out.
    await page.locator('.sdui-body [class^="w-"]').first().waitFor();
    await expect.poll(() => crashes.some((text) => text.includes('render-error feed'))).toBe(true);
    // From the crash on the phone to the operator reading it.
    const started = Date.now();
    expect((await sent).status()).toBe(200);
    await expect
      .poll(
        async () => {
          await opsPage.reload();
          return (await failureRows(opsPage)).length;
        },
        { timeout: Math.max(1000, WITHIN_MS - (Date.now() - started)), interval: 500 },
      )
      .toBeGreaterThanOrEqual(3);
    expect(Date.now() - started).toBeLessThan(WITHIN_MS);

    const rows = await failureRows(opsPage);
    const byKind = (kind: string) => rows.find((row) => row['故障类型'] === kind);
    expect(byKind('渲染出错')).toMatchObject({
      组件: '内容列表',
      组件版本: '第 1 版',
      次数: '1',
      浏览器: expect.stringMatching(/^苹果浏览器 [\d.]+ · 苹果手机$/),
    });
    expect(byKind('渲染出错')?.['详情']).toMatch(/React error #31|Objects are not valid as a React child/);
    expect(byKind('渲染出错')?.['页面版本']).toMatch(/^第 \d+ 版$/);
    expect(byKind('渲染出错')?.['应用版本']).toMatch(/^\d{12}$/);
    expect(byKind('组件版本过新')).toMatchObject({ 组件版本: '第 99 版', 次数: '1' });
    expect(byKind('未知组件')).toMatchObject({ 组件: 'future-card', 区块: 'e2e-future', 次数: '1' });
    for (const row of rows) expect(row['首次出现']).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);

    // The same page opened again is counted again (once per page load, not once per render).
    await page.reload();
    await expect
      .poll(
        async () => {
          await opsPage.reload();
          return (await failureRows(opsPage)).find((row) => row['故障类型'] === '渲染出错')?.['次数'];
        },
        { timeout: WITHIN_MS, interval: 500 },
      )
      .toBe('2');

    // The layout list of failures names the page; the editor's outline marks the failing sections.
    await opsPage.goto('/ops#/failures');
    await opsPage.getByRole('link', { name: /查看 首页 的故障报告/ }).waitFor();
    await opsPage.goto(`/ops#/layouts/${LAYOUT}`);
    await opsPage.getByRole('heading', { name: '页面结构' }).waitFor();
    await expect
      .poll(() => opsPage.locator('li[data-node-id="feed"] > .ops-outline__row [data-failures]').first().innerText(), { timeout: WITHIN_MS })
      .toBe('近期故障 2 次');
    await expect.poll(() => opsPage.locator('li[data-node-id="entrances"] > .ops-outline__row [data-failures]').count()).toBe(1);
    expect(await opsPage.locator('li[data-node-id="search"] > .ops-outline__row [data-failures]').count()).toBe(0);
    await opsPage.context().close();
  });
});

// A publish followed by a jump in failures is named at the top of every console view. Its own server:
// the banner stays for two hours after the publish, and the shared server's other console tests should
// not meet it.
describe('failure spike after a publish', () => {
  let server: ServerProcess;
  let cookie: string;

  async function ops<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${server.baseUrl}/ops/api${path}`, {
      method,
      headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const answer = (await response.json()) as { code: number; message: string; data: T };
    if (answer.code !== 0) throw new Error(`${method} ${path}: ${answer.code} ${answer.message}`);
    return answer.data;
  }

  beforeAll(async () => {
    // Behind one trusted proxy hop, so each phone below can come from a network of its own (X-Forwarded-For).
    server = await startServer({ TRUST_PROXY: '1' }, createE2eOperators, { seededFrom: inject('e2eSeededDataDir') });
    const login = await fetch(`${server.baseUrl}/ops/api/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: E2E_OPERATORS.publisher.name, password: E2E_OPERATOR_PASSWORD }),
    });
    cookie = String(login.headers.get('set-cookie')).split(';')[0];
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('shows a banner naming the page when its new revision fails far more than before', async () => {
    const context = await desktop.newContext({ baseURL: server.baseUrl, locale: 'zh-CN', viewport: { width: 1600, height: 1100 } });
    await context.addCookies([
      { name: OPS_COOKIE, value: cookie.split('=')[1], domain: new URL(server.baseUrl).hostname, path: OPS_COOKIE_PATH, httpOnly: true, sameSite: 'Strict' },
    ]);
    const opsPage = await context.newPage();
    await opsPage.goto('/ops');
    await opsPage.getByRole('navigation', { name: '后台导航' }).waitFor();
    const banner = opsPage.getByRole('alert', { name: '发布后故障激增提醒' });
    expect(await banner.count()).toBe(0);

    // The operator publishes the home page (its sections reordered); phones then fail on six nodes of it.
    const current = await ops<{ document: { body: LayoutNodeLike[] }; revision: number }>('GET', `/layouts/${LAYOUT}`);
    const body = [...current.document.body];
    body.push(body.splice(1, 1)[0]);
    const saved = await ops<{ revision: number }>('PUT', `/layouts/${LAYOUT}/draft`, {
      document: { ...current.document, body },
      base_revision: current.revision,
    });
    await ops('POST', `/layouts/${LAYOUT}/publish`, { revision: saved.revision });

    // One phone's reports alone raise no banner (one client could fake them); phones on three networks do.
    const phoneFrom = async (network: number) => {
      const phoneContext = await phone.browser.newContext({
        baseURL: server.baseUrl,
        userAgent: WECHAT_ANDROID,
        viewport: { width: 390, height: 844 },
        locale: 'zh-CN',
        extraHTTPHeaders: { 'x-forwarded-for': `203.0.113.${network}` },
      });
      const page = await phoneContext.newPage();
      await page.route(
        (url) => url.pathname === `/layout/api/layouts/${LAYOUT}`,
        async (route) => {
          const response = await route.fetch();
          const envelope = (await response.json()) as { data: { body: LayoutNodeLike[] } };
          for (let i = 0; i < 6; i += 1) envelope.data.body.push({ id: `e2e-next-${i}`, widget: `next-card-${i}`, props: {} });
          const headers = { ...response.headers() };
          delete headers['content-encoding'];
          delete headers['content-length'];
          await route.fulfill({ status: response.status(), headers, body: JSON.stringify(envelope) });
        },
      );
      const sent = page.waitForResponse((response) => response.url().includes('/layout/api/failure-reports') && response.request().method() === 'POST');
      await page.goto('/');
      expect((await sent).status()).toBe(200);
      await phoneContext.close();
    };
    await phoneFrom(1);
    const checked = opsPage.waitForResponse((response) => response.url().includes('/ops/api/failures/spikes'));
    await opsPage.reload();
    expect(((await (await checked).json()) as { data: { list: unknown[] } }).data.list).toEqual([]);
    expect(await banner.count()).toBe(0);
    await phoneFrom(2);
    await phoneFrom(3);

    // The reports are counted once the phone's batch is answered; the console checks on load and every
    // minute, so a reload shows the banner.
    await opsPage.reload();
    await banner.waitFor({ timeout: 15_000 });
    expect(await banner.innerText()).toMatch(
      new RegExp(`发布后故障激增：首页 第 ${saved.revision} 版发布后 15 分钟内 18 次故障，来自 3 个上报来源（发布前 15 分钟 0 次）`),
    );
    await banner.getByRole('link', { name: '查看故障报告' }).click();
    await opsPage.getByRole('heading', { name: '故障报告：首页' }).waitFor();
    expect(await failureRows(opsPage)).toHaveLength(6);
    await context.close();
  });
});
