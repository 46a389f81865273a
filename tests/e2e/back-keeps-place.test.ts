import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2eApi } from './api-client';
import { openPastAdvert } from './from-home';
import { openPhone, type PhoneSession } from './phone-browser';
import { e2eServer } from './e2e-server';

// docs/product-rules.md#paging-and-lists: a doctor deep in a list opens an item and comes back: the list
// is where it was (same scroll position, same pages loaded, same tab), and the item just read is on screen.

const baseUrl = e2eServer.baseUrl;
const api = e2eApi(baseUrl).data;

/** How far the restored position may be from the saved one (sub-pixel rounding, the address bar). */
const TOLERANCE_PX = 4;

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** The scroll position once a wheel's (smooth) scroll has come to rest: the same for 10 frames running. */
const restingScrollY = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let last = window.scrollY;
        let still = 0;
        const frame = () => {
          still = window.scrollY === last ? still + 1 : 0;
          last = window.scrollY;
          if (still >= 10) resolve(Math.round(last));
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
  );

/** Opens an address with a full load (nothing remembered from an earlier test), past the once-a-day advert. */
async function openFresh(page: Page, path: string, ready: Locator): Promise<void> {
  await openPastAdvert(page, path, ready);
  await ready.waitFor();
}

/**
 * Scrolls down until the list holds at least `count` cards or has nothing more (pages load as its end
 * comes near), then a little back up, into the list rather than onto its footer.
 */
async function scrollUntilLoaded(page: Page, cards: Locator, count: number): Promise<void> {
  const end = page.getByText('已到底部');
  for (let i = 0; i < 80 && (await cards.count()) < count && !(await end.isVisible()); i++) {
    await page.mouse.wheel(0, 1500);
    await page.waitForTimeout(100);
  }
  // More than one page (10 cards each) was loaded.
  expect(await cards.count()).toBeGreaterThan(10);
  await page.mouse.wheel(0, -100);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(300);
}

/** The card in the middle of the screen: what the doctor taps. */
async function cardInMiddle(cards: Locator): Promise<Locator> {
  const index = await cards.evaluateAll((items) => {
    const middle = window.innerHeight / 2;
    return items.findIndex((item) => {
      const box = item.getBoundingClientRect();
      return box.top <= middle && box.bottom >= middle;
    });
  });
  expect(index).toBeGreaterThanOrEqual(0);
  return cards.nth(index);
}

async function isInViewport(page: Page, target: Locator): Promise<boolean> {
  const box = await target.boundingBox();
  const height = page.viewportSize()?.height ?? 0;
  return !!box && box.y + box.height > 0 && box.y < height;
}

interface Place {
  url: string;
  y: number;
  cardCount: number;
  card: Locator;
}

/** Scrolls deep into the list, taps the card in the middle and waits for its page. */
async function leaveFromDeepInList(page: Page, cards: Locator, minCards: number): Promise<Place> {
  await scrollUntilLoaded(page, cards, minCards);
  // Let the last page settle so the position is the doctor's, not a moment of a growing list.
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  const url = page.url();
  const y = await restingScrollY(page);
  const cardCount = await cards.count();
  const card = await cardInMiddle(cards);
  const cardIndex = await card.evaluate((el) => Array.from(el.parentElement?.children ?? []).indexOf(el));
  await card.getByRole('button').first().click();
  await page.waitForURL((address) => address.href !== url);
  return { url, y, cardCount, card: cards.nth(cardIndex) };
}

/** After coming back: the same address, the same position, the pages still there, the tapped card on screen. */
async function expectSamePlace(page: Page, cards: Locator, place: Place): Promise<void> {
  await page.waitForURL(place.url);
  await expect.poll(() => scrollY(page), { timeout: 10_000 }).toBeGreaterThan(place.y - TOLERANCE_PX);
  expect(Math.abs((await scrollY(page)) - place.y)).toBeLessThanOrEqual(TOLERANCE_PX);
  expect(await cards.count()).toBeGreaterThanOrEqual(place.cardCount);
  expect(await isInViewport(page, place.card)).toBe(true);
}

/**
 * Deep in the list, opens the card in the middle (its page starts at the top), comes back with the
 * browser's back and checks the list is as it was left.
 */
async function openDeepAndGoBack(page: Page, cards: Locator, minCards: number): Promise<Place> {
  const place = await leaveFromDeepInList(page, cards, minCards);
  await expect.poll(() => scrollY(page)).toBe(0);
  await page.goBack();
  await expectSamePlace(page, cards, place);
  return place;
}

describe('back keeps the place in lists (phone)', () => {
  let phone: PhoneSession;
  beforeAll(async () => {
    phone = await openPhone(baseUrl);
  });
  afterAll(async () => phone?.close());

  it('home feed: deep in the feed, open an item, browser back → same position, pages kept', async () => {
    const { page } = phone;
    const feed = page.locator('.w-content-list').last();
    await openFresh(page, '/', page.getByRole('navigation', { name: '快捷入口' }));
    const cards = feed.locator('li.w-content-list__item');
    await openDeepAndGoBack(page, cards, 25);
  });

  it('/article-list: browser back and the page’s 返回 button both return to the same place', async () => {
    const { page } = phone;
    await openFresh(page, '/article-list', page.getByRole('tab', { name: '推荐' }));
    const cards = page.locator('.w-content-list li.w-content-list__item');
    const first = await openDeepAndGoBack(page, cards, 25);

    // Further down, then back with the detail page's own 返回 button.
    const second = await leaveFromDeepInList(page, cards, first.cardCount + 5);
    await page.getByRole('button', { name: '返回', exact: true }).click();
    await expectSamePlace(page, cards, second);
  });

  it('/course-list: deep in the list, open a course, back → same position, pages kept', async () => {
    const { page } = phone;
    await openFresh(page, '/course-list', page.getByRole('tab', { name: '推荐' }));
    const cards = page.locator('.w-content-list li.w-content-list__item');
    await openDeepAndGoBack(page, cards, 25);
  });

  it('a tabbed list: switch tab, scroll, open, back → the same tab and place', async () => {
    const { page } = phone;
    await openFresh(page, '/article-list', page.getByRole('tab', { name: '推荐' }));
    // The category with the longest list, so there is far to scroll.
    const categories = (await api<{ list: { id: number; title: string }[] }>('/course/api/article/category?type=2')).list;
    const totals = await Promise.all(
      categories.map(async ({ id }) => (await api<{ total: number }>(`/course/api/article/list?content_type=0&category_id=${id}&page=1&pageSize=1`)).total),
    );
    const longest = categories[totals.indexOf(Math.max(...totals))];
    const tab = page.getByRole('tab', { name: longest.title, exact: true });
    await tab.click();
    await page.waitForURL(new RegExp(`[?&]category_id=${longest.id}(&|$)`));
    await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
    const cards = page.locator('.w-content-list li.w-content-list__item');
    await cards.first().waitFor();
    await openDeepAndGoBack(page, cards, 25);
    expect(await tab.getAttribute('aria-selected')).toBe('true');
  });
});
