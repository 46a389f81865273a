import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2eApi } from './api-client';
import { openPastAdvert, scrollUntil } from './from-home';
import { openPhone, type PhoneSession } from './phone-browser';
import { e2eServer } from './e2e-server';

// What a doctor sees on a phone: geometry of the screens, measured in the browser (no sign-in needed).
const baseUrl = e2eServer.baseUrl;
const api = e2eApi(baseUrl);

interface Card {
  id: number;
  title: string;
  type: number;
  origin_type: number;
  total_count?: number;
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  await locator.waitFor();
  const box = await locator.boundingBox();
  if (!box) throw new Error('element has no box');
  return box;
}

/** The element a tap at (x, y) of the viewport lands on, as "tag.class". */
function elementAt(page: Page, x: number, y: number): Promise<string> {
  return page.evaluate(
    ([px, py]) => {
      const hit = document.elementFromPoint(px, py);
      return hit ? `${hit.tagName.toLowerCase()}.${hit.getAttribute('class') ?? ''}` : '';
    },
    [x, y] as const,
  );
}

/** Opens the home page past the once-a-day screen advert. */
const openHome = (page: Page) => openPastAdvert(page, '/', page.getByRole('navigation', { name: '快捷入口' }));

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('layout on a 390-px phone', () => {
  let phone: PhoneSession;
  let page: Page;

  beforeAll(async () => {
    phone = await openPhone(baseUrl);
    page = phone.page;
  }, 60_000);

  afterAll(async () => phone?.close());

  it('draws a course column cover to both screen edges, no white strip beside it', async () => {
    await page.goto('/clinic-list');
    await page
      .locator('.w-content-list__item')
      .filter({ hasText: /共\d+节/ })
      .first()
      .click();
    await page.waitForURL(/\/course-column\/\d+$/);
    const cover = page.locator('img.w-course-info__cover');
    const box = await boxOf(cover);
    const width = page.viewportSize()?.width ?? 390;
    expect(box.x).toBeLessThanOrEqual(0.5);
    expect(box.x + box.width).toBeGreaterThanOrEqual(width - 0.5);
    expect(await elementAt(page, width - 3, box.y + box.height / 2)).toContain('w-course-info__cover');
  });

  it('puts the first course right under the category tabs of /clinic-list', async () => {
    await page.goto('/clinic-list');
    const tabs = await boxOf(page.locator('.w-channel-tabs').first());
    const firstCourse = await boxOf(page.locator('.w-content-list__item').first());
    expect(firstCourse.y - (tabs.y + tabs.height)).toBeLessThan(24);
  });

  it('keeps the 直播预告 cards of the home page off the screen edge', async () => {
    await openHome(page);
    // The lazy carousel replaces its static track once in view: scroll the section there, and measure a
    // card once Swiper is there (a card of the static track would be gone by then).
    await page.locator('.w-live-preview-carousel').first().scrollIntoViewIfNeeded();
    await page.locator('.w-live-preview-carousel .swiper-initialized').waitFor();
    const card = page.locator('.w-live-preview-carousel__card').first();
    const box = await boxOf(card);
    expect(box.x).toBeGreaterThanOrEqual(8);
  });

  it('shows 资料详情 with its back button at the top, above the title', async () => {
    const list = await api.data<{ list: Card[] }>('/course/api/download/list?category_id=4&pageSize=50');
    const imageText = list.list.find((d) => d.type === 3);
    expect(imageText).toBeTruthy();
    await page.goto(`/download-detail/${imageText?.id}`);
    const title = page.getByText(imageText?.title ?? '', { exact: true }).first();
    const back = await boxOf(page.getByRole('button', { name: '返回' }));
    expect(back.y).toBeLessThan((await boxOf(title)).y);
  });

  it('lets the last rows of a list scroll clear of the floating 首页 button', async () => {
    await page.goto('/download-list');
    const end = page.getByText('已到底部');
    await scrollUntil(page, () => end.isVisible());
    await page.mouse.wheel(0, 3000);
    await expect.poll(() => page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight)).toBe(true);
    const home = await boxOf(page.getByRole('link', { name: '回到首页' }));
    const favourites = page.locator('.w-download-rows__favorite');
    const covered: string[] = [];
    for (const favourite of await favourites.all()) {
      const box = await favourite.boundingBox();
      if (box && overlaps(box, home)) covered.push((await favourite.textContent()) ?? '');
    }
    expect(covered).toEqual([]);
  });

  it('scrolls the chosen month tab of /activity-list into view and offers every year of the range', async () => {
    await page.goto('/activity-list');
    const chosen = page.getByRole('tablist', { name: '月份' }).getByRole('tab', { selected: true });
    const width = page.viewportSize()?.width ?? 390;
    await expect
      .poll(async () => {
        const box = await boxOf(chosen);
        return box.x >= 0 && box.x + box.width <= width;
      })
      .toBe(true);
    const years = (await page.getByRole('combobox').locator('option').allTextContents()).map((text) => Number.parseInt(text, 10));
    expect(years.length).toBeGreaterThan(1);
    expect(years).toEqual(Array.from({ length: years.length }, (_, i) => years[0] + i));
  });

  it('shows a placeholder, not a hole, where an article image cannot be fetched', async () => {
    const articles = await api.data<{ list: Card[] }>('/course/api/article/list?pageSize=100');
    const withExternalImage = articles.list.find((a) => a.title.startsWith('胸部CT影像图解'));
    expect(withExternalImage).toBeTruthy();
    await page.goto(`/article-detail/${withExternalImage?.id}`);
    const image = page.locator('article.w-rich-text img').first();
    await image.waitFor();
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
    expect(await image.getAttribute('alt')).toContain('图片加载失败');
    expect((await boxOf(image)).height).toBeGreaterThan(40);
  });

  it('counts the articles of an article or medical column in 篇, a course series in 节', async () => {
    const feed = await api.data<{ list: Card[] }>('/course/api/content/select?pageSize=50');
    // An article column (origin 2) and a medical column (origin 30), both series of articles.
    const columns = [2, 30].map((origin) => feed.list.find((item) => item.type === 2 && item.origin_type === origin && (item.total_count ?? 0) > 0));
    await openHome(page);
    for (const column of columns) {
      expect(column).toBeTruthy();
      const card = page.getByRole('button', { name: new RegExp(escapeRegExp(column?.title ?? '')) }).first();
      await scrollUntil(page, () => card.isVisible());
      await expect.poll(() => card.textContent()).toContain(`共${column?.total_count}篇`);
      expect(await card.textContent()).not.toContain('节');
    }
  });

  it('draws the tab bar icons as pictures, not text glyphs', async () => {
    await page.goto('/live-list');
    const icons = page.getByRole('navigation', { name: '底部导航' }).locator('.app-tab-bar__icon');
    await expect.poll(() => icons.count()).toBe(4);
    for (const icon of await icons.all()) {
      expect(await icon.textContent()).toBe('');
      const box = await boxOf(icon);
      expect(box.width).toBeGreaterThan(10);
      expect(
        await icon.evaluate(
          (element) => getComputedStyle(element).getPropertyValue('mask-image') || getComputedStyle(element).getPropertyValue('-webkit-mask-image'),
        ),
      ).toContain('svg');
    }
  });
});
