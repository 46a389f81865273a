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

/** Each drawn section's box (its widget's first element: the runtime's wrapper has none), by node id, in CSS pixels. */
async function sectionBoxes(page: Page, ids: string[]) {
  return page.evaluate((nodeIds) => {
    const boxes: Record<string, number[] | null> = {};
    for (const id of nodeIds) {
      const section = document.querySelector(`#root .sdui-body [data-node-id="${CSS.escape(id)}"]`)?.firstElementChild;
      const rect = section?.getBoundingClientRect();
      boxes[id] = rect ? [rect.x, rect.y, rect.width, rect.height].map((n) => Math.round(n)) : null;
    }
    return boxes;
  }, ids);
}

/** The server's drawn sections that have a box (a section whose condition failed draws nothing). */
function drawnSectionIds(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('#first-screen .sdui-body > [data-node-id]'))
      .filter((node) => node.childElementCount > 0)
      .map((node) => node.getAttribute('data-node-id')!),
  );
}

/**
 * Opens a page with the app held back until the server's first screen has painted with its pictures,
 * then lets the app start: answers the drawn sections' boxes before and after the app took over, the
 * layout shifts counted meanwhile, and the page's errors.
 */
async function takeOver(session: PhoneSession, path: string) {
  const page = await session.context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await startWatching(page);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(APP_SCRIPT, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
  await page.locator('#first-screen .sdui-body').waitFor();
  await expect
    .poll(() =>
      page.evaluate(() => Array.from(document.querySelectorAll<HTMLImageElement>('#first-screen img')).every((img) => img.complete || img.loading === 'lazy')),
    )
    .toBe(true);
  const ids = await drawnSectionIds(page);
  const before = await sectionBoxes(page, ids);
  release();
  await expect.poll(() => page.locator('#first-screen').count(), { timeout: 15_000 }).toBe(0);
  // Swapped in because the app showed the same sections, not because it gave up waiting for them.
  expect(await page.locator('#root').getAttribute('data-first-screen')).toBe('same-sections');
  const after = await sectionBoxes(page, ids);
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts);
  return { page, ids, before, after, shift: shifts.reduce((sum, value) => sum + value, 0), errors };
}

describe('home and a channel drawn by the server with the real widgets', () => {
  let phone: PhoneSession;
  beforeAll(async () => {
    phone = await openPhone(baseUrl, { keepDrawnFirstScreen: true });
  });
  afterAll(async () => phone?.close());

  it("shows home's search bar, channel tabs and banners with the app script blocked, the first banner preloaded", async () => {
    const page = await phone.context.newPage();
    await page.route(APP_SCRIPT, (route) => route.abort());
    await page.goto('/');
    expect(await drawnSectionIds(page)).toEqual(expect.arrayContaining(['search', 'channel-tabs', 'banners']));
    const banner = page.locator('#first-screen .w-banner-carousel img').first();
    await expect.poll(() => banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const preload = page.locator('head link[rel="preload"][as="image"]');
    expect(new URL((await preload.getAttribute('href'))!, baseUrl).pathname).toBe(new URL((await banner.getAttribute('src'))!, baseUrl).pathname);
    await page.close();
  });

  it('keeps a tap made on the drawn page before the app started, and replays it once the app took over', async () => {
    const page = await phone.context.newPage();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(APP_SCRIPT, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    const shortcut = page.locator('#first-screen nav[aria-label="快捷入口"] button').first();
    await shortcut.click();
    // Nothing happens on the server's page itself.
    expect(new URL(page.url()).pathname).toBe('/');
    release();
    await page.waitForURL((url) => url.pathname !== '/', { timeout: 15_000 });
    await page.close();
  });

  for (const [name, path] of [
    ['home', async () => '/'],
    [
      'a channel',
      async () => {
        const channels = (await (await fetch(`${baseUrl}/course/api/channel?origin_type=0&pageSize=999`)).json()) as { data: { list: Array<{ id: number }> } };
        return `/?channel=${channels.data.list[0].id}`;
      },
    ],
  ] as const) {
    it(`lets the app take over ${name} with every drawn section in the same box and no layout shift`, async () => {
      const { page, ids, before, after, shift, errors } = await takeOver(phone, await path());
      expect(ids.length).toBeGreaterThanOrEqual(3);
      expect(Object.values(before).every((box) => box !== null)).toBe(true);
      expect(after).toEqual(before);
      expect(shift).toBe(0);
      expect(errors).toEqual([]);
      await page.close();
    });
  }
});

describe('a detail page drawn by the server', () => {
  let phone: PhoneSession;
  beforeAll(async () => {
    phone = await openPhone(baseUrl, { keepDrawnFirstScreen: true });
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

  it('lets the app take over with every drawn section in the same box, nothing moving, no flash and no console error', async () => {
    const { id, detail } = await articleWithPicture();
    const { page, ids, before, after, shift, errors } = await takeOver(phone, `/article-detail/${id}`);
    expect(ids).toEqual(expect.arrayContaining(['back', 'header', 'body']));
    await page.getByRole('heading', { level: 1, name: detail.title }).waitFor();
    expect(await page.locator('#root .w-rich-text').count()).toBe(1);
    expect(after).toEqual(before);
    expect(shift).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __titleGaps: number[] }).__titleGaps)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
