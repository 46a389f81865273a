import { chromium, type Browser, type Page, type Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { useConsoleSession } from './ops-console-session';
import { E2E_OPERATORS } from './ops-operators';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, openPhone, type PhoneSession } from './phone-browser';

// What doctors' phones fail to show reaches the operator console. The phone runs the built app against the
// real server; its home layout arrives as a phone with an older app meets a layout written for a newer one
// (the server's real answer, ETag and revision included, with three nodes changed on the way): a widget this
// app does not have, a widget version newer than the app's, and a section whose title is an object, which
// makes the content list throw while rendering (a real crash, caught by the node's error boundary). The
// console's 故障报告 must list all three within 10 s, and the editor's outline marks the failing nodes.

const baseUrl = inject('e2eBaseUrl');
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
  desktop = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS });
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
    const console = await openConsole(`#/failures/${LAYOUT}`);
    await console.getByRole('heading', { name: /^故障报告：/ }).waitFor();

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
          await console.reload();
          return (await failureRows(console)).length;
        },
        { timeout: Math.max(1000, WITHIN_MS - (Date.now() - started)), interval: 500 },
      )
      .toBeGreaterThanOrEqual(3);
    expect(Date.now() - started).toBeLessThan(WITHIN_MS);

    const rows = await failureRows(console);
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
          await console.reload();
          return (await failureRows(console)).find((row) => row['故障类型'] === '渲染出错')?.['次数'];
        },
        { timeout: WITHIN_MS, interval: 500 },
      )
      .toBe('2');

    // The layout list of failures names the page; the editor's outline marks the failing sections.
    await console.goto('/ops#/failures');
    await console.getByRole('link', { name: /查看 首页 的故障报告/ }).waitFor();
    await console.goto(`/ops#/layouts/${LAYOUT}`);
    await console.getByRole('heading', { name: '页面结构' }).waitFor();
    await expect
      .poll(() => console.locator('li[data-node-id="feed"] > .ops-outline__row [data-failures]').first().innerText(), { timeout: WITHIN_MS })
      .toBe('近期故障 2 次');
    await expect.poll(() => console.locator('li[data-node-id="entrances"] > .ops-outline__row [data-failures]').count()).toBe(1);
    expect(await console.locator('li[data-node-id="search"] > .ops-outline__row [data-failures]').count()).toBe(0);
    await console.context().close();
  });
});
