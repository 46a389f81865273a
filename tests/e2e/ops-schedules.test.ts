import { type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPS_COOKIE } from '../../server/src/modules/ops-operators/ops-auth';
import { E2E_OPERATORS } from './ops-operators';
import { useConsoleSession } from './ops-console-session';
import { launchBrowser, openPhone, type PhoneSession } from './phone-browser';
import { e2eApi, type Envelope } from './api-client';
import { e2eServer } from './e2e-server';

// An operator schedules a new banner to go live a few seconds ahead (定时发布, then 改期 in the 排期
// calendar). A phone left open on the home screen shows it once the time comes, without a reload: the
// scheduler publishes it and the layout-event stream tells the open app to load the home content again.

const baseUrl = e2eServer.baseUrl;
const api = e2eApi(baseUrl).data;
const TITLE = '定时上线的轮播图';
/** The scheduler ticks every second and the app asks again within 1.5 s of the push. */
const SHOWN_WITHIN_MS = 5_000;

type Home = { banners: Array<{ id: number; title?: string; img: string }> };

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

describe('scheduled publishes in the console reach an open phone', () => {
  let phone: PhoneSession;
  let desktop: Browser;
  let page: Page;

  const phoneShowsBanner = async () => (await phone.page.getByRole('img', { name: TITLE }).count()) > 0;

  beforeAll(async () => {
    phone = await openPhone(baseUrl);
    await phone.page.goto('/');
    const advert = phone.page.getByRole('dialog', { name: '开屏广告' });
    if (await advert.isVisible().catch(() => false))
      await advert
        .getByRole('button', { name: /关闭|跳过/ })
        .first()
        .click();
    const [first] = (await api<Home>('/course/api/home')).banners;
    await phone.page.getByRole('img', { name: first.title }).first().waitFor({ state: 'attached' });
    await phone.page.evaluate(() => ((window as { __leftOpen?: string }).__leftOpen = 'since the start'));

    desktop = await launchBrowser();
    const context = await desktop.newContext({ baseURL: baseUrl, locale: 'zh-CN', viewport: { width: 1600, height: 1300 } });
    await useConsoleSession(context, baseUrl, E2E_OPERATORS.publisher.name);
    page = await context.newPage();
  });

  afterAll(async () => {
    // Leave home as the other browser tests expect it: the banner removed again.
    try {
      const list = (await ops<{ list: Array<{ id: number; title: string }> }>('GET', '/content/banners')).list;
      for (const banner of list.filter((b) => b.title === TITLE)) await ops('DELETE', `/content/banners/${banner.id}`);
      const drafts = (await ops<{ list: Array<{ kind: string }> }>('GET', '/content/drafts')).list;
      if (drafts.some((d) => d.kind === 'banners')) await ops('POST', '/content/banners/publish');
    } finally {
      await phone?.close();
      await desktop?.close();
    }
  });

  it('a banner scheduled in the console, moved in 排期, appears on the open phone when its time comes', async () => {
    const [first] = (await api<Home>('/course/api/home')).banners;

    await page.goto('/ops#/content');
    await page.getByRole('heading', { name: '首页内容' }).waitFor();
    await page.getByRole('navigation', { name: '内容类型' }).getByRole('button', { name: '轮播图' }).click();
    await page.getByRole('button', { name: '新建轮播图' }).first().click();
    await page.getByLabel('标题', { exact: true }).fill(TITLE);
    await page.getByLabel('图片地址').fill(first.img);
    // The form offers the window pickers; this banner has none (it goes live by the scheduled publish).
    await page.getByLabel(/开始展示时间/).waitFor();
    await page.getByLabel(/结束展示时间/).waitFor();
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await page.getByText(`新增「${TITLE}」`).waitFor();

    // 定时发布 an hour ahead, next to 发布.
    await page.getByLabel('定时发布时间').fill(await localInput(page, Date.now() + 3600_000));
    await page.getByRole('button', { name: '定时发布', exact: true }).click();
    await page.getByText(/已定时于 .+ 发布/).waitFor();

    // In the 排期 calendar the schedule is listed as 待发布; 改期 moves it to a few seconds from now.
    await page.getByRole('navigation', { name: '后台导航' }).getByRole('link', { name: '排期' }).click();
    await page.getByRole('heading', { name: '排期' }).waitFor();
    const row = page.getByRole('row').filter({ hasText: '定时发布：轮播图' }).filter({ hasText: '待发布' });
    await row.waitFor();
    const goesLiveAt = Date.now() + 6_000;
    await row.getByLabel('新的发布时间').fill(await localInput(page, goesLiveAt));
    await row.getByRole('button', { name: '改期', exact: true }).click();
    await page.getByText(/已改期到 /).waitFor();

    // Not before its time (the draft is not live yet) …
    expect(await phoneShowsBanner()).toBe(false);
    const home = await api<Home>('/course/api/home');
    expect(home.banners.map((b) => b.title)).not.toContain(TITLE);
    // … and on the phone, without a reload, within a few seconds of it (the input has whole seconds).
    await expect.poll(phoneShowsBanner, { timeout: goesLiveAt - Date.now() + SHOWN_WITHIN_MS, interval: 200 }).toBe(true);
    expect(Date.now()).toBeLessThan(goesLiveAt + SHOWN_WITHIN_MS);
    expect(await phone.page.evaluate(() => (window as { __leftOpen?: string }).__leftOpen)).toBe('since the start');

    // The calendar shows it published.
    await page.getByRole('button', { name: '刷新' }).click();
    await page.getByRole('row').filter({ hasText: '定时发布：轮播图' }).filter({ hasText: '已发布' }).first().waitFor();
  });
});
