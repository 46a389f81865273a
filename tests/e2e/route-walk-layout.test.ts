// Every route, signed in as a doctor, on a 390×844 and a 320×568 phone, at each text size of 设置 → 字体大小
// (标准, 大, 特大), at the top of the page and scrolled to its end: no floating button (首页, 分享, 问卷,
// 客服) over a control, nothing left under the floating buttons' dock, no text past the right edge of the
// screen. The two phones are two contexts of one browser, walking side by side; each page is loaded once and
// checked at every size (the setting applies to a page at once, as on the phone).
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXT_SIZE_ATTRIBUTE, TEXT_SIZE_KEY } from '../../contract/boot/text-size';
import { routeTable } from '../../contract/routes/route-table';
import { e2eServer } from './e2e-server';
import { findLayoutProblems, type LayoutProblem } from './layout-check';
import { launchBrowser, newPhoneContext } from './phone-browser';
import { addressOf, MOBILE, quietNetwork, untilShown } from './route-walk';
import { applySession, signInThroughApi } from './sign-in';

const baseUrl = e2eServer.baseUrl;
const SCREENS = [
  { width: 390, height: 844 },
  { width: 320, height: 568 },
] as const;
const SIZES = ['standard', 'large', 'x-large'] as const;

interface Phone {
  context: BrowserContext;
  page: Page;
  settled: (timeoutMs: number) => Promise<void>;
  label: string;
  screen: { width: number; height: number };
}

/** Two animation frames: styles and layout have caught up with a change. */
const nextFrames = (page: Page) => page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));

/**
 * Scrolls to the top or to the end of the page; the end again while a list loads its next page on reaching
 * it (a few pages at most: a long list's end is not what is being checked).
 */
async function scrollTo(phone: Phone, end: boolean): Promise<void> {
  for (let round = 0; round < (end ? 4 : 1); round++) {
    await phone.page.evaluate((toEnd) => window.scrollTo({ top: toEnd ? document.documentElement.scrollHeight : 0, behavior: 'instant' }), end);
    await phone.settled(5_000);
    await nextFrames(phone.page);
    if (!end || (await phone.page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1))) return;
  }
}

/** The problems of the page as it is, at each text size, at its top and at its end. */
async function problemsOf(phone: Phone): Promise<string[]> {
  const { page } = phone;
  const found: string[] = [];
  for (const size of SIZES) {
    await page.evaluate(
      ([attribute, value]) =>
        value === 'standard' ? document.documentElement.removeAttribute(attribute) : document.documentElement.setAttribute(attribute, value),
      [TEXT_SIZE_ATTRIBUTE, size] as const,
    );
    for (const atEnd of [false, true]) {
      await scrollTo(phone, atEnd);
      const problems: LayoutProblem[] = await page.evaluate(findLayoutProblems, { atEnd, ...phone.screen });
      found.push(...problems.map((problem) => `${phone.label} ${size} ${atEnd ? 'end' : 'top'}: ${problem.kind} ${problem.what}`));
    }
  }
  return [...new Set(found)];
}

describe('every route on a small and a large phone, with standard and large text', () => {
  let browser: Browser;
  let phones: Phone[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    const session = await signInThroughApi(MOBILE);
    phones = await Promise.all(
      SCREENS.map(async (screen) => {
        const { context, page } = await newPhoneContext(browser, baseUrl, { wechat: true });
        await page.setViewportSize(screen);
        await page.goto('/ys');
        await applySession(page, session);
        return { context, page, settled: quietNetwork(page), label: `${screen.width}×${screen.height}`, screen };
      }),
    );
  });
  afterAll(async () => {
    await Promise.all(phones.map((phone) => phone.context.close()));
    await browser?.close();
  });

  it.each(routeTable.map((route) => [route.name, route.path] as const))('%s (%s)', async (name, path) => {
    const address = await addressOf(name, path)();
    const problems = await Promise.all(
      phones.map(async (phone) => {
        await phone.page.goto('about:blank');
        await phone.page.goto(address);
        await phone.settled(15_000);
        await untilShown(phone.page);
        return problemsOf(phone);
      }),
    );
    expect({ address, problems: problems.flat() }).toEqual({ address, problems: [] });
  });

  it('keeps 字体大小 on the device and applies it before the app runs', async () => {
    const [phone] = phones;
    if (!phone) throw new Error('no phone');
    const { page } = phone;
    await page.goto('/my-setting');
    await page.getByRole('radio', { name: '特大' }).click();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--app-text-scale').trim())).toBe('1.3');
    // With the app's scripts refused, only the page's inline boot script can have applied the size.
    const refuse = (route: { abort: () => Promise<void> }) => route.abort();
    await page.route(/\/assets\/.*\.js$/, refuse);
    try {
      await page.goto('/article-list', { waitUntil: 'commit' });
      await page.waitForLoadState('domcontentloaded');
      expect(await page.evaluate((attribute) => document.documentElement.getAttribute(attribute), TEXT_SIZE_ATTRIBUTE)).toBe('x-large');
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--app-text-scale').trim())).toBe('1.3');
    } finally {
      await page.unroute(/\/assets\/.*\.js$/, refuse);
    }
    await page.goto('/my-setting');
    await page.getByRole('radio', { name: '标准' }).click();
    expect(await page.evaluate((key) => localStorage.getItem(key), TEXT_SIZE_KEY)).toBeNull();
  });
});
