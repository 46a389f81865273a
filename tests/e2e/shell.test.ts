import { type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPhone, type PhoneSession } from './phone-browser';
import { e2eServer } from './e2e-server';

const baseUrl = e2eServer.baseUrl;

describe('shell in a desktop browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('shows the app in a frame 24% of the screen wide and 78% high', async () => {
    const context = await browser.newContext({ viewport: { width: 1600, height: 1000 }, screen: { width: 1600, height: 1000 }, baseURL: baseUrl });
    const page = await context.newPage();
    await page.goto('/channel-more/1/4');
    const frame = page.locator('iframe[title="博医荟"]');
    await frame.waitFor();
    const box = (await frame.boundingBox())!;
    expect(Math.round(box.width)).toBe(384);
    expect(Math.round(box.height)).toBe(780);
    await page.frameLocator('iframe[title="博医荟"]').getByText('已到底部').waitFor();
    // The more-page is titled by its section (channel 1's 直播).
    await expect.poll(() => page.title()).toBe('直播 · 心血管 - 博医荟');
    await context.close();
  });
});

describe('shell on a phone', () => {
  let phone: PhoneSession;
  beforeAll(async () => {
    phone = await openPhone(baseUrl);
  });
  afterAll(async () => phone?.close());

  it('has no frame, a floating home button on inner pages, and a not-found page with a way home', async () => {
    const { page } = phone;
    await page.goto('/channel-more/1/4');
    expect(await page.locator('iframe').count()).toBe(0);
    await page.getByText('已到底部').waitFor();
    await page.getByRole('link', { name: '回到首页' }).click();
    await page.waitForURL(`${baseUrl}/`);
    // The address changes before home has replaced the inner page (and its button) on a busy machine.
    await expect.poll(() => page.getByRole('link', { name: '回到首页' }).count()).toBe(0);

    await page.goto('/this/page/does-not-exist');
    await page.getByRole('heading', { name: '页面不存在' }).waitFor();
    await page.getByRole('link', { name: '返回首页' }).click();
    await page.waitForURL(`${baseUrl}/`);
  });

  it('paints the page title and the first banner while the app script is still on its way, then the app takes over with no error', async () => {
    const { context } = phone;
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    // Hold the main script back: what shows now is what a phone on a slow line sees first.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    // Home's first screen is drawn by the server with the app's own widgets: the first banner is in it.
    const banner = page.locator('#first-screen .w-banner-carousel img').first();
    await banner.waitFor();
    await expect.poll(() => banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await page.title()).toBe('首页 - 博医荟');
    const home = await (await fetch(`${baseUrl}/course/api/home`)).json();
    expect(await banner.getAttribute('src')).toBe(home.data.banners[0].img);

    release();
    await page.getByRole('navigation', { name: '底部导航' }).waitFor();
    expect(await page.locator('.boot-shell').count()).toBe(0);
    await page.getByRole('button', { name: home.data.banners[0].title }).first().waitFor();
    // No error at all (no CSP violation of the boot script, no missing file such as the icon), and the app
    // took the layout and home data the boot script asked for while the app script was held.
    expect(errors).toEqual([]);
    expect(asked.filter((path) => path === '/course/api/home')).toHaveLength(1);
    expect(asked.filter((path) => path === '/layout/api/layouts/home-new')).toHaveLength(1);
    await page.close();
  });

  it('goes between the four tabs of the bottom bar', async () => {
    const { page } = phone;
    await page.goto('/');
    const tabs = page.getByRole('navigation', { name: '底部导航' });
    await tabs.getByRole('link', { name: '我的' }).click();
    await page.waitForURL(`${baseUrl}/my`);
    await expect.poll(() => page.title()).toBe('我的 - 博医荟');
    await tabs.getByRole('link', { name: '直播' }).click();
    await page.waitForURL(`${baseUrl}/live-list`);
    await expect.poll(() => page.title()).toBe('直播 - 博医荟');
  });
});
