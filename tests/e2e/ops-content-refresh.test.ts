import { type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPS_COOKIE } from '../../server/src/modules/ops-operators';
import { E2E_OPERATORS } from './ops-operators';
import { useConsoleSession } from './ops-console-session';
import { launchBrowser } from './phone-browser';
import { e2eApi, type Envelope } from './api-client';
import { e2eServer } from './e2e-server';

// The console keeps one cache of what it read: a save invalidates every view of that data. A publisher
// adds a banner — the list and the 待发布 badge show it at once — publishes it and the history lists the
// new revision, then schedules an edit and the 排期 view (read before) lists it: never a page reload.

const baseUrl = e2eServer.baseUrl;
const api = e2eApi(baseUrl).data;
const TITLE = `即时刷新的轮播图 ${Date.now()}`;
const EDITED = `${TITLE}（改）`;

async function ops<T>(method: string, path: string, payload?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}/ops/api${path}`, {
    method,
    headers: { cookie: `${OPS_COOKIE}=${e2eServer.operatorTokens.publisher}`, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(payload === undefined ? {} : { body: JSON.stringify(payload) }),
  });
  const body = (await response.json()) as Envelope<T>;
  if (body.code !== 0) throw new Error(`${method} ${path}: ${body.message}`);
  return body.data;
}

/** The value of a datetime-local input (the browser's own time zone) for `ms` since the epoch. */
const localInput = (page: Page, ms: number) =>
  page.evaluate((at) => {
    const date = new Date(at);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
  }, ms);

/** Set once after the first load: still there means the console never reloaded the page. */
const MARKER = 'loaded once';
const marker = (page: Page) => page.evaluate(() => (window as { __opsMarker?: string }).__opsMarker);

describe('the console shows a save everywhere at once, without a reload', () => {
  let desktop: Browser;
  let page: Page;

  beforeAll(async () => {
    desktop = await launchBrowser();
    const context = await desktop.newContext({ baseURL: baseUrl, locale: 'zh-CN', viewport: { width: 1600, height: 1300 } });
    await useConsoleSession(context, baseUrl, E2E_OPERATORS.publisher.name);
    page = await context.newPage();
  });

  afterAll(async () => {
    // Leave home content and 排期 as the other browser tests expect them.
    try {
      const schedules = (await ops<{ list: Array<{ id: number; status: string; target_type: string; target: string }> }>('GET', '/schedules')).list;
      for (const schedule of schedules.filter((s) => s.status === 'pending' && s.target_type === 'content' && s.target === 'banners'))
        await ops('DELETE', `/schedules/${schedule.id}`);
      const list = (await ops<{ list: Array<{ id: number; title: string }> }>('GET', '/content/banners')).list;
      for (const banner of list.filter((b) => b.title.startsWith(TITLE))) await ops('DELETE', `/content/banners/${banner.id}`);
      const drafts = (await ops<{ list: Array<{ kind: string }> }>('GET', '/content/drafts')).list;
      if (drafts.some((d) => d.kind === 'banners')) await ops('POST', '/content/banners/publish');
    } finally {
      await desktop?.close();
    }
  });

  it('a saved banner is in the list and the 待发布 badge, its publish in the history, its schedule in 排期', async () => {
    const [first] = (await api<{ banners: Array<{ img: string }> }>('/course/api/home')).banners;
    const nav = page.getByRole('navigation', { name: '后台导航' });
    const kinds = page.getByRole('navigation', { name: '内容类型' });
    const confirm = async (dialogTitle: string, button: string) => {
      const dialog = page.getByRole('alertdialog', { name: dialogTitle });
      await dialog.getByRole('button', { name: button, exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
    };

    // 排期 is read first, so its list is in the console's cache before the schedule is made.
    await page.goto('/ops#/schedules');
    await page.getByRole('heading', { name: '排期' }).waitFor();
    await page.evaluate((value) => ((window as { __opsMarker?: string }).__opsMarker = value), MARKER);
    expect(await page.getByRole('row').filter({ hasText: '定时发布：轮播图' }).filter({ hasText: '待发布' }).count()).toBe(0);

    await nav.getByRole('link', { name: '首页内容' }).click();
    await page.getByRole('heading', { name: '首页内容' }).waitFor();
    await kinds.getByRole('button', { name: '轮播图' }).click();
    const table = page.getByRole('table', { name: '轮播图列表' });
    await table.waitFor();
    await page.getByRole('button', { name: '新建轮播图' }).first().click();
    await page.getByLabel('标题', { exact: true }).fill(TITLE);
    await page.getByLabel('图片地址').fill(first.img);
    await page.getByRole('button', { name: '保存', exact: true }).click();

    // The list, the kind's 待发布 badge and its change list show the new banner at once.
    await table.getByRole('row').filter({ hasText: TITLE }).waitFor();
    await kinds.getByRole('button', { name: /轮播图\s*待发布/ }).waitFor();
    await page.getByText(`新增「${TITLE}」`).waitFor();

    // Publish: the history lists the new revision as the live one, and the badge goes.
    await page.getByRole('button', { name: '发布', exact: true }).click();
    await confirm('发布首页内容', '发布');
    const revision = /\d+/.exec(await page.getByText(/已发布（版本 \d+）/).innerText())![0];
    const history = page.getByRole('table', { name: '发布历史' });
    await history
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: revision, exact: true }) })
      .filter({ hasText: '当前线上' })
      .waitFor();
    await kinds.getByRole('button', { name: /轮播图\s*待发布/ }).waitFor({ state: 'detached' });

    // An edit, scheduled for an hour ahead: the list shows the new title, 排期 the schedule.
    await table.getByRole('button', { name: `编辑 ${TITLE}` }).click();
    await page.getByLabel('标题', { exact: true }).fill(EDITED);
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await table.getByRole('row').filter({ hasText: EDITED }).waitFor();
    await page.getByLabel('定时发布时间').fill(await localInput(page, Date.now() + 3600_000));
    await page.getByRole('button', { name: '定时发布', exact: true }).click();
    await page.getByText(/已定时于 .+ 发布/).waitFor();
    await nav.getByRole('link', { name: '排期' }).click();
    await page.getByRole('row').filter({ hasText: '定时发布：轮播图' }).filter({ hasText: '待发布' }).waitFor();

    expect(await marker(page)).toBe(MARKER);
  });
});
