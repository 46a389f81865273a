import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPhone, type PhoneSession } from './phone-browser';
import { e2eServer } from './e2e-server';

const baseUrl = e2eServer.baseUrl;

/** The app's entry script (the boot script adds it after the first paint). */
const APP_SCRIPT = /\/assets\/index-[^/]+\.js$/;

interface ArticleDetail {
  title: string;
  content: string;
}

/** A seeded article with a picture in its body (the page's largest element). */
async function articleWithPicture(): Promise<{ id: number; detail: ArticleDetail }> {
  const list = (await (await fetch(`${baseUrl}/course/api/article/list?page=1&pageSize=20`)).json()) as { data: { list: Array<{ id: number }> } };
  for (const { id } of list.data.list) {
    const detail = (await (await fetch(`${baseUrl}/course/api/article/detail/${id}`)).json()) as { data: ArticleDetail & { need_password?: number } };
    if (detail.data.need_password !== 1 && /<img\b/.test(detail.data.content ?? '')) return { id, detail: detail.data };
  }
  throw new Error('no seeded article with a picture in its body');
}

/** Layout shifts since the page started, as the Layout Instability API counts them (what CLS adds up), and frames without the title. */
async function startWatching(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
    // Every frame after the title first showed, whether it still shows (a skeleton in between would be a flash).
    const gaps: number[] = [];
    (window as unknown as { __titleGaps: number[] }).__titleGaps = gaps;
    let seen = false;
    const watch = () => {
      const shown = document.querySelector('#root h1') !== null;
      if (shown) seen = true;
      else if (seen) gaps.push(performance.now());
      requestAnimationFrame(watch);
    };
    requestAnimationFrame(watch);
  });
}

/** Where the title, the body's first paragraph and its first picture are, in CSS pixels. */
async function boxes(page: Page) {
  return page.evaluate(() => {
    const box = (selector: string) => {
      const element = document.querySelector(`#root ${selector}`);
      if (!element) return null;
      const { x, y, width, height } = element.getBoundingClientRect();
      return [x, y, width, height].map((n) => Math.round(n));
    };
    return { title: box('.w-detail-header__title'), paragraph: box('.w-rich-text p'), picture: box('.w-rich-text img') };
  });
}

describe('a detail page drawn by the server', () => {
  let phone: PhoneSession;
  beforeAll(async () => {
    phone = await openPhone(baseUrl);
  });
  afterAll(async () => phone?.close());

  it('shows the title, the body text and the first picture with the app script blocked, its picture preloaded first', async () => {
    const { id, detail } = await articleWithPicture();
    const page = await phone.context.newPage();
    await page.route(APP_SCRIPT, (route) => route.abort());
    await page.goto(`/article-detail/${id}`);
    await expect.poll(() => page.locator('h1').textContent()).toBe(detail.title);
    const firstText = /<p>([^<]{4,})/.exec(detail.content)?.[1];
    expect(firstText).toBeTruthy();
    expect(await page.locator('.w-rich-text').textContent()).toContain(firstText!.slice(0, 20));
    const picture = page.locator('.w-rich-text img').first();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // Its box is reserved before it loads (width and height from the server).
    expect(await picture.getAttribute('width')).toBeTruthy();
    const preload = page.locator('head link[rel="preload"][as="image"]');
    expect(await preload.getAttribute('fetchpriority')).toBe('high');
    expect(new URL((await preload.getAttribute('href'))!, baseUrl).pathname).toBe(new URL((await picture.getAttribute('src'))!, baseUrl).pathname);
    expect(await page.title()).toBe('资讯详情 - 博医荟');
    await page.close();
  });

  it('lets the app take over with nothing moving and no console error', async () => {
    const { id, detail } = await articleWithPicture();
    const page = await phone.context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await startWatching(page);
    // Hold the app back until the server's page has painted, as on a slow line.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(APP_SCRIPT, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/article-detail/${id}`, { waitUntil: 'commit' });
    await page.locator('#first-screen .w-rich-text img').first().waitFor();
    const before = await boxes(page);
    expect(before.title && before.paragraph && before.picture).toBeTruthy();

    release();
    // The app's page replaces the server's, with the same boxes in the same places.
    await expect.poll(() => page.locator('#first-screen').count(), { timeout: 15_000 }).toBe(0);
    await page.getByRole('heading', { level: 1, name: detail.title }).waitFor();
    expect(await page.locator('#root .w-rich-text').count()).toBe(1);
    expect(await boxes(page)).toEqual(before);
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts);
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.01);
    expect(await page.evaluate(() => (window as unknown as { __titleGaps: number[] }).__titleGaps)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
